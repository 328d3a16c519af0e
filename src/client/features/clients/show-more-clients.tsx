import { LoadMoreSentinel } from "@/components/load-more-sentinel";

interface ShowMoreClientsProps {
  /** Clients loaded so far. */
  shown: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  failed: boolean;
  onShowMore: () => void;
}

/** Under a long list: how many are loaded, and the next page as the list is scrolled (or on a click). */
export function ShowMoreClients({
  shown,
  hasNextPage,
  isFetchingNextPage,
  failed,
  onShowMore,
}: ShowMoreClientsProps) {
  if (!hasNextPage && !isFetchingNextPage) return null;
  return (
    <div className="grid gap-1 pt-1 text-center text-sm text-muted-foreground">
      <p>Showing the newest {shown.toLocaleString("en-US")} clients</p>
      <LoadMoreSentinel
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        failed={failed}
        onLoadMore={onShowMore}
        label="Load more clients"
      />
    </div>
  );
}
