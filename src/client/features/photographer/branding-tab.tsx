import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/submit-button";
import {
  COLOR_MESSAGE,
  DEFAULT_BRAND_PRIMARY,
  DEFAULT_BRAND_SECONDARY,
  type PhotographerSettings,
} from "../../../shared/photographer";
import { BrandPreview } from "./brand-preview";
import { ColorField } from "./color-field";
import { isHexColor, tidyHexColor } from "./hex-color";
import { WithSettings } from "./settings-states";
import { toastSettingsFailed, toastSettingsSaved, useUpdateSettings } from "./use-settings";

type Which = "brandPrimary" | "brandSecondary";

function BrandingForm({ settings }: { settings: PhotographerSettings }) {
  const save = useUpdateSettings();
  const [colors, setColors] = useState({
    brandPrimary: settings.brandPrimary,
    brandSecondary: settings.brandSecondary,
  });
  const [errors, setErrors] = useState<Partial<Record<Which, string>>>({});
  // The preview follows every valid colour at once, and keeps the last good one while a hex is half typed.
  const [shown, setShown] = useState(colors);

  const change = (which: Which, value: string) => {
    setColors((current) => ({ ...current, [which]: value }));
    if (isHexColor(value)) {
      setShown((current) => ({ ...current, [which]: value.toLowerCase() }));
      setErrors((current) => ({ ...current, [which]: undefined }));
    }
  };

  const check = (which: Which) => {
    const tidy = tidyHexColor(colors[which]);
    if (tidy !== colors[which]) change(which, tidy);
    setErrors((current) => ({ ...current, [which]: isHexColor(tidy) ? undefined : COLOR_MESSAGE }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      brandPrimary: tidyHexColor(colors.brandPrimary),
      brandSecondary: tidyHexColor(colors.brandSecondary),
    };
    const found = {
      brandPrimary: isHexColor(body.brandPrimary) ? undefined : COLOR_MESSAGE,
      brandSecondary: isHexColor(body.brandSecondary) ? undefined : COLOR_MESSAGE,
    };
    setErrors(found);
    if (found.brandPrimary || found.brandSecondary) return;
    save.mutate(body, {
      onSuccess: () => toastSettingsSaved("Your booking pages, proposals and portal now use these colors."),
      onError: toastSettingsFailed,
    });
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <Card>
        <CardHeader>
          <CardTitle>Brand colors</CardTitle>
          <CardDescription>
            The colors clients see on your booking pages, proposals and portal.
          </CardDescription>
        </CardHeader>
        <form noValidate onSubmit={submit} className="contents">
          <CardContent className="grid gap-6">
            <ColorField
              label="Primary color"
              hint="Buttons, the selected day and time, and the bar at the top of your pages."
              value={colors.brandPrimary}
              fallback={shown.brandPrimary}
              error={errors.brandPrimary}
              onChange={(value) => change("brandPrimary", value)}
              onBlur={() => check("brandPrimary")}
            />
            <ColorField
              label="Secondary color"
              hint="Supporting text, such as descriptions and small print."
              value={colors.brandSecondary}
              fallback={shown.brandSecondary}
              error={errors.brandSecondary}
              onChange={(value) => change("brandSecondary", value)}
              onBlur={() => check("brandSecondary")}
            />
          </CardContent>
          <CardFooter className="flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-between">
            <Button
              type="button"
              variant="ghost"
              className="w-full sm:w-auto"
              onClick={() => {
                change("brandPrimary", DEFAULT_BRAND_PRIMARY);
                change("brandSecondary", DEFAULT_BRAND_SECONDARY);
              }}
            >
              <RotateCcw aria-hidden="true" />
              Reset to defaults
            </Button>
            <SubmitButton busy={save.isPending} busyLabel="Saving..." className="w-full sm:w-auto">
              Save colors
            </SubmitButton>
          </CardFooter>
        </form>
      </Card>
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>Live preview</CardTitle>
          <CardDescription>
            Your booking page as clients see it. It changes as you pick, before you save.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <BrandPreview
            businessName={settings.businessName}
            logoUrl={settings.logoUrl}
            primary={shown.brandPrimary}
            secondary={shown.brandSecondary}
          />
        </CardContent>
      </Card>
    </div>
  );
}

export function BrandingTab() {
  return (
    <WithSettings label="Loading your brand colors" fields={2}>
      {(settings) => <BrandingForm settings={settings} />}
    </WithSettings>
  );
}
