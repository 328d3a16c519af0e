/**
 * The studio's latest events as a timeline, with times relative to now: the same activity feed as the
 * project page's Activity card, across every project and client.
 */
import { History } from "lucide-react";
import { Link } from "wouter";
import { activityStyleOf } from "@/components/activity-styles";
import { cn } from "@/lib/utils";
import type { RecentActivity as ActivityEntry } from "../../../shared/dashboard";
import { dateTimeOf, relativeTime } from "./dashboard-format";
import { EmptyLine, RowsSkeleton, SectionCard } from "./dashboard-section";

/** Where an entry leads: its project, else (an e-mail or a proposal without one) its client. */
function SubjectLink({ entry }: { entry: ActivityEntry }) {
  const className = "truncate text-sm text-primary-solid hover:underline";
  if (entry.projectId) {
    return (
      <Link href={`/projects/${entry.projectId}`} className={className}>
        {entry.projectTitle}
      </Link>
    );
  }
  if (entry.clientId) {
    return (
      <Link href={`/clients/${entry.clientId}`} className={className}>
        {entry.clientName || "Client"}
      </Link>
    );
  }
  return null;
}

export function RecentActivity({ activity, zone }: { activity: ActivityEntry[] | undefined; zone: string }) {
  return (
    <SectionCard id="dashboard-activity" title="Recent activity" icon={History}>
      {!activity ? (
        <RowsSkeleton rows={4} label="Loading recent activity" />
      ) : activity.length === 0 ? (
        <EmptyLine icon={History}>No activity yet. New projects and stage moves will show up here.</EmptyLine>
      ) : (
        <ol aria-label="Recent activity">
          {activity.map((entry, index) => {
            const { icon: Icon, label, className } = activityStyleOf(entry);
            return (
              <li key={entry.id} className="relative flex gap-3 pb-5 last:pb-0">
                {index < activity.length - 1 ? (
                  <span aria-hidden="true" className="absolute top-8 bottom-0 left-3.5 w-px bg-border" />
                ) : null}
                <span
                  className={cn(
                    "relative flex size-7 shrink-0 items-center justify-center rounded-full ring-1",
                    className,
                  )}
                >
                  <Icon aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{label}</span>
                </span>
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <div className="flex items-baseline justify-between gap-3">
                    <p className="min-w-0 text-sm font-medium break-words">{entry.title}</p>
                    <time
                      dateTime={entry.createdAt}
                      title={dateTimeOf(entry.createdAt, zone)}
                      className="shrink-0 text-xs text-muted-foreground"
                    >
                      {relativeTime(entry.createdAt)}
                    </time>
                  </div>
                  <SubjectLink entry={entry} />
                  {entry.description ? (
                    <p className="line-clamp-2 text-sm break-words text-muted-foreground">
                      {entry.description}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </SectionCard>
  );
}
