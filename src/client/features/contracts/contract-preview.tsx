import { AlertTriangle } from "lucide-react";
import { contractPreviewDocument } from "@/lib/contract-document";
import type { ContractContext } from "../../../shared/contract-fields";
import { renderContractHtml, scanContractFields } from "../../../shared/contract-fields";
import { sampleInputs } from "./contract-template-draft";

// The frame document is shared with the client's public page, where the same contract is signed.
export { contractPreviewDocument };

// The rendered contract is shown in a frame that may run nothing and open nothing: renderContractHtml
// escapes every character the studio typed, and the empty sandbox is the second wall if it ever did not.
const PREVIEW_SANDBOX = "";

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
