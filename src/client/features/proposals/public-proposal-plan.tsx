/**
 * The payment schedule on the public page: each instalment with its amount, when it is due and where it
 * stands, in the studio's order. While the proposal can be paid, every unpaid instalment other than the
 * next one (the pay section's main button) has its own Pay button, so a couple can settle a later one
 * early. A list rather than a table: it reads the same on a 390 px phone and a desktop.
 */
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ScheduleEntry } from "../../../shared/schedule";
import type { Paying } from "./public-proposal-paying";
import {
  chargeFor,
  dueDateText,
  inSentence,
  installmentBadges,
  leftOn,
  nextInstallment,
} from "./public-proposal-schedule";

function PlanRow({
  entry,
  money,
  charge,
  paying,
}: {
  entry: ScheduleEntry;
  money: (minor: number) => string;
  charge: number;
  /** Set when this row has a Pay button. */
  paying: Paying | null;
}) {
  const key = `row-${entry.id}`;
  return (
    <li className="flex items-start justify-between gap-4 px-4 py-3.5 sm:px-5">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium break-words">{entry.label}</p>
        <p className="text-sm text-muted-foreground">
          {entry.dueDate === null ? dueDateText(entry) : `Due ${dueDateText(entry)}`}
        </p>
        <p className="flex flex-wrap gap-1.5">
          {installmentBadges(entry, money).map((badge) => (
            <Badge key={badge.text} variant={badge.tone} className="whitespace-normal text-left">
              {badge.text}
            </Badge>
          ))}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2">
        <p className="font-semibold tabular-nums">{money(entry.amountCents)}</p>
        {paying ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            // The visible "Pay" is the same on every row; the name says which and how much.
            aria-label={`Pay ${inSentence(entry.label)} ${money(charge)}`}
            disabled={paying.busy !== null}
            onClick={() => paying.pay(key, { installmentId: entry.id })}
          >
            {paying.busy === key ? "Redirecting..." : "Pay"}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export function PaymentPlan({
  schedule,
  balanceCents,
  money,
  paying,
}: {
  schedule: readonly ScheduleEntry[];
  balanceCents: number;
  money: (minor: number) => string;
  /** Null when the proposal cannot be paid (not signed yet, or paid in full). */
  paying: Paying | null;
}) {
  if (schedule.length === 0) return null;
  const next = nextInstallment(schedule);
  return (
    <section aria-labelledby="plan-heading" className="space-y-3">
      <h2 id="plan-heading" className="text-lg font-semibold tracking-tight">
        Payment schedule
      </h2>
      <ol className="divide-y rounded-xl border bg-card shadow-xs">
        {schedule.map((entry) => (
          <PlanRow
            key={entry.id}
            entry={entry}
            money={money}
            charge={chargeFor(entry, balanceCents)}
            paying={paying && balanceCents > 0 && leftOn(entry) > 0 && entry.id !== next?.id ? paying : null}
          />
        ))}
      </ol>
    </section>
  );
}
