/** The studio's latest project activity as a timeline, with times relative to now. */
import { Activity, ArrowRightLeft, FileText, FolderPlus, History, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { cn } from "@/lib/utils";
import type { RecentActivity as ActivityEntry } from "../../../shared/dashboard";
import { dateTimeOf, relativeTime } from "./dashboard-format";
import { EmptyLine, RowsSkeleton, SectionCard } from "./dashboard-section";

interface EntryStyle {
  icon: LucideIcon;
  className: string;
}

const STYLES = {
  stage: { icon: ArrowRightLeft, className: "bg-violet-50 text-violet-700 ring-violet-200" },
  created: { icon: FolderPlus, className: "bg-green-50 text-green-700 ring-green-200" },
  proposal: { icon: FileText, className: "bg-amber-50 text-amber-700 ring-amber-200" },
  other: { icon: Activity, className: "bg-slate-100 text-slate-600 ring-slate-200" },
} satisfies Record<string, EntryStyle>;

function styleOf(entry: ActivityEntry): EntryStyle {
  const words = `${entry.action} ${entry.title}`.toLowerCase();
  if (/stage|move/.test(words)) return STYLES.stage;
  if (/creat/.test(words)) return STYLES.created;
  if (/proposal|estimate|sign|pay/.test(words)) return STYLES.proposal;
  return STYLES.other;
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
            const { icon: Icon, className } = styleOf(entry);
            return (
              <li key={entry.id} className="relative flex gap-3 pb-5 last:pb-0">
                {index < activity.length - 1 ? (
                  <span aria-hidden="true" className="absolute top-8 bottom-0 left-3.5 w-px bg-border" />
                ) : null}
                <span
                  aria-hidden="true"
                  className={cn(
                    "relative flex size-7 shrink-0 items-center justify-center rounded-full ring-1",
                    className,
                  )}
                >
                  <Icon className="size-3.5" />
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
                  <Link
                    href={`/projects/${entry.projectId}`}
                    className="truncate text-sm text-primary-solid hover:underline"
                  >
                    {entry.projectTitle}
                  </Link>
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
