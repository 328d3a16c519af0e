import { AlertTriangle } from "lucide-react";
import type { ContractContext } from "../../../shared/contract-fields";
import { renderContractHtml, scanContractFields } from "../../../shared/contract-fields";
import { sampleInputs } from "./contract-template-draft";

// The rendered contract is shown in a frame that may run nothing and open nothing: renderContractHtml
// escapes every character the studio typed, and the empty sandbox is the second wall if it ever did not.
const PREVIEW_SANDBOX = "";

const STYLE = `body{margin:0;padding:20px;font:14px/1.6 Georgia,"Times New Roman",serif;color:#0f172a;background:#fff}
h1{font-size:20px;margin:0 0 12px}h2{font-size:16px;margin:20px 0 8px}h3{font-size:14px;margin:16px 0 6px}
p{margin:0 0 10px}ul,ol{margin:0 0 10px;padding-left:22px}
table{border-collapse:collapse;width:100%;margin:0 0 12px;font-size:13px}
th,td{border:1px solid #cbd5e1;padding:6px 8px;text-align:left}td:last-child,th:last-child{text-align:right}
tfoot td{font-weight:bold}[data-input]{background:#fef3c7;padding:0 2px}[data-missing]{color:#b45309}`;

/** The whole frame document: the contract's HTML with a print-like style. */
export function contractPreviewDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${STYLE}</style></head><body>${html}</body></html>`;
}

/** The body rendered against the sample booking, as a client would read it before signing. */
export function ContractPreview({ body, context }: { body: string; context: ContractContext }) {
  const { inputs, unknown } = scanContractFields(body);
  const html = renderContractHtml(body, context, sampleInputs(inputs));
  return (
    <section
      aria-labelledby="contract-preview-heading"
      className="grid grid-cols-1 content-start gap-3 self-start rounded-xl border bg-muted/40 p-4"
    >
      <h3 id="contract-preview-heading" className="text-sm font-medium">
        Preview with a sample client: {context.client.fullName}
      </h3>
      {body.trim() ? (
        <iframe
          title="Contract preview"
          sandbox={PREVIEW_SANDBOX}
          srcDoc={contractPreviewDocument(html)}
          referrerPolicy="no-referrer"
          className="h-[32rem] w-full rounded-md border bg-white"
        />
      ) : (
        <p className="text-sm text-muted-foreground">Start writing the contract to see it here.</p>
      )}
      {unknown.length > 0 ? (
        <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-xs text-amber-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {unknown.map((name) => `{{${name}}}`).join(", ")}{" "}
            {unknown.length === 1 ? "is not a field" : "are not fields"}: pick fields from Insert field.
          </span>
        </p>
      ) : null}
      {inputs.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          The client fills in {inputs.map((label) => `"${label}"`).join(", ")} when signing.
        </p>
      ) : null}
    </section>
  );
}
