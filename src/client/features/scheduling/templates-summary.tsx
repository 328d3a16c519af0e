/** The daily hours at a glance (count, with Manage Templates), grouped like "Mon–Fri 09:00–17:00". */
import { Clock, Settings2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { plural, summarizeTemplates } from "./scheduling-format";
import { SectionError } from "./section-error";
import { useAvailabilityTemplates } from "./use-scheduling";

export function TemplatesSummary({ onManage }: { onManage: (trigger: HTMLElement) => void }) {
  const templates = useAvailabilityTemplates();
  const list = templates.data ?? [];
  const lines = summarizeTemplates(list);
  const disabled = list.filter((t) => !t.isEnabled).length;

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Daily Schedule Templates</CardTitle>
        <CardDescription>
          {templates.data
            ? `${plural(list.length, "template")}${disabled > 0 ? `, ${disabled} disabled` : ""}`
            : "Your working hours for each weekday."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {templates.isPending ? (
          <div aria-busy="true" className="grid gap-2">
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-4 w-2/5" />
          </div>
        ) : templates.isError ? (
          <SectionError
            message="We couldn't load your daily hours."
            onRetry={() => templates.refetch()}
            retrying={templates.isFetching}
          />
        ) : lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {list.length === 0
              ? "No daily hours yet. Set the hours you work so clients can book a time."
              : "Every template is disabled, so clients can't book any weekday."}
          </p>
        ) : (
          <ul aria-label="Working hours" className="grid gap-1.5">
            {lines.map((line) => (
              <li key={line} className="flex items-center gap-2 text-sm tabular-nums">
                <Clock aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
                {line}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Button variant="outline" size="sm" onClick={(event) => onManage(event.currentTarget)}>
          <Settings2 aria-hidden="true" />
          Manage Templates
        </Button>
      </CardFooter>
    </Card>
  );
}
