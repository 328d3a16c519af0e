/** Client Self-Booking: the public calendar's link, to copy into e-mails or preview. */
import { Check, Copy, ExternalLink } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { usePhotographerSettings } from "@/hooks/use-photographer-settings";
import { toast } from "@/hooks/use-toast";
import { selfBookingUrl } from "./scheduling-format";
import { SectionError } from "./section-error";

/** How long the button reads "Copied!" before it offers to copy again. */
const COPIED_MS = 2000;

export function SelfBookingCard() {
  const settings = usePhotographerSettings();
  const token = settings.data?.publicToken;
  const link = token ? selfBookingUrl(window.location.origin, token) : null;
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      // Without clipboard access the link is selected, so a keyboard copy takes it.
      inputRef.current?.select();
      toast({
        variant: "destructive",
        title: "Couldn't copy the link",
        description: "It is selected: press Ctrl+C (or ⌘C) to copy it.",
      });
    }
  };

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Client Self-Booking</CardTitle>
        <CardDescription>
          Share this link and clients pick a free time on your calendar themselves.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {settings.isError ? (
          <SectionError
            message="We couldn't load your booking link."
            onRetry={() => settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : link ? (
          <>
            <Input
              ref={inputRef}
              readOnly
              value={link}
              aria-label="Self-booking link"
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-xs md:text-xs"
            />
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={copy} aria-live="polite" className="min-w-28">
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copied ? "Copied!" : "Copy Link"}
              </Button>
              <Button asChild size="sm" variant="outline">
                <a href={link} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" />
                  Preview Calendar
                </a>
              </Button>
            </div>
          </>
        ) : (
          <p
            aria-live="polite"
            className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground"
          >
            Loading booking link...
          </p>
        )}
      </CardContent>
    </Card>
  );
}
