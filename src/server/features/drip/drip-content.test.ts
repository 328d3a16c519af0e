/**
 * The prewritten sequences: 24 e-mails per type, distinct, spaced over a year, using only known
 * variables, and with an HTML version that says exactly what the text version says.
 */
import { describe, expect, it } from "vitest";
import { DRIP_EMAILS_PER_TYPE, DRIP_PROJECT_TYPES } from "../../../shared/drip.js";
import { renderTemplate, TEMPLATE_VARIABLES } from "../../../shared/email.js";
import { emailTextToHtml } from "../../../shared/email-format.js";
import { SAMPLE_TEMPLATE_VALUES } from "../../../shared/templates.js";
import { STATIC_SEQUENCES } from "./static-emails/index.js";

const decode = (s: string) =>
  s
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");

/** What a reader sees in the HTML, written the way the text version writes it. */
function visibleText(html: string): string {
  return decode(
    html
      // A button reads "Label: address" in the text version; a plain link shows its address.
      .replace(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g, (_m, href: string, label: string) =>
        decode(label) === decode(href) ? href : `${label}: ${href}`,
      )
      .replace(/<li[^>]*>/g, "\n- ")
      .replace(/<br>/g, "\n")
      .replace(/<\/(p|ul)>/g, "\n\n")
      .replace(/<[^>]+>/g, ""),
  );
}

const words = (s: string) => s.replace(/→\s*/g, "").split(/\s+/).filter(Boolean);

describe("prewritten drip sequences", () => {
  const all = DRIP_PROJECT_TYPES.flatMap((type) =>
    STATIC_SEQUENCES[type].map((email) => ({ type, ...email })),
  );

  it.each(
    DRIP_PROJECT_TYPES,
  )("%s has 24 e-mails, the first at day 0, then about every two weeks within a year", (type) => {
    const days = STATIC_SEQUENCES[type].map((e) => e.day);
    expect(days).toHaveLength(DRIP_EMAILS_PER_TYPE);
    expect(days[0]).toBe(0);
    for (let i = 1; i < days.length; i++) {
      const gap = days[i]! - days[i - 1]!;
      expect(gap, `${type} e-mail ${i}`).toBeGreaterThanOrEqual(10);
      expect(gap, `${type} e-mail ${i}`).toBeLessThanOrEqual(21);
    }
    expect(days.at(-1)).toBeLessThan(366);
  });

  it("gives all 144 e-mails distinct subjects and distinct bodies", () => {
    expect(all).toHaveLength(DRIP_PROJECT_TYPES.length * DRIP_EMAILS_PER_TYPE);
    expect(new Set(all.map((e) => e.subject.toLowerCase())).size).toBe(all.length);
    expect(new Set(all.map((e) => e.body)).size).toBe(all.length);
  });

  it("uses only the known template variables, and never the wedding date a lead may not have", () => {
    for (const e of all) {
      const used = [...`${e.subject}\n${e.body}`.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((m) => m[1]);
      for (const variable of used) {
        expect(TEMPLATE_VARIABLES, `${e.type}: ${e.subject}`).toContain(variable);
        expect(variable).not.toBe("weddingDate");
      }
      // Rendered for a real client, no braces are left over.
      expect(renderTemplate(`${e.subject}\n${e.body}`, SAMPLE_TEMPLATE_VALUES)).not.toMatch(/[{}]/);
      expect(e.body.startsWith("Hi {{firstName}},") || /^(Hello|Dear) \{\{firstName\}\},/.test(e.body)).toBe(
        true,
      );
      expect(e.body.trimEnd().endsWith("{{businessName}}"), e.subject).toBe(true);
    }
  });

  it("reads as real copy: substantial, no placeholders, no markup in the text", () => {
    for (const e of all) {
      const n = words(e.body).length;
      expect(n, `${e.type}: ${e.subject}`).toBeGreaterThanOrEqual(110);
      expect(n).toBeLessThanOrEqual(320);
      expect(e.body).not.toMatch(/lorem|ipsum|TODO|TBD|\[.*?\]|<[a-z/]|\*\*/i);
      expect(e.subject.length).toBeLessThanOrEqual(90);
    }
  });

  it("says the same thing in HTML and in text", () => {
    for (const e of all) {
      const text = renderTemplate(e.body, SAMPLE_TEMPLATE_VALUES);
      const html = renderTemplate(emailTextToHtml(e.body), SAMPLE_TEMPLATE_VALUES, { html: true });
      expect(words(visibleText(html)), `${e.type}: ${e.subject}`).toEqual(words(text));
      // Structure, not only words: every paragraph, list item and button of the text is in the HTML.
      const paragraphs = e.body.split("\n\n");
      const buttons = paragraphs.filter((p) => p.startsWith("→ ")).length;
      const items = e.body.split("\n").filter((l) => l.startsWith("- ")).length;
      expect(html.match(/display:inline-block/g)?.length ?? 0).toBe(buttons);
      expect(html.match(/<li /g)?.length ?? 0).toBe(items);
    }
  });
});
