/**
 * The signed proposal's papers: the invoice, and a receipt for each payment received (oldest first, as
 * the server lists them). Plain download links: the PDFs are drawn by the server, nothing runs here.
 */
import { Download } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { PublicReceipt } from "../../../shared/autopay";
import { formatLongDate } from "./public-proposal-format";
import { invoiceHref, receiptHref, receiptMethod } from "./public-proposal-schedule";

const LINK =
  "inline-flex items-center gap-1.5 rounded-md font-medium text-(--brand-text) underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

export function DocumentsSection({
  token,
  receipts,
  money,
}: {
  token: string;
  receipts: readonly PublicReceipt[];
  money: (minor: number) => string;
}) {
  return (
    <section aria-labelledby="documents-heading" className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <h2 id="documents-heading" className="text-sm font-semibold">
        Documents
      </h2>
      <a href={invoiceHref(token)} download className={`${LINK} mt-3 text-sm`}>
        <Download aria-hidden="true" className="size-4" />
        Download invoice (PDF)
      </a>
      {receipts.length > 0 ? (
        <>
          <h3 id="receipts-heading" className="mt-5 text-sm font-semibold">
            Receipts
          </h3>
          <ul aria-labelledby="receipts-heading" className="mt-2 divide-y text-sm">
            {receipts.map((receipt) => {
              const date = formatLongDate(receipt.receivedAt) ?? "";
              const amount = money(receipt.amountCents);
              return (
                <li
                  key={receipt.paymentId}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5"
                >
                  <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                    <span>{date}</span>
                    <span className="font-medium tabular-nums">{amount}</span>
                    <span className="text-muted-foreground">{receiptMethod(receipt.method)}</span>
                    {receipt.refunded ? <Badge variant="info">Refunded</Badge> : null}
                  </p>
                  <a
                    href={receiptHref(token, receipt.paymentId)}
                    download
                    // Every row's link reads "Receipt (PDF)"; the name says which payment it is for.
                    aria-label={`Receipt (PDF) for ${amount}, ${date}`}
                    className={LINK}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    Receipt (PDF)
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
