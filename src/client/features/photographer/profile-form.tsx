import { useId, useState } from "react";
import { TimezoneSelect } from "@/components/timezone-select";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { type PhotographerSettings, updatePhotographerInputSchema } from "../../../shared/photographer";
import { fieldErrors, focusFirstError } from "./field-errors";
import { LogoField } from "./logo-field";
import { SwitchRow } from "./switch-row";
import { toastSettingsFailed, toastSettingsSaved, useUpdateSettings } from "./use-settings";

/** Settings > Profile: who the studio is to its clients, and the defaults for new clients. */
export function ProfileForm({ settings }: { settings: PhotographerSettings }) {
  const save = useUpdateSettings();
  const [businessName, setBusinessName] = useState(settings.businessName);
  const [logoUrl, setLogoUrl] = useState(settings.logoUrl);
  const [phone, setPhone] = useState(settings.phone ?? "");
  const [timezone, setTimezone] = useState(settings.timezone);
  const [defaultEmailOptIn, setDefaultEmailOptIn] = useState(settings.defaultEmailOptIn);
  const [defaultSmsOptIn, setDefaultSmsOptIn] = useState(settings.defaultSmsOptIn);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ids = { businessName: useId(), phone: useId(), timezone: useId(), timezoneHint: useId() };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { businessName, logoUrl, phone, timezone, defaultEmailOptIn, defaultSmsOptIn };
    const parsed = updatePhotographerInputSchema.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      focusFirstError(found, [
        { name: "businessName", id: ids.businessName },
        { name: "phone", id: ids.phone },
        { name: "timezone", id: ids.timezone },
      ]);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toastSettingsSaved("Your profile is saved."),
      onError: toastSettingsFailed,
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Studio profile</CardTitle>
        <CardDescription>
          How your studio appears on proposals, booking pages and the client portal.
        </CardDescription>
      </CardHeader>
      <form noValidate onSubmit={submit} className="contents">
        <CardContent className="grid gap-6">
          <LogoField
            value={logoUrl}
            onChange={setLogoUrl}
            businessName={businessName}
            brandPrimary={settings.brandPrimary}
            error={errors.logoUrl}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id={ids.businessName}
              label="Business name"
              required
              value={businessName}
              maxLength={100}
              autoComplete="organization"
              error={errors.businessName}
              onChange={(event) => setBusinessName(event.target.value)}
            />
            <FormField
              id={ids.phone}
              label="Phone"
              type="tel"
              value={phone}
              maxLength={20}
              autoComplete="tel"
              placeholder="(555) 010-2030"
              error={errors.phone}
              onChange={(event) => setPhone(event.target.value)}
            />
            <div className="grid gap-2 sm:col-span-2">
              <Label htmlFor={ids.timezone}>Time zone</Label>
              <TimezoneSelect
                id={ids.timezone}
                value={timezone}
                onChange={setTimezone}
                describedBy={ids.timezoneHint}
              />
              <p id={ids.timezoneHint} className="text-xs text-muted-foreground">
                Your availability, bookings and automation send times follow this zone.
              </p>
              {errors.timezone ? <p className="text-sm text-destructive">{errors.timezone}</p> : null}
            </div>
          </div>
          <fieldset className="grid gap-3">
            <legend className="mb-3 text-sm font-medium">New clients</legend>
            <SwitchRow
              label="Email opt-in"
              description="New clients can receive your emails and automated emails. You can change it for each client."
              checked={defaultEmailOptIn}
              onCheckedChange={setDefaultEmailOptIn}
            />
            <SwitchRow
              label="SMS opt-in"
              description="New clients can receive text messages. Turn on only if clients agree to texts when they book."
              checked={defaultSmsOptIn}
              onCheckedChange={setDefaultSmsOptIn}
            />
          </fieldset>
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <SubmitButton busy={save.isPending} busyLabel="Saving..." className="w-full sm:w-auto">
            Save profile
          </SubmitButton>
        </CardFooter>
      </form>
    </Card>
  );
}
