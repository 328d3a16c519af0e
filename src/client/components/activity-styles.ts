/**
 * How an activity feed entry looks (src/shared/activity.ts): its icon, what a screen reader calls it
 * and its colours. The project page's Activity card and the dashboard's Recent activity show the same
 * feed, so they draw it the same way.
 */
import {
  Activity,
  ArrowRightLeft,
  CalendarCheck,
  ClipboardCheck,
  CreditCard,
  FileText,
  FolderPlus,
  type LucideIcon,
  Mail,
  MessageSquareText,
  Pencil,
} from "lucide-react";
import type { ActivityEntry, ActivityKind } from "../../shared/activity";

export interface ActivityStyle {
  icon: LucideIcon;
  label: string;
  className: string;
}

const KIND_STYLES: Record<Exclude<ActivityKind, "project">, ActivityStyle> = {
  stage: {
    icon: ArrowRightLeft,
    label: "Stage change",
    className: "bg-violet-50 text-violet-700 ring-violet-200",
  },
  email: { icon: Mail, label: "E-mail", className: "bg-blue-50 text-blue-700 ring-blue-200" },
  sms: { icon: MessageSquareText, label: "Text message", className: "bg-sky-50 text-sky-700 ring-sky-200" },
  proposal: { icon: FileText, label: "Proposal", className: "bg-amber-50 text-amber-700 ring-amber-200" },
  payment: {
    icon: CreditCard,
    label: "Payment",
    className: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  },
  questionnaire: {
    icon: ClipboardCheck,
    label: "Questionnaire",
    className: "bg-cyan-50 text-cyan-700 ring-cyan-200",
  },
  booking: {
    icon: CalendarCheck,
    label: "Booking",
    className: "bg-indigo-50 text-indigo-700 ring-indigo-200",
  },
};

/** The project's own entries: its creation, its edits and anything else noted on it. */
const PROJECT_STYLES = {
  created: { icon: FolderPlus, label: "Created", className: "bg-green-50 text-green-700 ring-green-200" },
  edited: { icon: Pencil, label: "Edit", className: "bg-slate-100 text-slate-700 ring-slate-200" },
  other: { icon: Activity, label: "Activity", className: "bg-slate-100 text-slate-600 ring-slate-200" },
} satisfies Record<string, ActivityStyle>;

export function activityStyleOf(entry: Pick<ActivityEntry, "kind" | "action">): ActivityStyle {
  if (entry.kind !== "project") return KIND_STYLES[entry.kind] ?? PROJECT_STYLES.other;
  if (entry.action === "CREATED") return PROJECT_STYLES.created;
  if (entry.action === "UPDATED") return PROJECT_STYLES.edited;
  return PROJECT_STYLES.other;
}
