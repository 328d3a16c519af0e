import {
  CalendarHeart,
  Clock,
  DollarSign,
  FileText,
  Mail,
  MessageSquare,
  Phone,
  UserRound,
} from "lucide-react";
import type * as React from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useMoney } from "@/hooks/use-money";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { type ClientDetail, fullName } from "../../../shared/clients";

function InfoRow({
  icon: Icon,
  label,
  children,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  label: string;
  children: React.ReactNode;
}) {
  return (
    // Only <dt> and <dd> may sit in a <dl>'s <div>, so the icon lives in the term, placed in the gutter.
    <div className="relative min-h-[2.125rem] min-w-0 pl-11">
      <dt className="text-xs font-medium text-muted-foreground">
        <span className="absolute top-0.5 left-0 flex size-8 items-center justify-center rounded-md bg-slate-100 text-slate-600">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        {label}
      </dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

const notGiven = <span className="text-muted-foreground">Not provided</span>;

export function ClientInfoCard({ client }: { client: ClientDetail }) {
  const dates = useStudioDates();
  const eventDate = client.eventDate ?? client.weddingDate;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Client Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-4">
          <InfoRow icon={UserRound} label="Name">
            {fullName(client)}
          </InfoRow>
          <InfoRow icon={Mail} label="Email">
            {client.email ? (
              <a
                className="text-primary-solid underline-offset-4 hover:underline"
                href={`mailto:${client.email}`}
              >
                {client.email}
              </a>
            ) : (
              notGiven
            )}
          </InfoRow>
          <InfoRow icon={Phone} label="Phone">
            {client.phone ? (
              <a
                className="text-primary-solid underline-offset-4 hover:underline"
                href={`tel:${client.phone}`}
              >
                {client.phone}
              </a>
            ) : (
              notGiven
            )}
          </InfoRow>
          <InfoRow icon={CalendarHeart} label="Event date">
            {eventDate ? (
              dates.calendarDay(eventDate)
            ) : (
              <span className="text-muted-foreground">No date set</span>
            )}
          </InfoRow>
          <InfoRow icon={Clock} label="Client since">
            {dates.day(client.createdAt)}
          </InfoRow>
        </dl>
      </CardContent>
    </Card>
  );
}

function Stat({
  icon: Icon,
  label,
  value,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  label: string;
  value: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2.5">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </dt>
      <dd className="text-base font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

export function QuickOverviewCard({ client }: { client: ClientDetail }) {
  const money = useMoney();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Overview</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-2">
          <Stat icon={FileText} label="Proposals" value={String(client.proposalCount)} />
          <Stat icon={DollarSign} label="Total value" value={money(client.proposalTotalCents)} />
          <Stat icon={MessageSquare} label="Messages" value={String(client.messageCount)} />
        </dl>
      </CardContent>
    </Card>
  );
}
