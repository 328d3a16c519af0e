/**
 * The one card for "this could not be loaded": a red panel that says what failed, why it may have, and a
 * Retry that spins while the next try is on its way. Every list and page uses it, so failures look alike.
 */
import { AlertTriangle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export const LIST_LOAD_FAILED =
  "Something went wrong while fetching the list. Check your connection and try again.";

export interface ErrorStateProps {
  title: ReactNode;
  /** The sentence under the title; a paragraph of its own unless `children` replaces it. */
  description?: ReactNode;
  children?: ReactNode;
  onRetry: () => void;
  retrying: boolean;
  /** The title's element, so it fits the page's heading outline. */
  titleAs?: "h2" | "h3" | "p";
  retryLabel?: string;
  className?: string;
}

export function ErrorState({
  title,
  description = LIST_LOAD_FAILED,
  children,
  onRetry,
  retrying,
  titleAs: Title = "h3",
  retryLabel = "Retry",
  className,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50/50 px-6 py-12 text-center",
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700">
        <AlertTriangle aria-hidden="true" className="size-6" />
      </span>
      <Title className="text-base font-semibold">{title}</Title>
      {children ??
        (description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null)}
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
        {retrying ? "Retrying..." : retryLabel}
      </Button>
    </div>
  );
}
