import { format } from "date-fns";
import { CalendarPlus, KeyRound, LoaderCircle, RotateCw, Rss } from "lucide-react";
import { useState } from "react";
import { CopyButton } from "@/components/copy-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { webcalUrl } from "./calendar-links";
import { FeedConfirmDialog } from "./feed-confirm-dialog";
import { SettingsCardError, SettingsCardSkeleton } from "./settings-card-states";
import { useCalendarFeed, useCreateCalendarFeed, useTurnOffCalendarFeed } from "./use-calendar";

/** The private iCalendar feed: works with any calendar app, whether or not Google is connected. */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const url = feed.data?.url ?? null;

  return (
    <Card aria-busy={feed.isPending}>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-lg bg-blue-50 text-primary-solid">
            <Rss aria-hidden="true" className="size-5" />
          </span>
          <CardTitle>Calendar subscription</CardTitle>
        </div>
        <CardDescription>
          A private link to all your bookings and project event dates that Apple Calendar, Outlook and Google
          Calendar can subscribe to.
        </CardDescription>
        <CardAction>
          {feed.data ? (
            <>
              <span className="sr-only">Calendar subscription: </span>
              <Badge variant={url ? "success" : "secondary"}>{url ? "On" : "Off"}</Badge>
            </>
          ) : feed.isPending ? (
            <Skeleton className="h-5 w-12" />
          ) : null}
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-5">
        {feed.isPending ? (
          <SettingsCardSkeleton label="Loading calendar subscription" buttonClassName="w-52" />
        ) : feed.isError || !feed.data ? (
          <SettingsCardError
            message="We couldn't load your calendar subscription. Check your connection and try again."
            onRetry={() => void feed.refetch()}
            retrying={feed.isFetching}
          />
        ) : url ? (
          <FeedOn url={url} createdAt={feed.data.createdAt} />
        ) : (
          <FeedOff />
        )}
      </CardContent>
    </Card>
  );
}

function FeedOff() {
  const create = useCreateCalendarFeed();
  // Awaited rather than given per-call callbacks: success swaps this component out, and TanStack Query
  // drops the callbacks of a component that has gone.
  const onCreate = async () => {
    try {
      await create.mutateAsync();
      toast({
        title: "Subscription Link Created",
        description: "Add it to your calendar app to see your bookings there.",
      });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Link Creation Failed",
        description: errorMessage(error, "Failed to create the subscription link. Please try again."),
      });
    }
  };

  return (
    <>
      <p className="text-sm text-muted-foreground">
        Subscribe once and your bookings and event dates appear in the calendar you already use, and stay up
        to date by themselves.
      </p>
      <Button className="w-full sm:w-fit" disabled={create.isPending} onClick={() => void onCreate()}>
        {create.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <CalendarPlus aria-hidden="true" />
        )}
        {create.isPending ? "Creating..." : "Create subscription link"}
      </Button>
    </>
  );
}

type FeedAction = "reset" | "off";

const CONFIRMS: Record<
  FeedAction,
  { title: string; description: string; confirmLabel: string; busyLabel: string }
> = {
  reset: {
    title: "Reset subscription link?",
    description:
      "You'll get a new link and the old one stops working: calendars subscribed to it stop updating until you subscribe again with the new link.",
    confirmLabel: "Reset link",
    busyLabel: "Resetting...",
  },
  off: {
    title: "Turn off calendar subscription?",
    description:
      "The link stops working and calendars subscribed to it stop updating. Your bookings in Focal aren't affected.",
    confirmLabel: "Turn off",
    busyLabel: "Turning off...",
  },
};

function FeedOn({ url, createdAt }: { url: string; createdAt: string | null }) {
  const reset = useCreateCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [open, setOpen] = useState(false);
  // Kept after closing, so the dialog's text doesn't change while it animates out.
  const [action, setAction] = useState<FeedAction>("reset");
  const busy = reset.isPending || turnOff.isPending;

  const ask = (next: FeedAction) => {
    setAction(next);
    setOpen(true);
  };

  const confirm = async () => {
    try {
      if (action === "reset") {
        await reset.mutateAsync();
        toast({
          title: "Subscription Link Reset",
          description: "The old link no longer works. Subscribe again with the new one.",
        });
      } else {
        await turnOff.mutateAsync();
        toast({ title: "Calendar Subscription Turned Off", description: "The link no longer works." });
      }
      setOpen(false);
    } catch (error) {
      toast(
        action === "reset"
          ? {
              variant: "destructive",
              title: "Reset Failed",
              description: errorMessage(error, "Failed to reset the subscription link. Please try again."),
            }
          : {
              variant: "destructive",
              title: "Turn Off Failed",
              description: errorMessage(error, "Failed to turn off the subscription. Please try again."),
            },
      );
    }
  };

  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor="calendar-feed-url">Subscription link</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="calendar-feed-url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs md:text-xs"
          />
          <CopyButton text={url} what="subscription link" className="w-full sm:w-24" />
        </div>
      </div>

      <div className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50/60 p-4 text-sm text-amber-900">
        <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <p>
          <span className="font-medium">Keep this link secret.</span> Anyone with it can see your bookings,
          including your clients' names and contact details. If it gets out, reset it.
        </p>
      </div>

      <div className="grid gap-3">
        <Button asChild variant="outline" className="w-full sm:w-fit">
          <a href={webcalUrl(url)}>
            <CalendarPlus aria-hidden="true" />
            Open in Apple Calendar
          </a>
        </Button>
        <ul className="grid gap-1.5 text-sm text-muted-foreground">
          <li>
            <span className="font-medium text-foreground">Google Calendar:</span> Other calendars (+) → From
            URL, then paste the link.
          </li>
          <li>
            <span className="font-medium text-foreground">Outlook:</span> Add calendar → Subscribe from web,
            then paste the link.
          </li>
          <li>Calendar apps fetch changes on their own schedule; Google Calendar can take up to a day.</li>
        </ul>
      </div>

      <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {createdAt ? `Created ${format(new Date(createdAt), "MMMM d, yyyy")}` : null}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" disabled={busy} onClick={() => ask("reset")}>
            <RotateCw aria-hidden="true" />
            Reset link
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            className="text-destructive hover:text-destructive"
            onClick={() => ask("off")}
          >
            Turn off
          </Button>
        </div>
      </div>

      <FeedConfirmDialog
        open={open}
        onOpenChange={setOpen}
        busy={busy}
        onConfirm={() => void confirm()}
        {...CONFIRMS[action]}
      />
    </>
  );
}
