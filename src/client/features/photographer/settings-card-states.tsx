import { AlertTriangle, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** Loading state of an integrations card: two lines of text and its button. */
export function SettingsCardSkeleton({
  label,
  buttonClassName = "w-40",
}: {
  label: string;
  buttonClassName?: string;
}) {
  return (
    <div className="grid gap-3">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-4 w-full max-w-md" />
      <Skeleton className="h-4 w-2/3 max-w-sm" />
      <Skeleton className={`mt-1 h-9 ${buttonClassName}`} />
    </div>
  );
}

/** Error state of an integrations card: what could not be loaded, and a way to try again. */
export function SettingsCardError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50/50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <p className="text-sm text-red-900">{message}</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying} className="w-full sm:w-fit">
        <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
        {retrying ? "Retrying..." : "Try again"}
      </Button>
    </div>
  );
}
