/**
 * A drip e-mail as the client will receive it, for the previews: the studio's layout and brand, the
 * sample client's details, the studio's real booking link and the unsubscribe footer.
 */
import { renderTemplate, type TemplateValues } from "../../../shared/email";
import { emailTextToHtml } from "../../../shared/email-format";
import { wrapEmailHtml } from "../../../shared/email-layout";
import type { PhotographerSettings } from "../../../shared/photographer";
import { SAMPLE_TEMPLATE_VALUES } from "../../../shared/templates";

const UNSUBSCRIBE_SAMPLE = "#unsubscribe";

export function previewValues(studio: PhotographerSettings | undefined): TemplateValues {
  return {
    ...SAMPLE_TEMPLATE_VALUES,
    businessName: studio?.businessName ?? SAMPLE_TEMPLATE_VALUES.businessName,
    scheduling_link: studio
      ? `${window.location.origin}/booking/calendar/${studio.publicToken}`
      : SAMPLE_TEMPLATE_VALUES.scheduling_link,
  };
}

export function previewHtml(textBody: string, studio: PhotographerSettings | undefined): string {
  const values = previewValues(studio);
  const body = renderTemplate(emailTextToHtml(textBody, { accent: studio?.brandPrimary }), values, {
    html: true,
  });
  const wrapped = wrapEmailHtml(
    body,
    {
      businessName: values.businessName ?? "",
      brandPrimary: studio?.brandPrimary ?? "#3b82f6",
      logoUrl: studio?.logoUrl ?? null,
    },
    {
      footerHtml: `Don't want these e-mails? <a href="${UNSUBSCRIBE_SAMPLE}" style="color:#64748b">Unsubscribe</a>`,
    },
  );
  // Links open outside the preview.
  return wrapped.replace("<html>", '<html><head><meta charset="utf-8"><base target="_blank"></head>');
}

export function previewText(textBody: string, studio: PhotographerSettings | undefined): string {
  return `${renderTemplate(textBody, previewValues(studio))}\n\n--\nDon't want these e-mails? Unsubscribe: (a personal link)`;
}
