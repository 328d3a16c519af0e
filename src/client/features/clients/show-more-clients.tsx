import { Button } from "@/components/ui/button";

interface ShowMoreClientsProps {
  shown: number;
  total: number;
  pageSize: number;
  onShowMore: () => void;
}

/** Under a long list: how many are shown, and a button for the next page of them. */
export function ShowMoreClients({ shown, total, pageSize, onShowMore }: ShowMoreClientsProps) {
  if (shown >= total) return null;
  const next = Math.min(pageSize, total - shown);
  return (
    <div className="flex flex-col items-center gap-2 pt-1 text-sm text-muted-foreground">
      <p>
        Showing {shown.toLocaleString("en-US")} of {total.toLocaleString("en-US")} clients
      </p>
      <Button variant="outline" onClick={onShowMore}>
        Show {next} more
      </Button>
    </div>
  );
}
