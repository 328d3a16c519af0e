import type * as React from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { formatCents } from "../../../shared/money";
import { TAX_RATE_LABEL, type Totals } from "../../../shared/proposals";

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cn("flex items-baseline justify-between gap-4", className)}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The live figures, as the server will store them (computeTotals): Subtotal, Discount, Tax (8.25%),
 * Total and Deposit. Holds the form's buttons, so they stay in view beside the form on a wide screen.
 */
export function ProposalSummary({ totals, children }: { totals: Totals; children: React.ReactNode }) {
  const deposit = totals.depositPercent === null ? "—" : formatCents(totals.depositCents);
  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="leading-none font-semibold">Summary</h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-2.5 text-sm">
          <Row label="Subtotal" value={formatCents(totals.subtotalCents)} />
          <Row
            label="Discount"
            value={totals.discountCents > 0 ? `−${formatCents(totals.discountCents)}` : formatCents(0)}
          />
          <Row label={`Tax (${TAX_RATE_LABEL})`} value={formatCents(totals.taxCents)} />
          <div className="mt-1 flex items-baseline justify-between gap-4 border-t pt-3">
            <dt className="font-medium">Total</dt>
            <dd className="text-2xl font-semibold tracking-tight tabular-nums">
              {formatCents(totals.totalCents)}
            </dd>
          </div>
          <Row
            label={totals.depositPercent === null ? "Deposit" : `Deposit (${totals.depositPercent}%)`}
            value={deposit}
            className="rounded-md bg-muted/60 px-3 py-2"
          />
        </dl>
        {children}
      </CardContent>
    </Card>
  );
}
