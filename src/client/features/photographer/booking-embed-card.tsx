import { CodeXml } from "lucide-react";
import { useId, useState } from "react";
import { CopyButton } from "@/components/copy-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import {
  bookingIframeSnippet,
  bookingScriptSnippet,
  MAX_FRAME_ANCESTORS,
} from "../../../shared/booking-embed";
import type { PhotographerSettings } from "../../../shared/photographer";
import { parseSites, sitesText } from "./booking-embed-sites";
import { SettingsCardError, SettingsCardSkeleton } from "./settings-card-states";
import { toastSettingsFailed, toastSettingsSaved, useSettings, useUpdateSettings } from "./use-settings";

/**
 * Settings > Integrations: "Embed your booking calendar". The two snippets (the script, which sizes its
 * frame, and a plain iframe) and the sites allowed to show it: browsers refuse to frame the calendar
 * anywhere else (CSP frame-ancestors).
 */
export function BookingEmbedCard() {
  const settings = useSettings();
  return (
    <Card aria-busy={settings.isPending}>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-lg bg-blue-50 text-primary-solid">
            <CodeXml aria-hidden="true" className="size-5" />
          </span>
          <CardTitle>Embed your booking calendar</CardTitle>
        </div>
        <CardDescription>
          Show your booking calendar on your own website. Paste one of the snippets into a page, then list the
          sites that may show it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {settings.isPending ? (
          <SettingsCardSkeleton label="Loading the embed settings" />
        ) : settings.isError || !settings.data ? (
          <SettingsCardError
            message="We couldn't load your embed settings. Check your connection and try again."
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : (
          <EmbedSettings settings={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function Snippet({ id, label, hint, code }: { id: string; label: string; hint: string; code: string }) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <CopyButton text={code} what={label.toLowerCase()} size="sm" variant="outline" />
      </div>
      <Textarea
        id={id}
        readOnly
        value={code}
        rows={2}
        aria-describedby={`${id}-hint`}
        className="font-mono text-xs"
        onFocus={(event) => event.currentTarget.select()}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

export function EmbedSettings({ settings }: { settings: PhotographerSettings }) {
  const ids = { script: useId(), iframe: useId(), sites: useId() };
  const appUrl = typeof window === "undefined" ? "" : window.location.origin;
  const saved = sitesText(settings.frameAncestors);
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateSettings();

  function onSave(event: React.FormEvent) {
    event.preventDefault();
    const parsed = parseSites(text);
    if ("error" in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    save.mutate(
      { frameAncestors: parsed.origins },
      {
        onSuccess: (next) => {
          setText(sitesText(next.frameAncestors));
          toastSettingsSaved(
            next.frameAncestors.length === 0
              ? "No other site may show your booking calendar."
              : `${next.frameAncestors.length} site(s) may show your booking calendar.`,
          );
        },
        onError: toastSettingsFailed,
      },
    );
  }

  return (
    <>
      <Snippet
        id={ids.script}
        label="Script"
        hint='Sizes itself to your page. To show one session type, add data-type="its-link-name".'
        code={bookingScriptSnippet(appUrl, settings.publicToken)}
      />
      <Snippet
        id={ids.iframe}
        label="Iframe"
        hint="For site builders that do not accept scripts."
        code={bookingIframeSnippet(appUrl, settings.publicToken)}
      />
      <form noValidate className="grid gap-2" onSubmit={onSave}>
        <Label htmlFor={ids.sites}>Allowed sites</Label>
        <Textarea
          id={ids.sites}
          value={text}
          rows={3}
          spellCheck={false}
          placeholder={"https://www.yourstudio.com\nhttps://*.yourstudio.com"}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${ids.sites}-hint${error ? ` ${ids.sites}-error` : ""}`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${ids.sites}-hint`} className="text-xs text-muted-foreground">
          One address a line, such as https://www.yourstudio.com (no page path); up to {MAX_FRAME_ANCESTORS}.
          https://*.yourstudio.com allows every subdomain. Only these sites can show the calendar.
        </p>
        {error ? (
          <p id={`${ids.sites}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="outline" disabled={save.isPending || text === saved}>
            {save.isPending ? "Saving..." : "Save sites"}
          </Button>
        </div>
      </form>
    </>
  );
}
