import {
  CalendarHeart,
  Clock,
  FilePlus2,
  Mail,
  MessageSquare,
  Pencil,
  Phone,
  Smartphone,
  Sparkles,
  UserRound,
} from "lucide-react";
import type * as React from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/hooks/use-auth";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { DEFAULT_TIMEZONE } from "../../../shared/auth";
import { fullName } from "../../../shared/clients";
import type { ProjectDetail } from "../../../shared/projects";
import { eventZoneSuffix } from "./event-zone-label";
import { leadSourceLabel } from "./project-labels";

type IconType = React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;

function InfoRow({
  icon: Icon,
  label,
  children,
}: {
  icon: IconType;
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
const linkClass = "text-primary-solid underline-offset-4 hover:underline";

export function ProjectClientCard({ project }: { project: ProjectDetail }) {
  const { client } = project;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Client</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-4">
          <InfoRow icon={UserRound} label="Name">
            <Link
              href={`/clients/${encodeURIComponent(project.clientId)}`}
              className={`font-medium ${linkClass}`}
            >
              {fullName(client)}
            </Link>
          </InfoRow>
          <InfoRow icon={Mail} label="Email">
            {client.email ? (
              <a className={linkClass} href={`mailto:${client.email}`}>
                {client.email}
              </a>
            ) : (
              notGiven
            )}
          </InfoRow>
          <InfoRow icon={Phone} label="Phone">
            {client.phone ? (
              <a className={linkClass} href={`tel:${client.phone}`}>
                {client.phone}
              </a>
            ) : (
              notGiven
            )}
          </InfoRow>
        </dl>
      </CardContent>
    </Card>
  );
}

export function QuickActionsCard({ project, onEdit }: { project: ProjectDetail; onEdit: () => void }) {
  const query = new URLSearchParams({ clientId: project.clientId, projectId: project.id }).toString();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-3 md:grid-cols-1">
        <Button className="justify-start" asChild>
          <Link href={`/proposals/new?${query}`}>
            <FilePlus2 aria-hidden="true" />
            Create Proposal
          </Link>
        </Button>
        <Button variant="outline" className="justify-start" asChild>
          <Link href={`/clients/${encodeURIComponent(project.clientId)}`}>
            <MessageSquare aria-hidden="true" />
            Message client
          </Link>
        </Button>
        <Button variant="outline" className="justify-start" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit project
        </Button>
      </CardContent>
    </Card>
  );
}

function OptIn({ on, label }: { on: boolean; label: string }) {
  return (
    <span className={on ? "text-foreground" : "text-muted-foreground"}>
      {label} {on ? "on" : "off"}
    </span>
  );
}

export function ProjectInfoCard({ project }: { project: ProjectDetail }) {
  const dates = useStudioDates();
  const studioZone = useAuth().user?.timezone ?? DEFAULT_TIMEZONE;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Project Details</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <InfoRow icon={CalendarHeart} label="Event date">
            {project.eventDate ? (
              <>
                <time dateTime={project.eventDate.slice(0, 10)}>{dates.calendarDay(project.eventDate)}</time>
                {eventZoneSuffix(project.eventTimeZone, studioZone)}
              </>
            ) : (
              <span className="text-muted-foreground">No date set</span>
            )}
          </InfoRow>
          <InfoRow icon={Clock} label="Created">
            <time dateTime={project.createdAt}>{dates.day(project.createdAt)}</time>
          </InfoRow>
          <InfoRow icon={Sparkles} label="Lead source">
            {project.leadSource ? leadSourceLabel(project.leadSource) : notGiven}
          </InfoRow>
          <InfoRow icon={Smartphone} label="Communication">
            <OptIn on={project.emailOptIn} label="Email" />
            <span className="text-muted-foreground"> · </span>
            <OptIn on={project.smsOptIn} label="SMS" />
          </InfoRow>
        </dl>
        <div className="space-y-2">
          <h4 className="text-xs font-medium text-muted-foreground">Notes</h4>
          {project.notes ? (
            <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm break-words whitespace-pre-line">
              {project.notes}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">No notes yet. Add some with Edit project.</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
