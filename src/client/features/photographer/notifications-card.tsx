import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { NOTIFICATION_OPTIONS } from "../../../shared/notifications";
import { SettingsCardError, SettingsCardSkeleton } from "./settings-card-states";
import { SwitchRow } from "./switch-row";
import { useNotificationSettings, useUpdateNotificationSettings } from "./use-notification-settings";
import { toastSettingsFailed, toastSettingsSaved } from "./use-settings";

/** Settings > Email: which e-mails the studio gets when a client takes a step. Each switch saves at once. */
export function NotificationsCard() {
  const settings = useNotificationSettings();
  const save = useUpdateNotificationSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          E-mails to you when a client takes a step, sent to your reply-to address (or your sign-in e-mail).
          Clients always get a receipt when they pay.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {settings.isPending ? (
          <SettingsCardSkeleton label="Loading your notifications" />
        ) : settings.isError || !settings.data ? (
          <SettingsCardError
            message="We couldn't load your notifications. Check your connection and try again."
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : (
          NOTIFICATION_OPTIONS.map((option) => (
            <SwitchRow
              key={option.key}
              label={option.label}
              description={option.description}
              checked={settings.data[option.key]}
              disabled={save.isPending}
              onCheckedChange={(checked) =>
                save.mutate(
                  { [option.key]: checked },
                  {
                    onSuccess: () =>
                      toastSettingsSaved(`${option.label} e-mails are ${checked ? "on" : "off"}.`),
                    onError: toastSettingsFailed,
                  },
                )
              }
            />
          ))
        )}
      </CardContent>
    </Card>
  );
}
