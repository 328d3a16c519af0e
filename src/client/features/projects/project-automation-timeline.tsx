/**
 * The project page's Automations card: what the automation engine will do next for this project and
 * what it already did (sent, skipped and why, failed and why), with times in the studio's zone.
 */
import {
  CircleCheck,
  CircleSlash,
  CircleX,
  Clock,
  type LucideIcon,
  Mail,
  MessageSquare,
  Workflow,
} from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { SectionError } from "@/components/section-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import type { AutomationTimelineEntry } from "../../../shared/automations";
import { timeZoneLabel } from "../../../shared/time-zone";
import { relativeTo } from "./automation-timeline-timing";
import { useAutomationDates, useAutomationTimeline, useNow } from "./use-automation-timeline";

type Channel = AutomationTimelineEntry["channel"];

const CHANNELS: Record<"EMAIL" | "SMS" | "NONE", { icon: LucideIcon; label: string }> = {
  EMAIL: { icon: Mail, label: "E-mail" },
  SMS: { icon: MessageSquare, label: "Text message" },
  NONE: { icon: Workflow, label: "Action" },
};
const channelOf = (channel: Channel) => CHANNELS[channel ?? "NONE"];

type PastStatus = Exclude<AutomationTimelineEntry["status"], "SCHEDULED">;

const OUTCOMES: Record<
  PastStatus,
  { icon: LucideIcon; badge: "success" | "warning" | "danger"; ring: string; detail: string }
> = {
  SUCCESS: {
    icon: CircleCheck,
    badge: "success",
    ring: "bg-green-50 text-green-700 ring-green-200",
    detail: "text-muted-foreground",
  },
  SKIPPED: {
    icon: CircleSlash,
    badge: "warning",
    ring: "bg-amber-50 text-amber-700 ring-amber-200",
    detail: "text-amber-800",
  },
  FAILED: {
    icon: CircleX,
    badge: "danger",
    ring: "bg-red-50 text-red-700 ring-red-200",
    detail: "text-red-700",
  },
};

function outcomeLabel(entry: AutomationTimelineEntry): string {
  if (entry.status === "SKIPPED") return "Skipped";
  if (entry.status === "FAILED") return "Failed";
  return entry.channel ? "Sent" : "Done";
}

/** The vertical line joining one entry's icon to the next. */
function Connector({ last }: { last: boolean }) {
  return last ? null : <span aria-hidden="true" className="absolute top-9 bottom-0 left-4 w-px bg-border" />;
}

function UpcomingEntry({ entry, now, last }: { entry: AutomationTimelineEntry; now: number; last: boolean }) {
  const dates = useAutomationDates();
  const channel = channelOf(entry.channel);
  const Icon = channel.icon;
  const at = entry.scheduledFor ? Date.parse(entry.scheduledFor) : Number.NaN;
  const known = Number.isFinite(at) && entry.scheduledFor;
  const when = !known ? "Waiting to run" : at <= now ? "Due now" : relativeTo(at, now);
  return (
    <li className="relative flex gap-3 pb-4 last:pb-0">
      <Connector last={last} />
      <span className="relative flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-700 ring-1 ring-blue-200">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1 space-y-0.5 pt-0.5">
        <p className="text-sm font-medium break-words">
          {entry.automationName}
          <span className="sr-only">, {channel.label}</span>
        </p>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Clock aria-hidden="true" className="size-3.5 shrink-0" />
          <span>
            <span className="sr-only">Scheduled </span>
            <span className="font-medium text-foreground">{when}</span>
            {known ? (
              <>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                <time dateTime={entry.scheduledFor ?? undefined} className="tabular-nums">
                  {dates.moment(entry.scheduledFor as string)}
                </time>
              </>
            ) : null}
          </span>
        </p>
      </div>
    </li>
  );
}

