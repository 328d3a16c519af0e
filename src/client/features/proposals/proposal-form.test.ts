import { describe, expect, it } from "vitest";
import type { Proposal } from "../../../shared/proposals";
import { firstErrors, normalizePrice, parseQty } from "../../lib/form-values";
import {
  draftFromProposal,
  draftToInput,
  draftTotals,
  emptyItem,
  FIELD_IDS,
  fieldIdFor,
  itemDraftsFromPackage,
  itemFieldId,
  moveItem,
  newDraft,
  type ProposalDraft,
  parseDepositPercent,
  validateDraft,
  withClient,
  withKnownChoices,
  withProject,
  withSoleProject,
} from "./proposal-form";

const CLIENT = "7a1f3c2e-5b6d-4e8f-9a0b-1c2d3e4f5a6b";
const PROJECT = "0b9a8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d";

function filled(overrides: Partial<ProposalDraft> = {}): ProposalDraft {
  return {
    ...newDraft({ clientId: CLIENT }),
    title: "Moreno Vineyard Wedding",
    items: [
      { ...emptyItem(), name: "Full-day coverage", qty: "1", unitPrice: "3000" },
      { ...emptyItem(), name: "Album", qty: "2", unitPrice: "250.50" },
    ],
    ...overrides,
  };
}

describe("parsing what was typed", () => {
  it("falls back to a quantity of 1 when it is empty, zero or not a number", () => {
    expect(parseQty("")).toBe(1);
    expect(parseQty("0")).toBe(1);
    expect(parseQty("abc")).toBe(1);
    expect(parseQty("3")).toBe(3);
    expect(parseQty("-2")).toBe(-2);
  });

  it("treats an empty deposit as none", () => {
    expect(parseDepositPercent("")).toBeUndefined();
    expect(parseDepositPercent("  ")).toBeUndefined();
    expect(parseDepositPercent("30")).toBe(30);
  });

  it("rounds a price to cents on blur and shows two decimals; empty becomes 0.00", () => {
    expect(normalizePrice("")).toBe("0.00");
    expect(normalizePrice("12")).toBe("12.00");
    expect(normalizePrice("12.5")).toBe("12.50");
    expect(normalizePrice(".999")).toBe("1.00");
  });
});

describe("totals and the request body", () => {
  it("works out subtotal, tax at 8.25%, discount, total and deposit like the server", () => {
    const totals = draftTotals(filled({ discount: "101", depositPercent: "25" }));
    expect(totals.subtotalCents).toBe(350_100);
    expect(totals.discountCents).toBe(10_100);
    expect(totals.taxCents).toBe(28_883); // 8.25% of 3501.00 = 288.8325
    expect(totals.totalCents).toBe(350_100 - 10_100 + 28_883);
    expect(totals.depositCents).toBe(Math.round(totals.totalCents * 0.25));
  });

  it("leaves the deposit out of the figures while its percent is not valid", () => {
    expect(draftTotals(filled({ depositPercent: "150" })).depositCents).toBe(0);
    expect(draftTotals(filled({ depositPercent: "" })).depositPercent).toBeNull();
  });

  it("sends the fields plus subtotalCents, taxCents, totalCents, depositCents and line totals", () => {
    const input = draftToInput(filled({ depositPercent: "50", validUntil: "2030-06-01", notes: "Thanks!" }));
    expect(input).toMatchObject({
      title: "Moreno Vineyard Wedding",
      clientId: CLIENT,
      discountCents: 0,
      depositPercent: 50,
      validUntil: "2030-06-01",
      notes: "Thanks!",
      subtotalCents: 350_100,
      taxCents: 28_883,
      totalCents: 378_983,
      depositCents: 189_492,
    });
    expect(input.items[1]).toEqual({
      name: "Album",
      description: "",
      qty: 2,
      unitCents: 25_050,
      lineTotalCents: 50_100,
      taxable: true,
    });
  });
});

describe("validation", () => {
  it("accepts a complete draft", () => {
    expect(validateDraft(filled()).ok).toBe(true);
  });

  it("gives the expected messages, the first one per field", () => {
    const draft = filled({ title: " ", clientId: "" });
    const first = draft.items[0];
    if (!first) throw new Error("no item");
    draft.items[0] = { ...first, name: "", qty: "-1" };
    const result = validateDraft(draft);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.title).toBe("Title is required");
    expect(result.errors.clientId).toBe("Client is required");
    expect(result.errors["items.0.name"]).toBe("Item name is required");
    expect(result.errors["items.0.qty"]).toBe("Quantity must be at least 1");
  });

  it("requires at least one item", () => {
    const result = validateDraft(filled({ items: [] }));
    expect(result.ok ? null : result.errors.items).toBe("At least one item is required");
  });

  it("keeps only the first message of each path", () => {
    expect(
      firstErrors([
        { path: ["title"], message: "first" },
        { path: ["title"], message: "second" },
        { path: ["items", 0, "name"], message: "name" },
      ]),
    ).toEqual({ title: "first", "items.0.name": "name" });
  });
});

