import { CloudOff, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** The overview could not load: say so plainly and offer another try. */
export function DashboardError({
  onRetry,
  retrying,
  stale,
}: {
  onRetry: () => void;
  retrying: boolean;
  /** An older answer is still on screen: a slim notice above it rather than a card in its place. */
  stale: boolean;
}) {
  const retry = (
    <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
      <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
      {retrying ? "Trying again..." : "Try again"}
    </Button>
  );
  if (stale) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50/60 px-4 py-2 text-sm"
      >
        <span>We couldn't refresh your dashboard. What you see may be out of date.</span>
        {retry}
      </div>
    );
  }
  return (
    <Card role="alert" className="items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-red-50 text-red-600">
        <CloudOff aria-hidden="true" className="size-5" />
      </span>
      <h2 className="text-base font-semibold">We couldn't load your dashboard</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Your schedule, projects and messages are safe. Check your connection and try again.
      </p>
      {retry}
    </Card>
  );
}
