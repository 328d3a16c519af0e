import { ChevronRight, FilePlus2, FileText } from "lucide-react";
import { Link } from "wouter";
import { RowsSkeleton, SectionEmpty, SectionError } from "@/components/section-states";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { proposalLabel } from "@/features/clients";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { errorMessage } from "@/lib/api";
import { formatCents } from "../../../shared/money";
import { type ProjectEstimate, useProjectEstimates } from "./use-projects";

/** The project's estimate view also shows expired ones; otherwise as everywhere else. */
function estimateLabel(estimate: ProjectEstimate): {
  label: string;
  variant: NonNullable<BadgeProps["variant"]>;
} {
  if (estimate.status.toUpperCase() === "EXPIRED") return { label: "Expired", variant: "danger" };
  return proposalLabel(estimate);
}

function EstimateRow({ estimate }: { estimate: ProjectEstimate }) {
  const dates = useStudioDates();
  const { label, variant } = estimateLabel(estimate);
  const when = estimate.signedAt
    ? `Signed ${dates.day(estimate.signedAt)}`
    : estimate.sentAt
      ? `Sent ${dates.day(estimate.sentAt)}`
      : `Created ${dates.day(estimate.createdAt)}`;
  return (
    <li>
      <Link
        href="/proposals"
        className="group flex items-center gap-3 rounded-lg border p-3 outline-none transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="truncate text-sm font-medium">{estimate.title}</p>
            <Badge variant={variant}>{label}</Badge>
          </div>
          <p className="text-xs text-muted-foreground">{when}</p>
        </div>
        <span className="shrink-0 text-sm font-semibold tabular-nums">
          {formatCents(estimate.totalCents)}
        </span>
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        />
      </Link>
    </li>
  );
}

export function ProjectEstimatesCard({ projectId, clientId }: { projectId: string; clientId: string }) {
  const estimates = useProjectEstimates(projectId);
  const newHref = `/proposals/new?${new URLSearchParams({ clientId, projectId }).toString()}`;
  const list = estimates.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Proposals & Estimates</CardTitle>
        {list.length > 0 ? (
          <CardDescription>{list.length === 1 ? "1 proposal" : `${list.length} proposals`}</CardDescription>
        ) : null}
        {list.length > 0 ? (
          <CardAction>
            <Button variant="ghost" size="sm" asChild>
              <Link href="/proposals">View all</Link>
            </Button>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        {estimates.isPending ? (
          <RowsSkeleton rows={2} className="h-16 w-full" />
        ) : estimates.isError ? (
          <SectionError
            message={errorMessage(estimates.error, "The proposals could not be loaded.")}
            onRetry={() => void estimates.refetch()}
            retrying={estimates.isFetching}
          />
        ) : list.length === 0 ? (
          <SectionEmpty
            icon={FileText}
            title="No proposals yet"
            action={
              <Button size="sm" asChild>
                <Link href={newHref}>
                  <FilePlus2 aria-hidden="true" />
                  Create Proposal
                </Link>
              </Button>
            }
          >
            Nothing has been sent for this project. A proposal lets your client review, sign and pay online.
          </SectionEmpty>
        ) : (
          <ul className="space-y-2">
            {list.map((estimate) => (
              <EstimateRow key={estimate.id} estimate={estimate} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
