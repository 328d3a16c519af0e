import type * as React from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { formatMoney } from "../../../shared/currency";
import { type TaxBase, type Totals, taxLineLabel } from "../../../shared/proposals";

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cn("flex items-baseline justify-between gap-4", className)}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The live figures, as the server will store them (computeTotals): Subtotal, Discount, the tax with
 * its rate and what it is on ("8.25 % tax on $4,300.00"), Total and Deposit, in the proposal's
 * currency. Holds the form's buttons, so they stay in view beside the form on a wide screen.
 */
export function ProposalSummary({
  totals,
  pricing,
  taxedCents,
  children,
}: {
  totals: Totals;
  pricing: { currency: string; taxRateBasisPoints: number; taxLabel: string; taxBase: TaxBase };
  /** The amount the tax is on: the taxable items, less their share of the discount after it. */
  taxedCents: number;
  children: React.ReactNode;
}) {
  const money = (minor: number) => formatMoney(minor, pricing.currency);
  const deposit = totals.depositPercent === null ? "—" : money(totals.depositCents);
  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="leading-none font-semibold">Summary</h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-2.5 text-sm">
          <Row label="Subtotal" value={money(totals.subtotalCents)} />
          <Row
            label="Discount"
            value={totals.discountCents > 0 ? `−${money(totals.discountCents)}` : money(0)}
          />
          <Row label={taxLineLabel(pricing, taxedCents, money)} value={money(totals.taxCents)} />
          <div className="mt-1 flex items-baseline justify-between gap-4 border-t pt-3">
            <dt className="font-medium">Total</dt>
            <dd className="text-2xl font-semibold tracking-tight tabular-nums">{money(totals.totalCents)}</dd>
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
