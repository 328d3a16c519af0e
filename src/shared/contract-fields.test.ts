import { describe, expect, it } from "vitest";
import {
  CONTRACT_FIELDS,
  type ContractContext,
  formatContractDate,
  renderContractHtml,
  scanContractFields,
  unknownFieldMessage,
} from "./contract-fields.js";
import { formatMoney } from "./currency.js";

const ctx: ContractContext = {
  client: { fullName: "Ava & Noah Rivera", email: "ava@example.com" },
  project: { eventDate: "2027-06-12", venue: "Juniper Ridge Vineyard" },
  proposal: {
    totalCents: 540_000,
    currency: "USD",
    schedule: [
      { label: "Retainer", amountCents: 180_000, dueDate: null },
      { label: "Second payment", amountCents: 180_000, dueDate: "2027-01-12" },
      { label: "Balance", amountCents: 180_000, dueDate: "2027-05-29" },
    ],
  },
  studio: { businessName: "Harbor Light Photography" },
  today: "2026-11-26",
};

const render = (body: string, context = ctx, inputs?: Record<string, string>) =>
  renderContractHtml(body, context, inputs);

describe("scanContractFields", () => {
  it("lists known fields, input labels and unknown names once each, in order of first use", () => {
    const body =
      "{{client.fullName}} {{ today }} {{input:Second contact}} {{client.nickname}} {{client.fullName}} {{input: Second contact }} {{}} {{input:}}";
    expect(scanContractFields(body)).toEqual({
      fields: ["client.fullName", "today"],
      inputs: ["Second contact"],
      unknown: ["client.nickname", "", "input:"],
    });
  });

  it("knows every field of the list, and an unknown one is named in the message", () => {
    const body = CONTRACT_FIELDS.map((f) => `{{${f}}}`).join(" ");
    expect(scanContractFields(body)).toEqual({ fields: [...CONTRACT_FIELDS], inputs: [], unknown: [] });
    expect(unknownFieldMessage(scanContractFields("Hi {{client.nickname}}").unknown)).toBe(
      "Unknown field {{client.nickname}}",
    );
  });

  it("refuses an input label over 80 characters as unknown", () => {
    const long = `input:${"x".repeat(81)}`;
    expect(scanContractFields(`{{${long}}}`).unknown).toEqual([long]);
  });
});

describe("renderContractHtml fills each field", () => {
  it.each([
    ["client.fullName", "Ava &amp; Noah Rivera"],
    ["client.email", "ava@example.com"],
    ["project.eventDate", "June 12, 2027"],
    ["project.venue", "Juniper Ridge Vineyard"],
    ["proposal.total", formatMoney(540_000, "USD")],
    ["studio.businessName", "Harbor Light Photography"],
    ["today", "November 26, 2026"],
  ])("{{%s}}", (field, expected) => {
    expect(render(`Value: {{${field}}}.`)).toBe(`<p>Value: ${expected}.</p>`);
  });

  it("{{proposal.schedule}} on its own line is the payment plan as a table, with its total", () => {
    const html = render("Pay as follows:\n\n{{proposal.schedule}}\n\nThanks.");
    const money = formatMoney(180_000, "USD");
    expect(html).toBe(
      [
        "<p>Pay as follows:</p>",
        '<table data-field="proposal.schedule"><thead><tr><th>Payment</th><th>Due</th><th>Amount</th></tr></thead>' +
          `<tbody><tr><td>Retainer</td><td>On signing</td><td>${money}</td></tr>` +
          `<tr><td>Second payment</td><td>January 12, 2027</td><td>${money}</td></tr>` +
          `<tr><td>Balance</td><td>May 29, 2027</td><td>${money}</td></tr></tbody>` +
          `<tfoot><tr><td>Total</td><td></td><td>${formatMoney(540_000, "USD")}</td></tr></tfoot></table>`,
        "<p>Thanks.</p>",
      ].join("\n"),
    );
  });

  it("a schedule table directly under a paragraph line still stands on its own", () => {
    const html = render("Payments:\n{{proposal.schedule}}");
    expect(html.split("\n")[0]).toBe("<p>Payments:</p>");
    expect(html.split("\n")[1]).toMatch(/^<table data-field="proposal.schedule">/);
  });

  it("inside a sentence the schedule is written out; with no instalments it is the total on signing", () => {
    expect(render("Plan: {{proposal.schedule}}")).toBe(
      `<p>Plan: Retainer ${formatMoney(180_000, "USD")} (on signing); Second payment ${formatMoney(180_000, "USD")} (due January 12, 2027); Balance ${formatMoney(180_000, "USD")} (due May 29, 2027)</p>`,
    );
    const none = { ...ctx, proposal: { ...ctx.proposal, schedule: [] } };
    expect(render("Plan: {{proposal.schedule}}", none)).toBe(
      `<p>Plan: ${formatMoney(540_000, "USD")} on signing</p>`,
    );
    expect(render("{{proposal.schedule}}", none)).toContain(
      `<tr><td>Payment in full</td><td>On signing</td><td>${formatMoney(540_000, "USD")}</td></tr>`,
    );
  });

  it("formats money in the proposal's currency", () => {
    const yen = { ...ctx, proposal: { totalCents: 120_000, currency: "JPY", schedule: [] } };
    expect(render("{{proposal.total}}", yen)).toBe(`<p>${formatMoney(120_000, "JPY")}</p>`);
  });

  it("marks a missing e-mail, date or venue instead of leaving a silent gap", () => {
    const bare = {
      ...ctx,
      client: { ...ctx.client, email: null },
      project: { eventDate: null, venue: null },
    };
    expect(render("{{client.email}} {{project.eventDate}} {{project.venue}}", bare)).toBe(
      '<p><span data-missing="client.email">[not set]</span> <span data-missing="project.eventDate">[not set]</span> <span data-missing="project.venue">[not set]</span></p>',
    );
  });

  it("leaves an unknown field as written, escaped", () => {
    expect(render("Hi {{client.nickname}} {{<b>}}")).toBe("<p>Hi {{client.nickname}} {{&lt;b&gt;}}</p>");
  });
});

