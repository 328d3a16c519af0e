import { Plus, SearchX, Upload, Users } from "lucide-react";
import { Button } from "@/components/ui/button";

interface ClientsEmptyStateProps {
  /** The search that matched nobody; absent when the studio has no clients yet. */
  search?: string;
  onAddClient: () => void;
  onImport: () => void;
  onClearSearch: () => void;
}

/** "No clients found": the first-run invitation, or a search that matched nobody. */
export function ClientsEmptyState({ search, onAddClient, onImport, onClearSearch }: ClientsEmptyStateProps) {
  const searching = Boolean(search?.trim());
  const Icon = searching ? SearchX : Users;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center sm:py-16">
      <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary-solid">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-base font-semibold">No clients found</h3>
      {searching ? (
        <>
          <p className="max-w-sm text-sm text-muted-foreground">
            Nobody's name or email contains "{search?.trim()}". Check the spelling or clear the search.
          </p>
          <Button variant="outline" onClick={onClearSearch}>
            Clear search
          </Button>
        </>
      ) : (
        <>
          <p className="max-w-sm text-sm text-muted-foreground">
            Your clients will appear here with their contact details and projects. Add your first client, or
            import the ones you already have from a CSV file.
          </p>
          <div className="mt-1 flex flex-wrap justify-center gap-2">
            <Button onClick={onAddClient}>
              <Plus aria-hidden="true" />
              Add Client
            </Button>
            <Button variant="outline" onClick={onImport}>
              <Upload aria-hidden="true" />
              Import CSV
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
