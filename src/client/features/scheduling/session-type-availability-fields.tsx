/**
 * When a type can be booked: within the studio's daily hours, or its own times (rows of a date or a
 * weekday, with start and end). Dated rows only make a mini-session.
 */
import { Plus, Trash2 } from "lucide-react";
import { FieldMessage } from "@/components/field-message";
import { TimeInput } from "@/components/time-input";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { weekdayLabel } from "./scheduling-format";
import { type DraftFieldsProps, FieldGroup, idOf } from "./session-type-fields";
import { emptyWindow, type WindowDraft } from "./session-type-form";

const MODES = [
  { value: "STUDIO_HOURS", label: "Studio hours", hint: "Your daily hours and day overrides." },
  { value: "WINDOWS", label: "Own times", hint: "Only the dates or weekdays you list here." },
] as const;

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

export function SessionTypeAvailabilityFields({ draft, set, update, errors, prefix }: DraftFieldsProps) {
  const listId = idOf(prefix, "availability.windows");
  const listMessage = errors["availability.windows"] ?? errors.availability;
  const change = (index: number, patch: Partial<WindowDraft>) =>
    set(
      "windows",
      draft.windows.map((w, i) => (i === index ? { ...w, ...patch } : w)),
    );
  const add = () => {
    set("windows", [...draft.windows, emptyWindow(draft.windows.at(-1)?.mode ?? "weekday")]);
    requestAnimationFrame(() =>
      document.getElementById(idOf(prefix, `availability.windows.${draft.windows.length}.mode`))?.focus(),
    );
  };

  return (
    <FieldGroup title="Availability" description="When clients can book this type.">
      <div role="radiogroup" aria-label="Availability" className="grid gap-2 sm:grid-cols-2">
        {MODES.map((mode) => {
          const checked = draft.availabilityMode === mode.value;
          const id = idOf(prefix, `availabilityMode.${mode.value}`);
          return (
            <label
              key={mode.value}
              htmlFor={id}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                checked && "border-primary-solid bg-blue-50/50",
              )}
            >
              <input
                id={id}
                type="radio"
                name={`${prefix}-availability`}
                value={mode.value}
                checked={checked}
                onChange={() => {
                  update((d) => ({
                    ...d,
                    availabilityMode: mode.value,
                    // Own times start with one row to fill in.
                    windows: mode.value === "WINDOWS" && d.windows.length === 0 ? [emptyWindow()] : d.windows,
                  }));
                }}
                className="mt-1 accent-blue-600"
              />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{mode.label}</span>
                <span className="text-xs text-muted-foreground">{mode.hint}</span>
              </span>
            </label>
          );
        })}
      </div>
      {draft.availabilityMode === "WINDOWS" ? (
        <div id={listId} tabIndex={-1} className="grid gap-3 outline-none">
          <ol className="grid gap-3" aria-label="Times">
            {draft.windows.map((window, index) => {
              const path = `availability.windows.${index}`;
              const modeId = idOf(prefix, `${path}.mode`);
              const rowError = errors[path];
              return (
                <li key={window.key} className="grid gap-3 rounded-lg border p-3">
                  <div className="grid items-start gap-3 sm:grid-cols-[9rem_minmax(0,1fr)]">
                    <div className="grid gap-2">
                      <Label htmlFor={modeId}>Repeats</Label>
                      <Select
                        value={window.mode}
                        onValueChange={(value) => change(index, { mode: value as WindowDraft["mode"] })}
                      >
                        <SelectTrigger id={modeId} className="w-full bg-background">
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          <SelectItem value="weekday">Every week</SelectItem>
                          <SelectItem value="date">On one date</SelectItem>
                        </SelectContent>
                      </Select>
                    </div>
                    {window.mode === "date" ? (
                      <FormField
                        id={idOf(prefix, `${path}.date`)}
                        label="Date"
                        type="date"
                        required
                        value={window.date}
                        error={errors[`${path}.date`]}
                        onChange={(event) => change(index, { date: event.target.value })}
                      />
                    ) : (
                      <div className="grid gap-2">
                        <Label htmlFor={idOf(prefix, `${path}.dayOfWeek`)}>Day</Label>
                        <Select
                          value={window.dayOfWeek}
                          onValueChange={(value) => change(index, { dayOfWeek: value })}
                        >
                          <SelectTrigger
                            id={idOf(prefix, `${path}.dayOfWeek`)}
                            className="w-full bg-background"
                          >
                            <SelectValue />
                          </SelectTrigger>
                          <SelectContent>
                            {WEEKDAYS.map((day) => (
                              <SelectItem key={day} value={String(day)}>
                                {weekdayLabel(day)}
                              </SelectItem>
                            ))}
                          </SelectContent>
                        </Select>
                      </div>
                    )}
                  </div>
                  <div className="flex flex-wrap items-start gap-3">
                    <TimeInput
                      id={idOf(prefix, `${path}.startTime`)}
                      label="Start"
                      required
                      className="w-28"
                      value={window.startTime}
                      onChange={(value) => change(index, { startTime: value })}
                      onBlur={() => undefined}
                      error={errors[`${path}.startTime`]}
                    />
                    <TimeInput
                      id={idOf(prefix, `${path}.endTime`)}
                      label="End"
                      required
                      className="w-28"
                      value={window.endTime}
                      onChange={(value) => change(index, { endTime: value })}
                      onBlur={() => undefined}
                      error={errors[`${path}.endTime`]}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="mt-7 ml-auto text-red-700 hover:bg-red-50 hover:text-red-800"
                      disabled={draft.windows.length === 1}
                      onClick={() =>
                        set(
                          "windows",
                          draft.windows.filter((_, i) => i !== index),
                        )
                      }
                      aria-label={`Remove time ${index + 1}`}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                  <FieldMessage id={`${idOf(prefix, path)}-message`} message={rowError} />
                </li>
              );
            })}
          </ol>
          <FieldMessage id={`${listId}-message`} message={listMessage} />
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={add}
              disabled={draft.windows.length >= 200}
            >
              <Plus aria-hidden="true" />
              Add time
            </Button>
          </div>
        </div>
      ) : null}
    </FieldGroup>
  );
}
