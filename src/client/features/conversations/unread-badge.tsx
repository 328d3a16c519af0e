import { cn } from "@/lib/utils";

/** A client's unread messages beside their name: a dot with the figure, read out as "2 unread". */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        "inline-flex h-5 min-w-5 shrink-0 items-center justify-center gap-1 rounded-full bg-primary-solid px-1.5 text-xs font-medium text-primary-foreground tabular-nums",
        className,
      )}
    >
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{count.toLocaleString("en-US")} unread</span>
    </span>
  );
}
