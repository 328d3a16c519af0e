import { History } from "lucide-react";
import { useState } from "react";
import { activityStyleOf } from "@/components/activity-styles";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/hooks/use-auth";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { cn } from "@/lib/utils";
import { DEFAULT_TIMEZONE } from "../../../shared/auth";
import type { ProjectActivity } from "../../../shared/projects";
import { timeZoneLabel } from "../../../shared/time-zone";

function ActivityEntry({ activity, last }: { activity: ProjectActivity; last: boolean }) {
  const dates = useStudioDates();
  const style = activityStyleOf(activity);
  const Icon = style.icon;
  return (
    <li className="relative flex gap-3 pb-5 last:pb-0">
      {last ? null : <span aria-hidden="true" className="absolute top-9 bottom-0 left-4 w-px bg-border" />}
      <span
        className={cn(
          "relative flex size-8 shrink-0 items-center justify-center rounded-full ring-1",
          style.className,
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{style.label}</span>
      </span>
      <div className="min-w-0 flex-1 space-y-1 pt-0.5">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
          <p className="text-sm font-medium break-words">{activity.title}</p>
          <time dateTime={activity.createdAt} className="shrink-0 text-xs text-muted-foreground tabular-nums">
            {dates.dateTime(activity.createdAt)}
          </time>
        </div>
        {activity.description ? (
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
            {activity.description}
          </p>
        ) : null}
      </div>
    </li>
  );
}

const PAGE = 10;

/**
 * The project's history from the activity feed (stage moves, edits, e-mails and texts sent, proposals,
 * payments, questionnaires, bookings), newest first, with times in the studio's zone on a 24-hour clock.
 */
export function ProjectActivityTimeline({ activities }: { activities: ProjectActivity[] }) {
  const { user } = useAuth();
  const zone = user?.timezone ?? DEFAULT_TIMEZONE;
  const [shown, setShown] = useState(PAGE);
  const visible = activities.slice(0, shown);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity</CardTitle>
        <CardDescription>
          Stage moves, edits and everything sent, newest first. Times in {timeZoneLabel(zone)}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {activities.length === 0 ? (
          <EmptyState compact icon={History} title="No activity yet">
            Stage moves, messages, proposals, payments and bookings for this project will be listed here as
            they happen.
          </EmptyState>
        ) : (
          <>
            <ol aria-label="Project activity">
              {visible.map((activity, index) => (
                <ActivityEntry key={activity.id} activity={activity} last={index === visible.length - 1} />
              ))}
            </ol>
            {activities.length > shown ? (
              <Button
                variant="outline"
                size="sm"
                className="mt-5 w-full"
                onClick={() => setShown((n) => n + PAGE * 2)}
              >
                Show more ({activities.length - shown} older)
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
