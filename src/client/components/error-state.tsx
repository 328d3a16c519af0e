/**
 * The one card for "this could not be loaded": a red panel that says what failed, why it may have, and a
 * Retry that spins while the next try is on its way. Every list and page uses it, and a section inside a
 * card uses it `compact` (one line beside the button), so failures look alike.
 */
import { AlertTriangle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export const LIST_LOAD_FAILED =
  "Something went wrong while fetching the list. Check your connection and try again.";

/** What a failed section hands its error card: another try, and whether one is under way. */
export interface RetryProps {
  onRetry: () => void;
  retrying: boolean;
}

export interface ErrorStateProps extends RetryProps {
  title: ReactNode;
  /**
   * The sentence under the title; a paragraph of its own unless `children` replaces it. Compact cards
   * have none unless given, and run it on after the title.
   */
  description?: ReactNode;
  children?: ReactNode;
  /** The title's element, so it fits the page's heading outline. */
  titleAs?: "h1" | "h2" | "h3" | "p";
  retryLabel?: string;
  /** The button's words while the next try is on its way. */
  retryingLabel?: string;
  /** Another way out beside Retry (back to the list). */
  action?: ReactNode;
  /** One line inside a section: the message beside a small button. */
  compact?: boolean;
  className?: string;
}

/** The one Retry button: it spins and says so while the next try is on its way. */
export function RetryButton({
  onRetry,
  retrying,
  retryLabel = "Retry",
  retryingLabel = "Retrying...",
  compact = false,
  variant = "outline",
}: RetryProps & {
  retryLabel?: string;
  retryingLabel?: string;
  compact?: boolean;
  /** Outline beside a message; filled where it is the one way on (a page of its own). */
  variant?: "outline" | "default";
}) {
  return (
    <Button variant={variant} size={compact ? "sm" : "default"} onClick={onRetry} disabled={retrying}>
      <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
      {retrying ? retryingLabel : retryLabel}
    </Button>
  );
}

/** Both looks share the red frame; the panel stands centred on its own, the compact line sits in a section. */
const FRAME = {
  panel: "items-center rounded-xl bg-red-50/50 px-6 py-12 text-center",
  compact:
    "items-start rounded-lg bg-red-50/60 p-4 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between",
} as const;

export function ErrorState(props: ErrorStateProps) {
  const { title, children, action, compact = false, className } = props;
  // A compact line has no sentence of its own unless given; a panel says what to try.
  const description =
    props.description === undefined ? (compact ? null : LIST_LOAD_FAILED) : props.description;
  const Title = props.titleAs ?? (compact ? "p" : "h3");
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col gap-3 border border-red-200",
        FRAME[compact ? "compact" : "panel"],
        className,
      )}
    >
      {compact ? (
        <span className="flex items-start gap-2">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <Title>
            {title}
            {description ? <> {description}</> : null}
          </Title>
        </span>
      ) : (
        <>
          <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700">
            <AlertTriangle aria-hidden="true" className="size-6" />
          </span>
          <Title className="text-base font-semibold">{title}</Title>
          {children ??
            (description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null)}
        </>
      )}
      <span className="flex flex-wrap justify-center gap-2">
        <RetryButton {...props} />
        {action}
      </span>
    </div>
  );
}