describe("renderContractHtml escapes", () => {
  it("keeps a script in a client name, a venue or an input as text", () => {
    const evil = {
      ...ctx,
      client: { fullName: '<script>alert("x")</script>', email: "a@b.c" },
      project: { eventDate: "2027-06-12", venue: "<img src=x onerror=alert(1)>" },
    };
    const html = render("{{client.fullName}} at {{project.venue}}, contact {{input:Contact}}", evil, {
      Contact: "</span><script>1</script>",
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain('<span data-input="Contact">&lt;/span&gt;&lt;script&gt;1&lt;/script&gt;</span>');
  });

  it("escapes what the author typed, and a value's stars are never emphasis", () => {
    expect(render('<b>Bold?</b> & "quotes"')).toBe(
      "<p>&lt;b&gt;Bold?&lt;/b&gt; &amp; &quot;quotes&quot;</p>",
    );
    const starry = { ...ctx, client: { fullName: "*Ava* **Noah**", email: null } };
    expect(render("Client: **{{client.fullName}}**", starry)).toBe(
      "<p>Client: <strong>*Ava* **Noah**</strong></p>",
    );
  });

  it("escapes an input label in its attribute", () => {
    expect(render('{{input:Name "quoted" <x>}}')).toBe(
      '<p><span data-input="Name &quot;quoted&quot; &lt;x&gt;">[Name &quot;quoted&quot; &lt;x&gt;]</span></p>',
    );
  });
});

describe("renderContractHtml inputs", () => {
  it("is a marked blank without a value and the value (line breaks kept) with one", () => {
    expect(render("Second contact: {{input:Second contact}}")).toBe(
      '<p>Second contact: <span data-input="Second contact">[Second contact]</span></p>',
    );
    expect(
      render("Second contact: {{ input: Second contact }}", ctx, { "Second contact": "Mia\nRivera" }),
    ).toBe('<p>Second contact: <span data-input="Second contact">Mia<br>Rivera</span></p>');
  });

  it("ignores inherited keys: a label named like an Object method is still blank", () => {
    expect(render("{{input:constructor}}", ctx, {})).toBe(
      '<p><span data-input="constructor">[constructor]</span></p>',
    );
  });
});

describe("renderContractHtml blocks", () => {
  it("renders headings, paragraphs with line breaks, bold and italic", () => {
    expect(render("# Title\n## Section *one*\n### Small\nLine one\nLine **two**\n\nNext")).toBe(
      [
        "<h1>Title</h1>",
        "<h2>Section <em>one</em></h2>",
        "<h3>Small</h3>",
        "<p>Line one<br>Line <strong>two</strong></p>",
        "<p>Next</p>",
      ].join("\n"),
    );
  });

  it("renders bullet and numbered lists, a change of kind starting a new list", () => {
    expect(render("- one\n* two\n1. first\n2) second\n\nafter")).toBe(
      ["<ul><li>one</li><li>two</li></ul>", "<ol><li>first</li><li>second</li></ol>", "<p>after</p>"].join(
        "\n",
      ),
    );
  });

  it("treats Windows line endings like Unix ones, and #hashtag or *stars* at a line start as text", () => {
    expect(render("# A\r\nb\r\n\r\nc")).toBe(render("# A\nb\n\nc"));
    expect(render("#hashtag\n**bold** start")).toBe("<p>#hashtag<br><strong>bold</strong> start</p>");
  });

  it("is deterministic: the same input gives byte-identical HTML", () => {
    const body = "# Agreement\n{{client.fullName}}\n\n{{proposal.schedule}}\n\n- {{input:Second contact}}";
    expect(render(body, ctx, { "Second contact": "Mia" })).toBe(
      render(body, structuredClone(ctx), { "Second contact": "Mia" }),
    );
  });
});

describe("formatContractDate", () => {
  it("writes the long US form and leaves anything else as it is", () => {
    expect(formatContractDate("2027-01-05")).toBe("January 5, 2027");
    expect(formatContractDate("2027-12-31")).toBe("December 31, 2027");
    expect(formatContractDate("2027-13-01")).toBe("2027-13-01");
    expect(formatContractDate("soon")).toBe("soon");
  });
});
