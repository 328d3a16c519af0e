/**
 * Home (`/`): what a photographer needs each morning. The greeting and today's date, the key figures,
 * today's and the week's consultations, what needs attention (Overdue projects, proposals awaiting a
 * signature or payment), overdue instalments, unread client messages and the latest activity, from one GET /api/dashboard.
 */
import { PageHeader } from "@/components/layout/page-header";
import { useAuth } from "@/hooks/use-auth";
import { DEFAULT_TIMEZONE } from "../../../shared/auth";
import { DashboardError } from "./dashboard-error";
import { DashboardFiguresRow } from "./dashboard-figures";
import { dayOf, greeting, longDay } from "./dashboard-format";
import { DashboardSchedule } from "./dashboard-schedule";
import { GettingStarted } from "./getting-started";
import { NeedsAttention } from "./needs-attention";
import { OverduePayments } from "./overdue-payments";
import { QuickActions } from "./quick-actions";
import { RecentActivity } from "./recent-activity";
import { UnreadMessages } from "./unread-messages";
import { useDashboard } from "./use-dashboard";

export function DashboardPage() {
  const dashboard = useDashboard();
  const { user } = useAuth();
  const data = dashboard.data;
  const zone = data?.studio.timezone ?? user?.timezone ?? DEFAULT_TIMEZONE;
  const now = new Date();
  const today = data?.studio.today ?? dayOf(now.toISOString(), zone);
  const businessName = data?.studio.businessName ?? user?.businessName;

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={
          <>
            {greeting(now, zone)} · <time dateTime={today}>{longDay(today)}</time>
            {businessName ? <span> · {businessName}</span> : null}
          </>
        }
        action={<QuickActions publicToken={user?.publicToken} />}
      />
      {dashboard.isError && !data ? (
        <DashboardError onRetry={() => dashboard.refetch()} retrying={dashboard.isFetching} stale={false} />
      ) : (
        <div className="grid gap-6">
          {dashboard.isError ? (
            <DashboardError onRetry={() => dashboard.refetch()} retrying={dashboard.isFetching} stale />
          ) : null}
          <GettingStarted />
          <DashboardFiguresRow figures={data?.figures} />
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,23rem)]">
            <div className="grid gap-6">
              <DashboardSchedule today={data?.today} week={data?.week} zone={zone} />
              <NeedsAttention dashboard={data} zone={zone} />
              <OverduePayments overdue={data?.overdueInstallments} />
            </div>
            <div className="grid gap-6">
              <UnreadMessages unread={data?.unreadMessages} zone={zone} />
              <RecentActivity activity={data?.recentActivity} zone={zone} />
            </div>
          </div>
        </div>
      )}
    </>
  );
}
