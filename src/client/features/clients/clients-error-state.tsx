import { AlertTriangle, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The list could not be loaded: say so plainly and offer another try. */
export function ClientsErrorState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50/50 px-6 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700">
        <AlertTriangle aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-base font-semibold">We couldn't load your clients</h3>
      <p className="max-w-sm text-sm text-muted-foreground">
        Something went wrong while fetching the list. Check your connection and try again.
      </p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
        {retrying ? "Retrying..." : "Retry"}
      </Button>
    </div>
  );
}
