/**
 * GET /api/proposals with ?limit=: keyset pages that put together are the whole list, byte for byte (ties
 * on created_at included, down to the microsecond), current and archived, searched by title or client
 * name with `%` and `_` as plain characters; refused query strings; another studio's cursor.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ProposalListItem } from "../../../shared/proposals.js";
import { BAD_PAGE_QUERIES, expectPagesMakeWholeList, expectRefused, walkPages } from "../../test/paging.js";
import { a, api, b, clientOf, createProposal, ctx, setUpProposals } from "./proposals.fixture.js";

setUpProposals();

const get = (who: typeof a) => (url: string) => api(who).get(url);

async function client(who: typeof a, firstName: string, lastName: string) {
  const res = await api(who).post("/api/clients", { firstName, lastName });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

/**
 * 25 proposals of studio A with chosen creation instants: eight share one, four lie within the next
 * millisecond, the rest are a minute apart; three of them archived.
 */
beforeAll(async () => {
  const ana = await clientOf(a);
  const kim = await client(a, "Kim_50%", "Park");
  for (let i = 0; i < 25; i++) {
    const proposal = await createProposal(a, i % 4 === 0 ? kim.id : ana.id, { title: `Offer ${i}` });
    const createdAt =
      i < 8
        ? "2026-05-01T12:00:00.000000Z"
        : i < 12
          ? `2026-05-01T12:00:00.00000${i - 7}Z`
          : `2026-05-01T12:${String(i).padStart(2, "0")}:00.000000Z`;
    await ctx.database.executeSql("UPDATE estimates SET created_at = $1::timestamptz WHERE id = $2", [
      createdAt,
      proposal.id,
    ]);
    if (i === 13 || i === 14 || i === 3) {
      expect((await api(a).post(`/api/proposals/${proposal.id}/archive`)).statusCode).toBe(200);
    }
  }
  await createProposal(a, ana.id, { title: "Save 20% now" });
  await createProposal(a, ana.id, { title: "Big_Day" });
  await createProposal(a, ana.id, { title: "Big-Day" });
  const bea = await client(b, "Bea", "Other");
  await createProposal(b, bea.id, { title: "Their offer" });
  await createProposal(b, bea.id, { title: "Their second offer" });
});

const titles = async (query: string, limit = 5) => {
  const { items } = await walkPages(get(a), `/api/proposals?${query}`, limit);
  return (items as unknown as ProposalListItem[]).map((p) => p.title);
};

describe("proposal list pages", () => {
  it("put together are the whole list, ties and microseconds included, current and archived", async () => {
    const current = await expectPagesMakeWholeList(get(a), "/api/proposals?", "/api/proposals");
    expect(current).toHaveLength(25);
    const archived = await expectPagesMakeWholeList(
      get(a),
      "/api/proposals?archived=true",
      "/api/proposals?archived=true",
      2,
    );
    expect((archived as unknown as ProposalListItem[]).map((p) => p.title)).toEqual([
      "Offer 14",
      "Offer 13",
      "Offer 3",
    ]);
    for (const limit of [1, 8, 200]) {
      const { items } = await walkPages(get(a), "/api/proposals?", limit);
      expect(items.map((p) => p.id)).toEqual(current.map((p) => p.id));
    }
    const seeded = (current as unknown as ProposalListItem[]).filter((p) => p.title.startsWith("Offer"));
    expect(seeded.slice(11, 15).map((p) => p.title)).toEqual(["Offer 11", "Offer 10", "Offer 9", "Offer 8"]);
    const tied = seeded.slice(15).map((p) => p.id);
    expect(tied).toHaveLength(7);
    expect(tied).toEqual([...tied].sort().reverse());
  });

  it("search the title or the client's name, any case, with % and _ as plain characters", async () => {
    expect(await titles("search=OFFER 2")).toEqual([
      "Offer 24",
      "Offer 23",
      "Offer 22",
      "Offer 21",
      "Offer 20",
      "Offer 2",
    ]);
    expect(await titles("search=20%25")).toEqual(["Save 20% now"]);
    expect(await titles("search=big_day")).toEqual(["Big_Day"]);
    const kims = await titles("search=kim_50%25 park");
    expect(kims.slice(0, 5)).toEqual(["Offer 24", "Offer 20", "Offer 16", "Offer 12", "Offer 8"]);
    expect(kims.slice(5).sort()).toEqual(["Offer 0", "Offer 4"]);
    expect(await titles("search=offer 1&archived=true")).toEqual(["Offer 14", "Offer 13"]);
    expect(await titles("search=their")).toEqual([]);
    expect(await titles("search=bea")).toEqual([]);
  });

  it("refuses bad limits, cursors and searches with a message, changing nothing", async () => {
    await expectRefused(ctx, get(a), "/api/proposals", [
      ...BAD_PAGE_QUERIES,
      ["limit=5&archived=maybe", "archived must be true or false"],
      ["search=offer", "search needs limit"],
    ]);
  });

  it("never show another studio's proposals, even from its cursor", async () => {
    const own = new Set(((await api(a).get("/api/proposals")).json() as ProposalListItem[]).map((p) => p.id));
    const first = (await api(b).get("/api/proposals?limit=1")).json() as { nextCursor: string };
    expect(first.nextCursor).toEqual(expect.any(String));
    const res = await api(a).get(`/api/proposals?limit=200&cursor=${first.nextCursor}`);
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { items: ProposalListItem[] }).items;
    for (const item of items) expect(own.has(item.id)).toBe(true);
    const theirs = (await api(b).get("/api/proposals?limit=200")).json() as { items: ProposalListItem[] };
    expect(theirs.items.map((p) => p.title)).toEqual(["Their second offer", "Their offer"]);
  });

  it("answers 20 identical requests alike", async () => {
    const url = "/api/proposals?limit=7&search=offer";
    const answers = await Promise.all(Array.from({ length: 20 }, () => api(a).get(url)));
    for (const res of answers) expect([res.statusCode, res.body]).toEqual([200, answers[0]!.body]);
  });
});
