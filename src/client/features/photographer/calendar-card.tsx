import { CalendarDays, CircleCheck, LoaderCircle } from "lucide-react";
import { CopyButton } from "@/components/copy-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { CalendarStatus } from "../../../shared/scheduling";
import { googleRedirectUri } from "./calendar-links";
import { SettingsCardError, SettingsCardSkeleton } from "./settings-card-states";
import { useCalendarStatus, useDisconnectCalendar } from "./use-calendar";
import { useCalendarPopup } from "./use-calendar-popup";

const WHAT_IT_DOES =
  "Confirmed bookings are added to your calendar with a Google Meet link, and busy times in your calendar are kept off your booking page.";

type CalendarState = "not-configured" | "not-connected" | "connected";

function stateOf(status: CalendarStatus): CalendarState {
  if (status.authenticated) return "connected";
  return status.configured ? "not-connected" : "not-configured";
}

const BADGES: Record<CalendarState, { label: string; variant: "secondary" | "success" }> = {
  "not-configured": { label: "Not set up", variant: "secondary" },
  "not-connected": { label: "Not connected", variant: "secondary" },
  connected: { label: "Connected", variant: "success" },
};

/** The calendar connection on Integrations: Google Calendar, through OAuth in a popup. */
export function CalendarCard() {
  const status = useCalendarStatus();
  const state = status.data ? stateOf(status.data) : null;

  return (
    <Card aria-busy={status.isPending}>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-lg bg-blue-50 text-primary-solid">
            <CalendarDays aria-hidden="true" className="size-5" />
          </span>
          <CardTitle>Google Calendar</CardTitle>
        </div>
        <CardDescription>Sync confirmed bookings and busy times with your Google Calendar.</CardDescription>
        <CardAction>
          {state ? (
            <>
              <span className="sr-only">Calendar status: </span>
              <Badge variant={BADGES[state].variant}>{BADGES[state].label}</Badge>
            </>
          ) : status.isPending ? (
            <Skeleton className="h-5 w-24" />
          ) : null}
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? (
          <SettingsCardSkeleton label="Loading calendar connection" buttonClassName="w-48" />
        ) : status.isError || !status.data ? (
          <SettingsCardError
            message="We couldn't check your calendar connection. Check your connection and try again."
            onRetry={() => void status.refetch()}
            retrying={status.isFetching}
          />
        ) : state === "connected" ? (
          <Connected email={status.data.email} />
        ) : state === "not-connected" ? (
          <Connect />
        ) : (
          <NotConfigured />
        )}
      </CardContent>
    </Card>
  );
}

function Connect() {
  const popup = useCalendarPopup();
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Connect your Google Calendar: confirmed bookings are added to it with a Google Meet link, and busy
        times in it are kept off your booking page.
      </p>
      <div className="grid gap-3">
        <Button className="w-full sm:w-fit" disabled={popup.busy} onClick={() => void popup.start()}>
          {popup.busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {popup.busy ? "Opening..." : "Connect Google Calendar"}
        </Button>
        <output className="flex items-center gap-2 text-sm text-muted-foreground empty:hidden">
          {popup.waiting ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
              Finish in the Google window. This page updates by itself.
            </>
          ) : null}
        </output>
      </div>
    </>
  );
}

function Connected({ email }: { email: string | null }) {
  const disconnect = useDisconnectCalendar();
  // Awaited rather than given per-call callbacks: success swaps this component out, and TanStack Query
  // drops the callbacks of a component that has gone.
  const onDisconnect = async () => {
    try {
      await disconnect.mutateAsync();
      toast({ title: "Calendar Disconnected", description: "New bookings stay in Focal only." });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Disconnection Failed",
        description: errorMessage(error, "Failed to disconnect Google Calendar. Please try again."),
      });
    }
  };

  return (
    <>
      <div className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50/60 p-4">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
        <div className="grid min-w-0 gap-1">
          <p className="text-sm font-medium text-green-900">
            {email ? (
              <>
                Connected as <span className="break-all">{email}</span>
              </>
            ) : (
              "Connected"
            )}
          </p>
          <p className="text-sm text-green-900/80">{WHAT_IT_DOES}</p>
        </div>
      </div>
      <Button
        variant="outline"
        className="w-full sm:w-fit"
        disabled={disconnect.isPending}
        onClick={() => void onDisconnect()}
      >
        {disconnect.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {disconnect.isPending ? "Disconnecting..." : "Disconnect"}
      </Button>
    </>
  );
}

/** The server has no Google OAuth client: tell whoever runs it exactly what to set. */
function NotConfigured() {
  const redirectUri = googleRedirectUri(window.location.origin);
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Google Calendar isn't set up on this server yet. Whoever runs Focal can enable it:
      </p>
      <ol className="grid list-decimal gap-3 pl-5 text-sm marker:text-muted-foreground">
        <li>
          In Google Cloud, enable the Google Calendar API and create an OAuth client of type{" "}
          <span className="font-medium">Web application</span>.
        </li>
        <li>
          Add this authorized redirect URI to the client:
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-xs break-all">
              {redirectUri}
            </code>
            <CopyButton text={redirectUri} what="redirect URI" size="sm" className="w-full sm:w-fit" />
          </div>
        </li>
        <li>
          Set <code className="font-mono text-xs">GOOGLE_CLIENT_ID</code> and{" "}
          <code className="font-mono text-xs">GOOGLE_CLIENT_SECRET</code> from that client, then restart the
          server.
        </li>
      </ol>
      <p className="text-sm text-muted-foreground">
        Meanwhile, the calendar subscription works with any calendar app, Google Calendar included.
      </p>
    </>
  );
}
