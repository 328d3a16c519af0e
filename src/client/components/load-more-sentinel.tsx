/**
 * The end of a paged list: scrolling it into view loads the next page (IntersectionObserver), and a
 * "Load more" button does the same for the keyboard, for browsers without the observer, and after a
 * page failed to load (then nothing loads by itself, so a broken server is not asked again and again).
 */
import { Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

interface LoadMoreSentinelProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last attempt at the next page failed. */
  failed?: boolean;
  onLoadMore: () => void;
  /** The button's text, e.g. "Load more clients". */
  label?: string;
  /** Load as the sentinel scrolls into view; off where several lists share a page. */
  auto?: boolean;
  className?: string;
}

export function LoadMoreSentinel({
  hasNextPage,
  isFetchingNextPage,
  failed = false,
  onLoadMore,
  label = "Load more",
  auto = true,
  className,
}: LoadMoreSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;

  // Observed anew after each page: a sentinel still in view after a short page asks for the next one.
  useEffect(() => {
    const node = ref.current;
    if (!auto || failed || !hasNextPage || isFetchingNextPage || !node) return;
    if (typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto, failed, hasNextPage, isFetchingNextPage]);

  if (!hasNextPage && !isFetchingNextPage) return null;
  return (
    <div
      ref={ref}
      className={cn("flex flex-col items-center gap-2 pt-1 text-sm text-muted-foreground", className)}
    >
      <output aria-live="polite" className={failed ? undefined : "sr-only"}>
        {isFetchingNextPage ? "Loading more…" : failed ? "The next page could not be loaded." : ""}
      </output>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => {
          if (!isFetchingNextPage) onLoadMore();
        }}
        aria-disabled={isFetchingNextPage || undefined}
      >
        {isFetchingNextPage ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {failed ? "Try again" : label}
      </Button>
    </div>
  );
}
