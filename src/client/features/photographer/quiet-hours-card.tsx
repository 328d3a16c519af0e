import { Moon } from "lucide-react";
import { useId, useState } from "react";
import { TimeInput } from "@/components/time-input";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/submit-button";
import { type PhotographerSettings, updatePhotographerInputSchema } from "../../../shared/photographer";
import { timeZoneLabel } from "../../../shared/time-zone";
import { fieldErrors } from "./field-errors";
import { SwitchRow } from "./switch-row";
import { toastSettingsFailed, toastSettingsSaved, useUpdateSettings } from "./use-settings";

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Settings > Automation: the hours in which automated messages wait rather than wake a client. */
export function QuietHoursCard({ settings }: { settings: PhotographerSettings }) {
  const save = useUpdateSettings();
  const [enabled, setEnabled] = useState(settings.quietHoursStart !== null);
  const [start, setStart] = useState(settings.quietHoursStart ?? "21:00");
  const [end, setEnd] = useState(settings.quietHoursEnd ?? "08:00");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const startId = useId();
  const endId = useId();
  const zone = timeZoneLabel(settings.timezone);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = enabled
      ? { quietHoursStart: start, quietHoursEnd: end }
      : { quietHoursStart: null, quietHoursEnd: null };
    const parsed = updatePhotographerInputSchema.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      document.getElementById(found.quietHoursStart ? startId : endId)?.focus();
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: () =>
        toastSettingsSaved(enabled ? `Quiet hours: ${start} to ${end}.` : "Quiet hours are off."),
      onError: toastSettingsFailed,
    });
  };

  const complete = HH_MM.test(start) && HH_MM.test(end) && start !== end;

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
            <Moon aria-hidden="true" className="size-5" />
          </span>
          <CardTitle>Quiet hours</CardTitle>
        </div>
        <CardDescription>
          Automated emails and texts that come due during quiet hours wait, and go out when the quiet hours
          end. Messages you send yourself are never held.
        </CardDescription>
      </CardHeader>
      <form noValidate onSubmit={submit} className="contents">
        <CardContent className="grid gap-5">
          <SwitchRow
            label="Hold automated messages overnight"
            description={`Times are in your studio's time zone: ${zone}.`}
            checked={enabled}
            onCheckedChange={(next) => {
              setEnabled(next);
              setErrors({});
            }}
          />
          {enabled ? (
            <div className="grid gap-4">
              <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
                <TimeInput
                  id={startId}
                  label="From"
                  value={start}
                  onChange={setStart}
                  onBlur={() => undefined}
                  error={errors.quietHoursStart}
                />
                <TimeInput
                  id={endId}
                  label="To"
                  value={end}
                  onChange={setEnd}
                  onBlur={() => undefined}
                  error={errors.quietHoursEnd}
                />
              </div>
              {complete ? (
                <p className="text-sm text-muted-foreground">
                  An automated message that comes due between {start} and {end} goes out at {end}.
                </p>
              ) : null}
            </div>
          ) : null}
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <SubmitButton busy={save.isPending} busyLabel="Saving..." className="w-full sm:w-auto">
            Save quiet hours
          </SubmitButton>
        </CardFooter>
      </form>
    </Card>
  );
}
