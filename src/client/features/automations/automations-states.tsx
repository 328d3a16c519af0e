import { Check, LoaderCircle, Plus, Sparkles, Zap } from "lucide-react";
import { EmptyState, type EmptyStateProps } from "@/components/empty-state";
import { ErrorState, type RetryProps } from "@/components/error-state";
import { type Bones, CardsSkeleton, cardHeadBones } from "@/components/list-skeleton";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAddStarterAutomations } from "@/hooks/use-starter-automations";
import { STARTER_AUTOMATIONS } from "../../../shared/starter-automations";

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

/**
 * Nothing yet: the recommended starter set in one click, listed first so the photographer knows what it
 * adds (each can be switched off afterwards), or an automation of their own.
 */
export function NoAutomationsYet({ onCreate }: { onCreate: () => void }) {
  const starter = useAddStarterAutomations();
  return (
    <AutomationsEmptyState
      title="No automations yet"
      action={
        <>
          <div className="w-full max-w-md rounded-lg border bg-muted/40 p-4 text-left">
            <p id="starter-set-heading" className="text-sm font-medium">
              Recommended starter automations
            </p>
            <ul aria-labelledby="starter-set-heading" className="mt-2 grid gap-1.5 text-sm">
              {STARTER_AUTOMATIONS.map((automation) => (
                <li key={automation.key} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                  <span>
                    <span className="font-medium">{automation.name}.</span>{" "}
                    <span className="text-muted-foreground">{automation.description}</span>
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-muted-foreground">
              Added for every project type from your own stages. Switch any of them off here later.
            </p>
          </div>
          <Button disabled={starter.isPending} onClick={() => starter.mutate()}>
            {starter.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Sparkles aria-hidden="true" />
            )}
            {starter.isPending ? "Adding..." : "Add starter automations"}
          </Button>
          <Button variant="outline" onClick={onCreate}>
            <Plus aria-hidden="true" />
            Create First Automation
          </Button>
        </>
      }
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
