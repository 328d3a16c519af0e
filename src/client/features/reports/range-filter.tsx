/** The report's period: a preset, or a custom pair of days checked as they are typed. */
import { CalendarDays } from "lucide-react";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { isRangePreset, RANGE_PRESETS, type RangePreset } from "./report-range";

export function RangePresetSelect({
  value,
  onChange,
}: {
  value: RangePreset;
  onChange: (preset: RangePreset) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Label htmlFor={id} className="sr-only">
        Date range
      </Label>
      <Select
        value={value}
        onValueChange={(next) => {
          if (isRangePreset(next)) onChange(next);
        }}
      >
        <SelectTrigger id={id} className="w-full min-w-40 bg-background sm:w-44">
          <CalendarDays aria-hidden="true" />
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {RANGE_PRESETS.map((preset) => (
            <SelectItem key={preset.value} value={preset.value}>
              {preset.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export function CustomRangeFields({
  from,
  to,
  error,
  onChange,
}: {
  from: string;
  to: string;
  /** Why the typed range cannot be reported on, shown under the fields. */
  error: string | null;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const invalid = error !== null;
  return (
    <fieldset className="mb-6 grid gap-2 rounded-xl border bg-card p-4 sm:flex sm:flex-wrap sm:items-end sm:gap-4">
      <legend className="sr-only">Custom range</legend>
      <div className="grid gap-2">
        <Label htmlFor={fromId}>From</Label>
        <Input
          id={fromId}
          type="date"
          value={from}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onChange({ from: event.target.value, to })}
          className="sm:w-44"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={toId}>To</Label>
        <Input
          id={toId}
          type="date"
          value={to}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onChange({ from, to: event.target.value })}
          className="sm:w-44"
        />
      </div>
      {invalid ? (
        <p id={errorId} role="alert" className="text-sm text-destructive sm:pb-2">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
