/**
 * The contract on the public proposal page: the text to read (in a frame that runs nothing), and in the
 * sign step the client's own fields ({{input:Label}}) and the consent to sign electronically, which the
 * server requires before it takes a signature on a contract.
 */
import { Download, FileSignature } from "lucide-react";
import { FormField } from "@/components/ui/form-field";
import { contractPreviewDocument } from "@/lib/contract-document";
import type { PublicProposalContract } from "../../../shared/public-proposals";

// renderContractHtml escaped everything the studio typed; the empty sandbox is the second wall.
const CONTRACT_SANDBOX = "";

const STATUS: Record<PublicProposalContract["status"], string> = {
  DRAFT: "Ready to sign",
  SENT: "Ready to sign",
  CLIENT_SIGNED: "Signed by you, awaiting the studio's countersignature",
  COMPLETED: "Signed by both parties",
  VOID: "Void",
};

export const contractPdfHref = (token: string) =>
  `/api/public/proposals/${encodeURIComponent(token)}/contract.pdf`;

/** The contract's text, with its state and, once signed, the signed PDF. */
export function ContractSection({ contract, token }: { contract: PublicProposalContract; token: string }) {
  return (
    <section
      id="contract"
      aria-labelledby="contract-heading"
      className="rounded-xl border bg-card p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h2 id="contract-heading" className="flex items-center gap-2 text-sm font-semibold">
          <FileSignature aria-hidden="true" className="size-4" />
          {contract.title}
        </h2>
        <p className="text-xs text-(--brand-secondary-text)">{STATUS[contract.status]}</p>
      </div>
      {contract.signed ? null : (
        <p className="mt-1 text-sm text-(--brand-secondary-text)">
          Please read the contract: you sign it together with the proposal below.
        </p>
      )}
      <iframe
        title={`Contract: ${contract.title}`}
        sandbox={CONTRACT_SANDBOX}
        srcDoc={contractPreviewDocument(contract.html)}
        referrerPolicy="no-referrer"
        className="mt-4 h-[28rem] w-full rounded-md border bg-white sm:h-[34rem]"
      />
      {contract.signed ? (
        <a
          href={contractPdfHref(token)}
          download
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-(--brand-text) underline-offset-4 hover:underline"
        >
          <Download aria-hidden="true" className="size-4" />
          Download signed contract (PDF)
        </a>
      ) : null}
    </section>
  );
}

export interface ContractAnswers {
  inputs: Record<string, string>;
  consent: boolean;
}

/** Which of the contract's fields and consent are still missing: the form's messages, by field. */
export function contractErrors(contract: PublicProposalContract, answers: ContractAnswers) {
  const inputs: Record<string, string> = {};
  for (const label of contract.inputs) {
    if (!answers.inputs[label]?.trim()) inputs[label] = `${label} is required`;
  }
  return {
    inputs,
    consent: answers.consent ? undefined : "Please tick the box to sign electronically",
  };
}
export type ContractErrors = ReturnType<typeof contractErrors>;

export const inputId = (index: number) => `contract-input-${index}`;

/** The client's fields of the contract, in the sign form. */
export function ContractInputs({
  contract,
  answers,
  errors,
  disabled,
  onChange,
  onBlur,
}: {
  contract: PublicProposalContract;
  answers: ContractAnswers;
  errors: Record<string, string | undefined>;
  disabled: boolean;
  onChange: (label: string, value: string) => void;
  onBlur: (label: string) => void;
}) {
  if (contract.inputs.length === 0) return null;
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-3 text-sm font-medium">Details for the contract</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        {contract.inputs.map((label, index) => (
          <FormField
            key={label}
            id={inputId(index)}
            label={label}
            required
            maxLength={2000}
            value={answers.inputs[label] ?? ""}
            onChange={(e) => onChange(label, e.target.value)}
            onBlur={() => onBlur(label)}
            error={errors[label]}
            disabled={disabled}
            className="[&_input]:h-11 [&_input]:text-base"
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The consent to do business electronically, in the server's own words. */
export function ConsentBox({
  text,
  checked,
  error,
  disabled,
  onChange,
}: {
  text: string;
  checked: boolean;
  error: string | undefined;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-3">
        {/* A native box: the public page's bundle has no room for a component library's. */}
        <input
          type="checkbox"
          id="contract-consent"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "contract-consent-message" : undefined}
          className="mt-0.5 size-5 shrink-0 accent-(--primary-solid)"
        />
        <label htmlFor="contract-consent" className="text-sm leading-snug">
          {text}
        </label>
      </div>
      {error ? (
        <p id="contract-consent-message" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
