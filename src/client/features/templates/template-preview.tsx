import { AlertTriangle } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { renderTemplate } from "../../../shared/email";
import { SAMPLE_TEMPLATE_VALUES } from "../../../shared/templates";
import { describeSmsLength, type TemplateDraft, unknownVariables } from "./template-form";

const sample = SAMPLE_TEMPLATE_VALUES;
const IFRAME_SANDBOX = "allow-popups allow-popups-to-escape-sandbox";

function htmlDocument(body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>
body{margin:0;padding:16px;font:14px/1.55 system-ui,-apple-system,"Segoe UI",sans-serif;color:#0f172a;background:#fff}
img{max-width:100%;height:auto}a{color:#2563eb}</style></head><body>${body}</body></html>`;
}

/** The draft rendered for a sample client, as the client would receive it. */
export function TemplatePreview({ draft }: { draft: TemplateDraft }) {
  const isEmail = draft.channel === "EMAIL";
  const text = renderTemplate(draft.textBody, sample);
  const unknown = unknownVariables(
    isEmail ? draft.subject : "",
    isEmail ? draft.htmlBody : "",
    draft.textBody,
  );

  return (
    <section
      aria-labelledby="template-preview-heading"
      className="grid grid-cols-1 content-start gap-3 self-start rounded-xl border bg-muted/40 p-4 lg:sticky lg:top-0"
    >
      <h3 id="template-preview-heading" className="text-sm font-medium">
        Preview with a sample client: {sample.fullName}
      </h3>
      {isEmail ? <EmailPreview draft={draft} text={text} /> : <SmsPreview text={text} />}
      {unknown.length > 0 ? (
        <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-xs text-amber-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {unknown.map((name) => `{{${name}}}`).join(", ")}{" "}
            {unknown.length === 1 ? "is not a variable and is" : "are not variables and are"} sent exactly as
            written.
          </span>
        </p>
      ) : null}
    </section>
  );
}

function EmailPreview({ draft, text }: { draft: TemplateDraft; text: string }) {
  const subject = renderTemplate(draft.subject, sample).trim();
  const html = draft.htmlBody.trim() ? renderTemplate(draft.htmlBody, sample, { html: true }) : "";
  const textView = text.trim() ? (
    <p className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{text}</p>
  ) : (
    <p className="text-sm text-muted-foreground">Start writing the text body to see it here.</p>
  );
  return (
    <article className="overflow-hidden rounded-lg border bg-background shadow-xs">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 border-b px-4 py-3 text-xs">
        <dt className="text-muted-foreground">To</dt>
        <dd className="truncate">
          {sample.fullName} &lt;{sample.email}&gt;
        </dd>
        <dt className="text-muted-foreground">Subject</dt>
        <dd className={`font-medium [overflow-wrap:anywhere] ${subject ? "" : "text-muted-foreground"}`}>
          {subject || "(no subject)"}
        </dd>
      </dl>
      {html ? (
        <Tabs defaultValue="html" className="gap-0">
          <TabsList className="m-3 mb-0">
            <TabsTrigger value="html">HTML</TabsTrigger>
            <TabsTrigger value="text">Text</TabsTrigger>
          </TabsList>
          <TabsContent value="html" className="p-3">
            <iframe
              title="HTML preview"
              sandbox={IFRAME_SANDBOX}
              srcDoc={htmlDocument(html)}
              referrerPolicy="no-referrer"
              className="h-72 w-full rounded-md border bg-white"
            />
          </TabsContent>
          <TabsContent value="text" className="max-h-72 overflow-y-auto px-4 py-3">
            {textView}
          </TabsContent>
        </Tabs>
      ) : (
        <div className="max-h-96 overflow-y-auto px-4 py-3">{textView}</div>
      )}
    </article>
  );
}

function SmsPreview({ text }: { text: string }) {
  return (
    <div className="grid gap-2">
      <div className="rounded-2xl border bg-background p-4 shadow-xs">
        {text.trim() ? (
          <p className="ml-auto w-fit max-w-[90%] rounded-2xl rounded-br-sm bg-primary-solid px-3.5 py-2 text-sm whitespace-pre-wrap text-primary-foreground [overflow-wrap:anywhere]">
            {text}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Start writing the text body to see it here.</p>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        As sent to {sample.firstName}: {describeSmsLength(text)}
      </p>
    </div>
  );
}