function PastEntry({ entry, now, last }: { entry: AutomationTimelineEntry; now: number; last: boolean }) {
  const dates = useAutomationDates();
  const outcome = OUTCOMES[entry.status as PastStatus] ?? OUTCOMES.SUCCESS;
  const Icon = outcome.icon;
  const label = outcomeLabel(entry);
  const at = entry.executedAt ?? entry.scheduledFor;
  const time = at ? Date.parse(at) : Number.NaN;
  // Sent: what it sent or did. Skipped or failed: why (and, for a failure, what it tried to send).
  const detail = entry.status === "SUCCESS" ? entry.summary : entry.reason;
  const tried = entry.status === "FAILED" ? entry.summary : null;
  return (
    <li className="relative flex gap-3 pb-4 last:pb-0">
      <Connector last={last} />
      <span
        className={cn(
          "relative flex size-8 shrink-0 items-center justify-center rounded-full ring-1",
          outcome.ring,
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1 space-y-0.5 pt-0.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="text-sm font-medium break-words">{entry.automationName}</p>
          <Badge variant={outcome.badge}>
            <span className="sr-only">: </span>
            {label}
          </Badge>
        </div>
        {detail ? <p className={cn("text-sm break-words", outcome.detail)}>{detail}</p> : null}
        {tried ? <p className="text-sm break-words text-muted-foreground">{tried}</p> : null}
        {at && Number.isFinite(time) ? (
          <p className="text-xs text-muted-foreground">
            {relativeTo(Math.min(time, now), now)}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <time dateTime={at} className="tabular-nums">
              {dates.moment(at)}
            </time>
          </p>
        ) : null}
      </div>
    </li>
  );
}

const HISTORY_PAGE = 5;

function TimelineSection({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  // Screen readers hear the count from the list itself ("list, 2 items"), so the chip is visual only.
  return (
    <div className="space-y-3">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        {title}
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 tabular-nums"
          >
            {count}
          </span>
        ) : null}
      </h4>
      {count === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : children}
    </div>
  );
}

function TimelineBody({ entries, fetchedAt }: { entries: AutomationTimelineEntry[]; fetchedAt: number }) {
  // The minute tick keeps "in 3 days" true; the fetch time keeps a fresh entry from reading as future.
  const now = Math.max(useNow(), fetchedAt);
  const [shown, setShown] = useState(HISTORY_PAGE);
  const upcoming = entries.filter((e) => e.status === "SCHEDULED");
  const past = entries.filter((e) => e.status !== "SCHEDULED");
  const visible = past.slice(0, shown);
  return (
    <div className="space-y-6">
      <TimelineSection title="Up next" count={upcoming.length} empty="Nothing is scheduled.">
        <ol aria-label="Upcoming automations">
          {upcoming.map((entry, index) => (
            <UpcomingEntry key={entry.id} entry={entry} now={now} last={index === upcoming.length - 1} />
          ))}
        </ol>
      </TimelineSection>
      <TimelineSection title="History" count={past.length} empty="Nothing has run yet.">
        <ol aria-label="Automation history">
          {visible.map((entry, index) => (
            <PastEntry key={entry.id} entry={entry} now={now} last={index === visible.length - 1} />
          ))}
        </ol>
        {past.length > shown ? (
          <Button
            variant="outline"
            size="sm"
            className="w-full"
            onClick={() => setShown((n) => n + HISTORY_PAGE * 2)}
          >
            Show more ({past.length - shown} older)
          </Button>
        ) : null}
      </TimelineSection>
    </div>
  );
}

/** Shaped like the entries: a heading, then icon and two lines per row. */
function TimelineSkeleton() {
  return (
    <output aria-label="Loading automations" className="block space-y-4">
      <Skeleton className="h-4 w-20" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2 pt-0.5">
            <Skeleton className="h-4 w-48 max-w-full" />
            <Skeleton className="h-3 w-36 max-w-full" />
          </div>
        </div>
      ))}
    </output>
  );
}

export function ProjectAutomationTimeline({ projectId }: { projectId: string }) {
  const timeline = useAutomationTimeline(projectId);
  const { zone } = useAutomationDates();
  const entries = timeline.data ?? [];
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId}>Automations</CardTitle>
          <CardDescription>
            What was sent for this project and what is next. Times in {timeZoneLabel(zone)}.
          </CardDescription>
          {entries.length > 0 ? (
            <CardAction>
              <Button variant="ghost" size="sm" asChild>
                <Link href="/automations">Manage</Link>
              </Button>
            </CardAction>
          ) : null}
        </CardHeader>
        <CardContent>
          {timeline.isPending ? (
            <TimelineSkeleton />
          ) : timeline.isError ? (
            <SectionError
              message="The automations for this project could not be loaded. Check your connection and try again."
              onRetry={() => void timeline.refetch()}
              retrying={timeline.isFetching}
            />
          ) : entries.length === 0 ? (
            <EmptyState
              compact
              icon={Workflow}
              title="No automations have run for this project yet."
              action={
                <Button size="sm" variant="outline" asChild>
                  <Link href="/automations">Set up automations</Link>
                </Button>
              }
            >
              When this project enters a stage with automations, what they send and when will show here.
            </EmptyState>
          ) : (
            <TimelineBody entries={entries} fetchedAt={timeline.dataUpdatedAt} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
