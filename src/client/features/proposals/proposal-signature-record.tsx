/**
 * The audit trail of an e-signature, for the photographer: the signature as drawn or typed, who signed,
 * from which e-mail, address and browser. This is what settles a "we never agreed to that" later.
 */

import { useStudioDates } from "@/hooks/use-studio-dates";
import type { Proposal } from "../../../shared/proposals";

export function ProposalSignatureRecord({ proposal }: { proposal: Proposal }) {
  const dates = useStudioDates();
  const signature = proposal.signature;
  if (!signature) return null;
  const rows: [string, string | null][] = [
    ["Signed by", proposal.signedByName],
    ["Email", signature.email],
    ["Signed at", proposal.signedAt ? dates.dateTime(proposal.signedAt) : null],
    ["IP address", signature.ip],
    ["Browser", signature.userAgent],
  ];
  return (
    <section aria-labelledby="signature-record-heading" className="mt-6 rounded-xl border bg-card p-5 sm:p-6">
      <h2 id="signature-record-heading" className="text-base font-semibold">
        Signature record
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <div className="flex min-h-28 items-center justify-center rounded-lg border bg-white p-3">
          {signature.imageUrl ? (
            <img
              src={signature.imageUrl}
              alt={`Signature of ${proposal.signedByName ?? "the client"}`}
              className="max-h-32 w-full object-contain"
            />
          ) : (
            <p className="text-sm text-muted-foreground">Signed without a drawn signature</p>
          )}
        </div>
        <dl className="grid content-start gap-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words">{value ?? "Not recorded"}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
