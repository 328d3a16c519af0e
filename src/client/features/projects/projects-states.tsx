import { FolderKanban, Plus, SearchX } from "lucide-react";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** Loading: two sections of cards shaped like the list. */
export function ProjectsListSkeleton() {
  return (
    <output className="grid gap-8" aria-busy="true" aria-label="Loading projects">
      {[
        { id: "first", cards: 3 },
        { id: "second", cards: 2 },
      ].map(({ id, cards }) => (
        <div key={id} className="grid gap-3">
          <Skeleton className="h-6 w-32" />
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: cards }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
              <div key={i} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
                <Skeleton className="h-5 w-3/5" />
                <Skeleton className="h-4 w-2/5" />
                <Skeleton className="h-4 w-1/2" />
                <div className="flex gap-2">
                  <Skeleton className="h-5 w-20" />
                  <Skeleton className="h-5 w-14" />
                </div>
                <Skeleton className="h-8 w-28" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </output>
  );
}

/** First run: no projects at all. */
export function ProjectsEmptyState({ onAddProject }: { onAddProject: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center sm:py-16">
      <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary-solid">
        <FolderKanban aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-base font-semibold">No projects yet</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        A project follows one shoot, a wedding, an engagement or a portrait session, through your pipeline.
        Add your first one to get started.
      </p>
      <Button onClick={onAddProject}>
        <Plus aria-hidden="true" />
        Add Project
      </Button>
    </div>
  );
}

/** Projects exist, but none match the search or the type filter. */
export function ProjectsNoMatch({ description, onClear }: { description: string; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-base font-semibold">No matching projects</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{description}</p>
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}

export function ProjectsErrorState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <ErrorState title="We couldn't load your projects" titleAs="h2" onRetry={onRetry} retrying={retrying} />
  );
}
