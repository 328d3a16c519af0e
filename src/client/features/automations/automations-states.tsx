import { Zap } from "lucide-react";
import { AddButton, EmptyState, type EmptyStateProps } from "@/components/empty-state";
import { ErrorState, type RetryProps } from "@/components/error-state";
import { type Bones, CardsSkeleton, cardHeadBones } from "@/components/list-skeleton";
import { Skeleton } from "@/components/ui/skeleton";

/** An automation card: its icon, name and timing beside the switch, then its badges. */
const AUTOMATION_CARD: readonly Bones[] = [
  cardHeadBones("h-5 w-9 rounded-full", "size-9 rounded-lg"),
  { row: ["h-5 w-14", "h-5 w-16"], className: "gap-2" },
];

/** Loading: cards shaped like automation cards, under a group heading. */
export function AutomationsListSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <span className="sr-only">Loading automations</span>
      <Skeleton className="h-9 w-full max-w-xs" />
      <Skeleton className="h-5 w-32" />
      <CardsSkeleton count={4} card={AUTOMATION_CARD} className="lg:grid-cols-2" />
    </div>
  );
}

/** A sentence of what goes here and, where it helps, the button that fills it; a lightning bolt unless told. */
export function AutomationsEmptyState({
  icon = Zap,
  ...props
}: Omit<EmptyStateProps, "icon"> & Partial<Pick<EmptyStateProps, "icon">>) {
  return <EmptyState icon={icon} className="py-10 sm:py-14" {...props} />;
}

export function NoAutomationsYet({ onCreate }: { onCreate: () => void }) {
  return (
    <AutomationsEmptyState
      title="No automations yet"
      action={<AddButton onClick={onCreate}>Create First Automation</AddButton>}
    >
      Send a thank-you when a deposit is paid, a reminder a week before the wedding, or move a project to
      Booked the moment the proposal is signed. Set it up once and it runs on its own.
    </AutomationsEmptyState>
  );
}

export function AutomationsErrorState({ message, ...props }: RetryProps & { message: string }) {
  return (
    <ErrorState
      title={message}
      description="We couldn't load this page's data. Check your connection and try again."
      {...props}
    />
  );
}
