import {
  Activity,
  ArrowRightLeft,
  CircleCheck,
  ClipboardList,
  FileText,
  FolderPlus,
  History,
  type LucideIcon,
  Mail,
  Pencil,
} from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/hooks/use-auth";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { cn } from "@/lib/utils";
import { DEFAULT_TIMEZONE } from "../../../shared/auth";
import type { ProjectActivity } from "../../../shared/projects";

interface ActivityStyle {
  icon: LucideIcon;
  label: string;
  className: string;
}

const STYLES = {
  stage: {
    icon: ArrowRightLeft,
    label: "Stage change",
    className: "bg-violet-50 text-violet-700 ring-violet-200",
  },
  created: { icon: FolderPlus, label: "Created", className: "bg-green-50 text-green-700 ring-green-200" },
  status: { icon: CircleCheck, label: "Status change", className: "bg-blue-50 text-blue-700 ring-blue-200" },
  edited: { icon: Pencil, label: "Edit", className: "bg-slate-100 text-slate-700 ring-slate-200" },
  proposal: { icon: FileText, label: "Proposal", className: "bg-amber-50 text-amber-700 ring-amber-200" },
  questionnaire: {
    icon: ClipboardList,
    label: "Questionnaire",
    className: "bg-cyan-50 text-cyan-700 ring-cyan-200",
  },
  message: { icon: Mail, label: "Message", className: "bg-blue-50 text-blue-700 ring-blue-200" },
  other: { icon: Activity, label: "Activity", className: "bg-slate-100 text-slate-600 ring-slate-200" },
} satisfies Record<string, ActivityStyle>;

/** Which kind of entry this is, from its action and type (e.g. STAGE_CHANGED, PROJECT_CREATED). */
function styleOf(activity: ProjectActivity): ActivityStyle {
  const words = `${activity.action} ${activity.activityType}`.toLowerCase();
  if (/stage|move/.test(words)) return STYLES.stage;
  if (/creat/.test(words)) return STYLES.created;
  if (/status/.test(words)) return STYLES.status;
  if (/proposal|estimate|sign|pay/.test(words)) return STYLES.proposal;
  if (/questionnaire/.test(words)) return STYLES.questionnaire;
  if (/email|sms|message/.test(words)) return STYLES.message;
  if (/updat|edit|change/.test(words)) return STYLES.edited;
  return STYLES.other;
}

function ActivityEntry({ activity, last }: { activity: ProjectActivity; last: boolean }) {
  const dates = useStudioDates();
  const style = styleOf(activity);
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

/** The project's history, newest first, with times in the studio's zone on a 24-hour clock. */
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
          Stage moves, edits and everything sent, newest first. Times in {zone}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {activities.length === 0 ? (
          <EmptyState compact icon={History} title="No activity yet">
            Stage moves, edits and proposals for this project will be listed here as they happen.
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
