import { type LucideIcon, Plus, Zap } from "lucide-react";
import type { ReactNode } from "react";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** Loading: cards shaped like automation cards, under a group heading. */
export function AutomationsListSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <span className="sr-only">Loading automations</span>
      <Skeleton className="h-9 w-full max-w-xs" />
      <Skeleton className="h-5 w-32" />
      <ul className="grid gap-3 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
          <li key={i} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
            <div className="flex items-start gap-3">
              <Skeleton className="size-9 rounded-lg" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-3/5" />
                <Skeleton className="h-3 w-2/5" />
              </div>
              <Skeleton className="h-5 w-9 rounded-full" />
            </div>
            <div className="flex gap-2">
              <Skeleton className="h-5 w-14" />
              <Skeleton className="h-5 w-16" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface EmptyStateProps {
  title: string;
  children: ReactNode;
  icon?: LucideIcon;
  action?: ReactNode;
}

/** A sentence of what goes here and, where it helps, the button that fills it (DESIGN). */
export function AutomationsEmptyState({ title, children, icon: Icon = Zap, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-10 text-center sm:py-14">
      <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary-solid">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-base font-semibold">{title}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{children}</p>
      {action}
    </div>
  );
}

export function NoAutomationsYet({ onCreate }: { onCreate: () => void }) {
  return (
    <AutomationsEmptyState
      title="No automations yet"
      action={
        <Button onClick={onCreate}>
          <Plus aria-hidden="true" />
          Create First Automation
        </Button>
      }
    >
      Send a thank-you when a deposit is paid, a reminder a week before the wedding, or move a project to
      Booked the moment the proposal is signed. Set it up once and it runs on its own.
    </AutomationsEmptyState>
  );
}

export function AutomationsErrorState({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <ErrorState
      title={message}
      description="We couldn't load this page's data. Check your connection and try again."
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
