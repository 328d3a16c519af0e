/**
 * The one calm "nothing here" panel: an icon, what goes here, and the button that fills it. Whole lists
 * use it full size; a section inside a card uses it `compact`. Pages use it as well for a calm message of
 * the same shape (a record not found, a signed proposal), so every such message looks alike.
 */
import { type LucideIcon, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

const TONES = {
  brand: "bg-blue-50 text-primary-solid",
  neutral: "bg-slate-100 text-slate-500",
  success: "bg-green-50 text-green-700",
} as const;

export interface EmptyStateProps {
  icon: LucideIcon;
  title: ReactNode;
  /** The sentence under the title: what goes here, or why nothing is. */
  children?: ReactNode;
  /** The button (or buttons) that fill the list or lead on. */
  action?: ReactNode;
  /** The icon's tint: the brand colour invites, the neutral one (a search with no match) does not. */
  tone?: keyof typeof TONES;
  /** The title's element, so it fits the page's heading outline. */
  titleAs?: "h1" | "h2" | "h3" | "p";
  /** A section inside a card: a smaller icon, title and frame. */
  compact?: boolean;
  className?: string;
}

export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  tone,
  titleAs,
  compact = false,
  className,
}: EmptyStateProps) {
  const Title = titleAs ?? (compact ? "p" : "h3");
  return (
    <div
      className={cn(
        "flex flex-col items-center border border-dashed text-center",
        compact ? "gap-2 rounded-lg px-4 py-8" : "gap-3 rounded-xl bg-card px-6 py-12 sm:py-16",
        className,
      )}
    >
      <span
        className={cn(
          "flex items-center justify-center rounded-full",
          compact ? "size-10" : "size-12",
          TONES[tone ?? (compact ? "neutral" : "brand")],
        )}
      >
        <Icon aria-hidden="true" className={compact ? "size-5" : "size-6"} />
      </span>
      <Title className={compact ? "text-sm font-medium" : "text-base font-semibold"}>{title}</Title>
      {children ? <p className="max-w-sm text-sm text-muted-foreground">{children}</p> : null}
      {action ? (
        <div className={cn("flex flex-wrap justify-center gap-2", compact ? "mt-2" : "mt-1")}>{action}</div>
      ) : null}
    </div>
  );
}

/** The button that fills an empty list: a plus, then what it adds ("Create your first package"). */
export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" />
      {children}
    </Button>
  );
}
