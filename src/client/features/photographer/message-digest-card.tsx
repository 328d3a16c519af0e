import { useId } from "react";
import { SelectField } from "@/components/select-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SelectItem } from "@/components/ui/select";
import type { PhotographerSettings } from "../../../shared/photographer";
import { toastSettingsFailed, toastSettingsSaved, useUpdateSettings } from "./use-settings";

/** How the studio hears of its clients' messages: minutes between digests, "each" for one e-mail a message. */
export const DIGEST_CHOICES = [
  { value: "each", minutes: null, label: "An e-mail for each message" },
  { value: "15", minutes: 15, label: "A digest every 15 minutes" },
  { value: "60", minutes: 60, label: "A digest every hour" },
  { value: "1440", minutes: 1440, label: "A digest once a day" },
] as const;

export const digestChoiceOf = (minutes: number | null) =>
  DIGEST_CHOICES.find((choice) => choice.minutes === minutes)?.value ?? String(minutes);

/** Settings > Email: one e-mail per client message, or a digest. Saves at once. */
export function MessageDigestCard({ settings }: { settings: PhotographerSettings }) {
  const save = useUpdateSettings();
  const id = useId();
  const current = digestChoiceOf(settings.messageDigestMinutes ?? null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Client messages</CardTitle>
        <CardDescription>
          When a client writes (by e-mail, text or in the portal), we tell you at your reply-to address.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SelectField
          id={id}
          label="Tell me"
          value={current}
          disabled={save.isPending}
          className="max-w-sm"
          onChange={(value) => {
            const choice = DIGEST_CHOICES.find((c) => c.value === value);
            if (!choice) return;
            save.mutate(
              { messageDigestMinutes: choice.minutes },
              { onSuccess: () => toastSettingsSaved(`${choice.label}.`), onError: toastSettingsFailed },
            );
          }}
        >
          {DIGEST_CHOICES.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {choice.label}
            </SelectItem>
          ))}
          {DIGEST_CHOICES.some((c) => c.value === current) ? null : (
            <SelectItem value={current}>{`A digest every ${current} minutes`}</SelectItem>
          )}
        </SelectField>
      </CardContent>
    </Card>
  );
}
