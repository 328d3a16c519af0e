import { Send } from "lucide-react";
import { Link } from "wouter";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useProjectDripSubscriptions } from "@/features/drip";
import { useStudioDates } from "@/hooks/use-studio-dates";
import type { DripSubscription, DripSubscriptionStatus } from "../../../shared/drip";
import { projectTypeLabel } from "../../../shared/projects";

const STATUS: Record<DripSubscriptionStatus, { label: string; variant: BadgeProps["variant"] }> = {
  ACTIVE: { label: "Active", variant: "success" },
  PAUSED: { label: "Paused", variant: "warning" },
  COMPLETED: { label: "Completed", variant: "info" },
  STOPPED: { label: "Stopped", variant: "secondary" },
  UNSUBSCRIBED: { label: "Unsubscribed", variant: "danger" },
};

function DripRow({ sub }: { sub: DripSubscription }) {
  const dates = useStudioDates();
  const status = STATUS[sub.status];
  return (
    <li className="grid gap-1 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-medium">{projectTypeLabel(sub.projectType)} campaign</p>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        {sub.sentCount} of 24 sent
        {sub.status === "ACTIVE" && sub.nextEmailAt
          ? ` · e-mail ${sub.nextEmailIndex + 1} on ${dates.day(sub.nextEmailAt)}`
          : sub.endedReason
            ? ` · ${sub.endedReason}`
            : ""}
      </p>
    </li>
  );
}

/** The project's drip campaign, when it has one: how far along it is, or why it stopped. */
export function ProjectDripCard({ projectId }: { projectId: string }) {
  const subscriptions = useProjectDripSubscriptions(projectId);
  const list = subscriptions.data ?? [];
  if (list.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Send aria-hidden="true" className="size-4 text-muted-foreground" />
          Drip campaign
        </CardTitle>
        <CardDescription>Prewritten e-mails to this lead, about every two weeks.</CardDescription>
        <CardAction>
          <Button variant="ghost" size="sm" asChild>
            <Link href="/drip-campaigns">Open</Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {list.map((sub) => (
            <DripRow key={sub.id} sub={sub} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
