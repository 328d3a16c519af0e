import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { formatMoney } from "../../../shared/currency";
import { MAX_INSTALLMENTS } from "../../../shared/schedule";
import {
  addDays,
  beforeEvent,
  canAddRow,
  canRemoveRow,
  checkSchedule,
  effectiveRows,
  emptyInstallment,
  type InstallmentDraft,
  PRESET_LABELS,
  presetRows,
  SCHEDULE_PRESETS,
  type ScheduleDates,
  type ScheduleDraft,
  type SchedulePreset,
} from "./schedule-builder";
import { InstallmentRow } from "./schedule-installment-row";

export const SCHEDULE_SECTION_ID = "proposal-schedule";

interface ScheduleBuilderProps {
  draft: ScheduleDraft;
  onChange: (next: ScheduleDraft) => void;
  totals: { totalCents: number; depositCents: number; depositPercent: number | null };
  currency: string;
  dates: ScheduleDates;
  /** A save was tried: every row's problem shows. */
  showErrors: boolean;
}

/**
 * The proposal's payment schedule: a preset (deposit and balance, 50/50, three instalments) or rows of
 * its own, each amount shown as typed and the difference named while they do not add up to the total.
 */
export function ScheduleBuilder({
  draft,
  onChange,
  totals,
  currency,
  dates,
  showErrors,
}: ScheduleBuilderProps) {
  const rows = effectiveRows(draft, totals);
  const check = checkSchedule(rows, totals.totalCents, currency);
  const anyPaid = rows.some((r) => r.paid !== null);
  const editable = draft.preset !== "DEFAULT";
  const suggestedDate = beforeEvent(dates) || addDays(dates.today, 30);
  const money = (minor: number) => formatMoney(minor, currency);

  const choose = (preset: SchedulePreset) =>
    onChange({ preset, rows: presetRows(preset, dates, rows), changed: true });
  // Any change to a preset's rows makes the schedule the studio's own.
  const setRows = (next: InstallmentDraft[]) => onChange({ preset: "CUSTOM", rows: next, changed: true });
  const update = (key: string, patch: Partial<InstallmentDraft>) =>
    setRows(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const rowErrorsShown = showErrors ? check.rowErrors : {};
  const sumProblem = !check.ok && Object.keys(check.rowErrors).length === 0 ? check.message : null;

  return (
    <Card id={SCHEDULE_SECTION_ID} tabIndex={-1} role="region" aria-labelledby="proposal-schedule-heading">
      <CardHeader>
        <h2 id="proposal-schedule-heading" className="leading-none font-semibold">
          Payment schedule
        </h2>
        <CardDescription>
          How your client pays the total of {money(totals.totalCents)}: up to {MAX_INSTALLMENTS} instalments,
          each a percentage or an amount, due on signing or on a date.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Schedule</legend>
          {SCHEDULE_PRESETS.map((preset) => (
            <Button
              key={preset}
              type="button"
              size="sm"
              variant={draft.preset === preset ? "secondary" : "outline"}
              aria-pressed={draft.preset === preset}
              disabled={anyPaid && preset !== "CUSTOM"}
              onClick={() => choose(preset)}
            >
              {PRESET_LABELS[preset]}
            </Button>
          ))}
        </fieldset>
        {anyPaid ? (
          <p className="text-xs text-muted-foreground">
            Paid instalments stay as they are; you can change the others or add more.
          </p>
        ) : null}

        {editable ? (
          <ol className="grid gap-3" aria-label="Instalments">
            {rows.map((r, index) => (
              <InstallmentRow
                key={r.key}
                row={r}
                index={index}
                currency={currency}
                amountCents={check.amounts[index] ?? 0}
                error={rowErrorsShown[r.key]}
                canRemove={canRemoveRow(rows, index)}
                suggestedDate={suggestedDate}
                onChange={(patch) => update(r.key, patch)}
                onRemove={() => setRows(rows.filter((x) => x.key !== r.key))}
              />
            ))}
          </ol>
        ) : (
          <ul className="divide-y rounded-lg border text-sm" aria-label="Instalments">
            {rows.map((r, index) => (
              <li key={r.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
                <span className="min-w-0 flex-1 font-medium">{r.label}</span>
                <span className="text-muted-foreground">on signing</span>
                <span className="w-28 text-right tabular-nums">{money(check.amounts[index] ?? 0)}</span>
              </li>
            ))}
          </ul>
        )}
        {editable ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={!canAddRow(rows)}
              onClick={() => setRows([...rows, emptyInstallment()])}
            >
              <Plus aria-hidden="true" />
              Add instalment
            </Button>
            {canAddRow(rows) ? null : (
              <span className="text-xs text-muted-foreground">
                A schedule has at most {MAX_INSTALLMENTS}.
              </span>
            )}
          </div>
        ) : (
          <p className="text-xs text-muted-foreground">
            The deposit (Deposit % above) is due on signing and the balance whenever your client pays it.
            Choose a preset to give the balance dates.
          </p>
        )}
        <output
          className={sumProblem ? "block text-sm font-medium text-destructive" : "sr-only"}
          id="proposal-schedule-sum"
        >
          {sumProblem ?? (check.ok ? `The instalments add up to ${money(totals.totalCents)}.` : "")}
        </output>
      </CardContent>
    </Card>
  );
}
