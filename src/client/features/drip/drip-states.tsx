import { AlertTriangle, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** Loading: rows shaped like the sequence (a switch, a day badge, a subject, a button). */
export function SequenceSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading email templates" className="divide-y">
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
        <li key={i} className="flex items-center gap-3 px-4 py-3.5">
          <Skeleton className="size-4 rounded-sm" />
          <Skeleton className="h-5 w-14" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="size-8" />
        </li>
      ))}
    </ul>
  );
}

/** The load failure card. */
export function EmailsLoadFailure({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="border-red-200">
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <div className="flex size-11 items-center justify-center rounded-full bg-red-50 text-red-600">
          <AlertTriangle aria-hidden="true" className="size-5" />
        </div>
        <div className="space-y-1">
          <h2 className="font-semibold">Unable to load email templates</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            We couldn't reach the server. Your campaign settings are safe; try again in a moment.
          </p>
        </div>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}
