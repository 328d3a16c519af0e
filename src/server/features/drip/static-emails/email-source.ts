/**
 * How a prewritten drip e-mail is written: one plain-text body that both the text version and the HTML
 * version are built from (`emailTextToHtml` in src/shared/email-format.ts), so the two say the same.
 *
 * Body rules: paragraphs are separated by one blank line; a paragraph whose lines all start with "- " is a
 * bulleted list; a paragraph that is one line "→ Label: {{scheduling_link}}" is a call-to-action button.
 */
export interface DripEmailSource {
  /** Days after the subscription starts; 0 is immediately. */
  day: number;
  subject: string;
  body: string;
}
