import { SearchX, Upload, Users } from "lucide-react";
import { AddButton, EmptyState } from "@/components/empty-state";
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
  const term = search?.trim();
  if (term) {
    return (
      <EmptyState
        icon={SearchX}
        title="No clients found"
        action={
          <Button variant="outline" onClick={onClearSearch}>
            Clear search
          </Button>
        }
      >
        Nobody's name or email contains "{term}". Check the spelling or clear the search.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={Users}
      title="No clients found"
      action={
        <>
          <AddButton onClick={onAddClient}>Add Client</AddButton>
          <Button variant="outline" onClick={onImport}>
            <Upload aria-hidden="true" />
            Import CSV
          </Button>
        </>
      }
    >
      Your clients will appear here with their contact details and projects. Add your first client, or import
      the ones you already have from a CSV file.
    </EmptyState>
  );
}