describe("pre-selected client and project", () => {
  const projectsOf = (clientId: string) => (clientId === CLIENT ? [PROJECT] : []);

  it("keeps them while the lists load", () => {
    const draft = newDraft({ clientId: CLIENT, projectId: PROJECT });
    expect(withKnownChoices(draft, undefined, () => undefined)).toBe(draft);
  });

  it("drops a client that is not the studio's, and its project with it", () => {
    const draft = newDraft({ clientId: CLIENT, projectId: PROJECT });
    expect(withKnownChoices(draft, ["someone-else"], projectsOf)).toMatchObject({
      clientId: "",
      projectId: "",
    });
  });

  it("drops a project that is not the client's", () => {
    const draft = newDraft({ clientId: CLIENT, projectId: "another" });
    expect(withKnownChoices(draft, [CLIENT], projectsOf)).toMatchObject({ clientId: CLIENT, projectId: "" });
  });

  it("ignores a project given without a client", () => {
    expect(newDraft({ projectId: PROJECT }).projectId).toBe("");
  });
});

describe("a client's only project", () => {
  const OTHER = "5c4b3a2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d";
  const projects: Record<string, string[]> = { [CLIENT]: [PROJECT], [OTHER]: ["p1", "p2"] };
  const projectIdsOf = (clientId: string) => projects[clientId];

  it("links a new proposal for a client with exactly one project to it", () => {
    expect(withSoleProject(newDraft({ clientId: CLIENT }), projectIdsOf).projectId).toBe(PROJECT);
    expect(withSoleProject(withClient(newDraft(), CLIENT), projectIdsOf).projectId).toBe(PROJECT);
  });

  it("waits for the projects to load, and leaves a choice of two to the photographer", () => {
    expect(withSoleProject(newDraft({ clientId: CLIENT }), () => undefined).projectId).toBe("");
    expect(withSoleProject(newDraft({ clientId: OTHER }), projectIdsOf).projectId).toBe("");
  });

  it("keeps a project chosen by hand, No project included, until another client is chosen", () => {
    const none = withProject(newDraft({ clientId: CLIENT }), "");
    expect(withSoleProject(none, projectIdsOf).projectId).toBe("");
    const again = withClient(withClient(none, OTHER), CLIENT);
    expect(withSoleProject(again, projectIdsOf).projectId).toBe(PROJECT);
  });

  it("leaves a saved proposal without a project as it was saved", () => {
    const saved = draftFromProposal({
      title: "Wedding",
      clientId: CLIENT,
      projectId: null,
      packageId: null,
      discountCents: 0,
      depositPercent: null,
      validUntil: null,
      notes: null,
      items: [],
    } as unknown as Proposal);
    expect(withSoleProject(saved, projectIdsOf).projectId).toBe("");
  });
});

describe("items", () => {
  it("replaces the items with the package line and the package's own items", () => {
    const items = itemDraftsFromPackage({
      id: "p1",
      name: "Gold",
      basePriceCents: 450_000,
      items: [{ name: "Engagement session", description: null, qty: 1, unitCents: 50_000 }],
    });
    expect(items.map(({ key: _key, ...rest }) => rest)).toEqual([
      { name: "Gold", description: "Complete package - Gold", qty: "1", unitPrice: "4500.00", taxable: true },
      { name: "Engagement session", description: "", qty: "1", unitPrice: "500.00", taxable: true },
    ]);
    expect(new Set(items.map((item) => item.key)).size).toBe(2);
  });

  it("describes the package line with the package's own description", () => {
    const [line] = itemDraftsFromPackage({
      id: "p1",
      name: "Gold",
      description: "Eight hours, two photographers, an album.",
      basePriceCents: 450_000,
      items: [],
    });
    expect(line).toMatchObject({ name: "Gold", description: "Eight hours, two photographers, an album." });
  });

  it("moves an item up or down, and not past either end", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });

  it("finds the field an error belongs to", () => {
    const items = [emptyItem(), emptyItem()];
    const second = items[1]?.key ?? "";
    expect(fieldIdFor("title", items)).toBe(FIELD_IDS.title);
    expect(fieldIdFor("items", items)).toBe(FIELD_IDS.items);
    expect(fieldIdFor("items.1.qty", items)).toBe(itemFieldId(second, "qty"));
    expect(fieldIdFor("items.1.unitCents", items)).toBe(itemFieldId(second, "unitCents"));
    expect(fieldIdFor("subtotalCents", items)).toBeUndefined();
  });
});

describe("editing", () => {
  it("turns a saved proposal back into the form, items in their order", () => {
    const proposal = {
      id: "x",
      title: "Wedding",
      clientId: CLIENT,
      projectId: null,
      packageId: null,
      discountCents: 5000,
      depositPercent: 30,
      validUntil: "2030-01-31",
      notes: null,
      items: [
        {
          id: "b",
          name: "Second",
          description: null,
          qty: 2,
          unitCents: 100,
          lineTotalCents: 200,
          orderIndex: 1,
        },
        {
          id: "a",
          name: "First",
          description: "d",
          qty: 1,
          unitCents: 12_345,
          lineTotalCents: 12_345,
          orderIndex: 0,
        },
      ],
    } as unknown as Proposal;
    const draft = draftFromProposal(proposal);
    expect(draft).toMatchObject({
      title: "Wedding",
      clientId: CLIENT,
      projectId: "",
      discount: "50.00",
      depositPercent: "30",
      validUntil: "2030-01-31",
      notes: "",
    });
    expect(draft.items.map((item) => [item.name, item.qty, item.unitPrice])).toEqual([
      ["First", "1", "123.45"],
      ["Second", "2", "1.00"],
    ]);
  });
});
