/**
 * The reading part of the public proposal: who it is from, what it is for, what is included and what
 * it costs. Items are cards on phones and a table from `md` up; the numbers that matter are large.
 */
import { CalendarHeart, CircleAlert, Mail } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { formatMoney } from "../../../shared/currency";
import type { PublicProposalView } from "../../../shared/public-proposals";
import { taxedAmountCents, taxLineLabel } from "../../../shared/tax";
import { balanceCents, clientName, formatLongDate, type StatusTone } from "./public-proposal-format";
import { dueOnSigning } from "./public-proposal-schedule";

/** The photographer's logo, or their initials when there is none (or it fails to load). */
function StudioMark({ businessName, logoUrl }: { businessName: string; logoUrl: string | null }) {
  const [broken, setBroken] = useState(false);
  if (logoUrl && !broken) {
    return (
      <img
        src={logoUrl}
        alt={businessName}
        onError={() => setBroken(true)}
        className="h-10 w-auto max-w-40 object-contain"
      />
    );
  }
  const initials = businessName
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-(--brand-solid) text-sm font-semibold text-(--brand-solid-fg)"
    >
      {initials || "·"}
    </span>
  );
}

export function ProposalHeader({ view }: { view: PublicProposalView }) {
  const { businessName, logoUrl, emailFromAddr } = view.photographer;
  return (
    <header className="border-t-4 border-t-(--brand) border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <StudioMark businessName={businessName} logoUrl={logoUrl} />
          <span className="truncate font-semibold tracking-tight">{businessName}</span>
        </div>
        {emailFromAddr ? (
          <a
            href={`mailto:${emailFromAddr}`}
            aria-label={`Email ${businessName}`}
            className="flex size-10 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground"
          >
            <Mail aria-hidden="true" className="size-5" />
          </a>
        ) : null}
      </div>
    </header>
  );
}

export function ExpiredBanner({ validUntil, from }: { validUntil: string | null; from: string }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3.5 text-red-900">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="space-y-0.5 text-sm">
        <p className="font-semibold">
          This proposal expired on {formatLongDate(validUntil) ?? "an earlier date"}
        </p>
        <p className="text-red-800">
          It can no longer be signed. Please contact {from} for an updated proposal.
        </p>
      </div>
    </div>
  );
}

