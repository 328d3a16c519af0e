import { FolderKanban, SearchX } from "lucide-react";
import { AddButton, EmptyState } from "@/components/empty-state";
import { ErrorState, type RetryProps } from "@/components/error-state";
import { type Bones, CardsSkeleton } from "@/components/list-skeleton";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

const PROJECT_CARD: readonly Bones[] = [
  "h-5 w-3/5",
  "h-4 w-2/5",
  "h-4 w-1/2",
  { row: ["h-5 w-20", "h-5 w-14"], className: "gap-2" },
  "h-8 w-28",
];

/** Loading: two sections of cards shaped like the list. */
export function ProjectsListSkeleton() {
  return (
    <output className="grid gap-8" aria-busy="true" aria-label="Loading projects">
      {[3, 2].map((cards) => (
        <div key={cards} className="grid gap-3">
          <Skeleton className="h-6 w-32" />
          <CardsSkeleton count={cards} card={PROJECT_CARD} className="sm:grid-cols-2 xl:grid-cols-3" />
        </div>
      ))}
    </output>
  );
}

/** First run: no projects at all. */
export function ProjectsEmptyState({ onAddProject }: { onAddProject: () => void }) {
  return (
    <EmptyState
      icon={FolderKanban}
      title="No projects yet"
      titleAs="h2"
      action={<AddButton onClick={onAddProject}>Add Project</AddButton>}
    >
      A project follows one shoot, a wedding, an engagement or a portrait session, through your pipeline. Add
      your first one to get started.
    </EmptyState>
  );
}

/** Projects exist, but none match the search or the type filter. */
export function ProjectsNoMatch({ description, onClear }: { description: string; onClear: () => void }) {
  return (
    <EmptyState
      icon={SearchX}
      tone="neutral"
      title="No matching projects"
      titleAs="h2"
      action={
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      }
    >
      {description}
    </EmptyState>
  );
}

export function ProjectsErrorState(props: RetryProps) {
  return <ErrorState title="We couldn't load your projects" titleAs="h2" {...props} />;
}
