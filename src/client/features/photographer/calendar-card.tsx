import { CalendarDays, CircleCheck, LoaderCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { CalendarStatus } from "../../../shared/scheduling";
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
  "not-configured": { label: "Not available", variant: "secondary" },
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

/**
 * The server has no Google OAuth client. Setting one up is the job of whoever runs Focal (README,
 * "Google Calendar"), not of the photographer: say so plainly, and what works meanwhile.
 */
function NotConfigured() {
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Google Calendar isn't available in your studio yet. Your studio's administrator (whoever runs Focal
        for you) must enable it first. Once they have, a Connect Google Calendar button appears here.
      </p>
      <p className="text-sm text-muted-foreground">
        Meanwhile, the Calendar subscription card puts your bookings in any calendar app, Google Calendar
        included.
      </p>
    </>
  );
}