export function ProposalHero({
  view,
  statusLabel,
  tone,
}: {
  view: PublicProposalView;
  statusLabel: string;
  tone: StatusTone;
}) {
  const created = formatLongDate(view.createdAt);
  const validUntil = formatLongDate(view.validUntil);
  const wedding = formatLongDate(view.client.weddingDate);
  return (
    <section aria-labelledby="proposal-title" className="space-y-5">
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xs font-semibold tracking-[0.18em] text-(--brand-text) uppercase">Proposal</p>
          <Badge variant={tone}>{statusLabel}</Badge>
        </div>
        <h1 id="proposal-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {view.title}
        </h1>
        <p className="text-lg text-muted-foreground">
          Prepared for <span className="font-medium text-foreground">{clientName(view)}</span>
        </p>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-(--brand-secondary-text)">
        {wedding ? (
          <div className="flex items-center gap-1.5">
            <CalendarHeart aria-hidden="true" className="size-4 text-(--brand-text)" />
            <dt>Wedding</dt>
            <dd className="font-medium text-foreground">{wedding}</dd>
          </div>
        ) : null}
        {created ? (
          <div className="flex gap-1">
            <dt>Created</dt>
            <dd>{created}</dd>
          </div>
        ) : null}
        {validUntil ? (
          <div className={cn("flex gap-1", view.isExpired && "text-red-700")}>
            <dt>Valid until</dt>
            <dd>{validUntil}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

export function ItemsSection({ items, currency }: { items: PublicProposalView["items"]; currency: string }) {
  const money = (minor: number) => formatMoney(minor, currency);
  const sorted = [...items].sort((a, b) => a.orderIndex - b.orderIndex);
  return (
    <section aria-labelledby="items-heading" className="space-y-3">
      <h2 id="items-heading" className="text-lg font-semibold tracking-tight">
        What's included
      </h2>
      {sorted.length === 0 ? (
        <p className="rounded-xl border bg-card p-5 text-sm text-muted-foreground">
          This proposal has no items yet.
        </p>
      ) : null}
      <ul className="space-y-3 md:hidden">
        {sorted.map((item) => (
          <li key={`${item.orderIndex}-${item.name}`} className="rounded-xl border bg-card p-4 shadow-xs">
            <div className="flex items-start justify-between gap-4">
              <p className="font-medium">{item.name}</p>
              <p className="font-semibold tabular-nums">{money(item.lineTotalCents)}</p>
            </div>
            {item.description ? (
              <p className="mt-1 text-sm whitespace-pre-line text-muted-foreground">{item.description}</p>
            ) : null}
            <p className="mt-2 text-xs text-muted-foreground tabular-nums">
              {item.qty} × {money(item.unitCents)}
            </p>
          </li>
        ))}
      </ul>
      {sorted.length > 0 ? (
        <div className="hidden overflow-hidden rounded-xl border bg-card shadow-xs md:block">
          <Table>
            <TableHeader className="bg-muted/50">
              <TableRow className="hover:bg-transparent">
                <TableHead className="pl-5">Item</TableHead>
                <TableHead className="text-right">Qty</TableHead>
                <TableHead className="text-right">Unit price</TableHead>
                <TableHead className="pr-5 text-right">Total</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {sorted.map((item) => (
                <TableRow key={`${item.orderIndex}-${item.name}`} className="hover:bg-transparent">
                  <TableCell className="py-3.5 pl-5 whitespace-normal">
                    <p className="font-medium">{item.name}</p>
                    {item.description ? (
                      <p className="mt-0.5 text-sm whitespace-pre-line text-muted-foreground">
                        {item.description}
                      </p>
                    ) : null}
                  </TableCell>
                  <TableCell className="text-right align-top tabular-nums py-3.5">{item.qty}</TableCell>
                  <TableCell className="text-right align-top tabular-nums py-3.5">
                    {money(item.unitCents)}
                  </TableCell>
                  <TableCell className="pr-5 text-right align-top font-medium tabular-nums py-3.5">
                    {money(item.lineTotalCents)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </section>
  );
}

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cn("flex items-baseline justify-between gap-4", className)}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function TotalsSection({ view }: { view: PublicProposalView }) {
  const money = (minor: number) => formatMoney(minor, view.currency);
  const balance = balanceCents(view);
  const taxed = taxedAmountCents(view.items, view.discountCents, view.taxBase);
  const dueNow = dueOnSigning(view.schedule ?? [], view.paidCents);
  return (
    <section aria-labelledby="totals-heading" className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <h2 id="totals-heading" className="sr-only">
        Totals
      </h2>
      <dl className="space-y-2.5 text-sm text-muted-foreground">
        <Row label="Subtotal" value={money(view.subtotalCents)} />
        {view.discountCents > 0 ? <Row label="Discount" value={`-${money(view.discountCents)}`} /> : null}
        <Row label={taxLineLabel(view, taxed, money)} value={money(view.taxCents)} />
        <div className="flex items-baseline justify-between gap-4 border-t pt-3 text-foreground">
          <dt className="text-base font-semibold">Total</dt>
          <dd className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">
            {money(view.totalCents)}
          </dd>
        </div>
        {dueNow ? (
          <div className="flex items-baseline justify-between gap-4 rounded-lg bg-(--brand)/10 px-3 py-2.5 text-foreground">
            <dt className="font-medium">{dueNow.label} due now</dt>
            <dd className="text-lg font-semibold tabular-nums">{money(dueNow.amountCents)}</dd>
          </div>
        ) : null}
        {view.paidCents > 0 ? (
          <>
            <Row label="Paid so far" value={money(view.paidCents)} className="pt-1 text-green-800" />
            <Row label="Balance due" value={money(balance)} className="font-medium text-foreground" />
          </>
        ) : null}
      </dl>
    </section>
  );
}

export function NotesSection({ notes, from }: { notes: string; from: string }) {
  return (
    <section aria-labelledby="notes-heading" className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <h2 id="notes-heading" className="text-sm font-semibold">
        A note from {from}
      </h2>
      <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-muted-foreground">{notes}</p>
    </section>
  );
}
