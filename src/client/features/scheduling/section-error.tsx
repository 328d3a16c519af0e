import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** A section that could not load: what is missing in plain words, and another try. */
export function SectionError({
  message,
  onRetry,
  retrying,
  className,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50/50 p-4 text-sm",
        className,
      )}
    >
      <p className="text-foreground">{message} Check your connection and try again.</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
        {retrying ? "Trying again..." : "Try again"}
      </Button>
    </div>
  );
}
