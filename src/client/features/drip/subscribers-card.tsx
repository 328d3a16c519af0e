import { Users } from "lucide-react";
import { Link } from "wouter";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useStudioDates } from "@/hooks/use-studio-dates";
import type { DripProjectType, DripSubscription, DripSubscriptionStatus } from "../../../shared/drip";
import { useDripSubscriptions } from "./use-drip";

const STATUS: Record<DripSubscriptionStatus, { label: string; variant: BadgeProps["variant"] }> = {
  ACTIVE: { label: "Active", variant: "success" },
  PAUSED: { label: "Paused", variant: "warning" },
  COMPLETED: { label: "Completed", variant: "info" },
  STOPPED: { label: "Stopped", variant: "secondary" },
  UNSUBSCRIBED: { label: "Unsubscribed", variant: "danger" },
};

const SHOWN = 8;

function detail(sub: DripSubscription, day: (iso: string) => string) {
  if (sub.status === "ACTIVE" && sub.nextEmailAt) {
    return `E-mail ${sub.nextEmailIndex + 1} of 24 on ${day(sub.nextEmailAt)} · ${sub.sentCount} sent`;
  }
  return `${sub.endedReason ?? STATUS[sub.status].label} · ${sub.sentCount} sent`;
}

/** Who is receiving this type's campaign, most recent first. */
export function SubscribersCard({ projectType }: { projectType: DripProjectType }) {
  const subscriptions = useDripSubscriptions(projectType);
  const dates = useStudioDates();
  const list = subscriptions.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Leads in this campaign</CardTitle>
        <CardDescription>
          {subscriptions.isSuccess
            ? `${list.filter((s) => s.status === "ACTIVE").length} active · ${list.length} in all`
            : "Who receives these e-mails"}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {subscriptions.isPending ? (
          <ul aria-busy="true" aria-label="Loading leads" className="grid gap-4">
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
              <li key={i} className="grid gap-2">
                <Skeleton className="h-4 w-2/5" />
                <Skeleton className="h-3 w-4/5" />
              </li>
            ))}
          </ul>
        ) : subscriptions.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p className="text-muted-foreground">Couldn't load the leads in this campaign.</p>
            <Button variant="outline" size="sm" onClick={() => subscriptions.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="flex gap-3 text-sm text-muted-foreground">
            <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>
              No leads yet. Turn the campaign on and save: your leads in the chosen stage start receiving it.
            </p>
          </div>
        ) : (
          <ul className="grid gap-3.5">
            {list.slice(0, SHOWN).map((sub) => (
              <li key={sub.id} className="grid gap-0.5">
                <div className="flex items-center justify-between gap-2">
                  <Link
                    href={`/projects/${sub.projectId}`}
                    className="truncate text-sm font-medium hover:underline"
                  >
                    {sub.clientName}
                  </Link>
                  <Badge variant={STATUS[sub.status].variant}>{STATUS[sub.status].label}</Badge>
                </div>
                <p className="truncate text-xs text-muted-foreground">{detail(sub, dates.day)}</p>
              </li>
            ))}
            {list.length > SHOWN ? (
              <li className="text-xs text-muted-foreground">and {list.length - SHOWN} more</li>
            ) : null}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
