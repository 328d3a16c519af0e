import { Inbox } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { useRecentResponses } from "./use-questionnaires";

/** Recent Responses: the latest questionnaires clients submitted. */
export function RecentResponses({ onOpen }: { onOpen: (id: string, trigger: HTMLElement) => void }) {
  const responses = useRecentResponses();
  const dates = useStudioDates();
  const list = responses.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Responses</CardTitle>
        <CardDescription>The latest answers from your clients</CardDescription>
      </CardHeader>
      <CardContent>
        {responses.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : responses.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p className="text-muted-foreground">Couldn't load the responses.</p>
            <Button variant="outline" size="sm" onClick={() => responses.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="flex gap-3 text-sm text-muted-foreground">
            <Inbox aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>No responses yet. When a client submits a questionnaire, their answers show up here.</p>
          </div>
        ) : (
          <ul aria-label="Recent responses" className="grid gap-1">
            {list.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  onClick={(e) => onOpen(r.id, e.currentTarget)}
                  className="grid w-full gap-0.5 rounded-lg px-2 py-2 text-left transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="truncate text-sm font-medium">{r.clientName}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {r.templateTitle} · {r.submittedAt ? dates.day(r.submittedAt) : ""}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
