/**
 * What is waiting on the photographer: projects Overdue in their stage (over 5 days), proposals
 * sent and not signed, and signed proposals with money still due.
 */
import { BellRing, FileCheck2, FileSignature, FolderCheck } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { useMoney } from "@/hooks/use-money";
import type { AwaitingProposal, Capped, Dashboard, OverdueProject } from "../../../shared/dashboard";
import { dateTimeOf, overdueLabel, relativeTime } from "./dashboard-format";
import { EmptyLine, MoreLink, RowsSkeleton, SectionCard, Subsection } from "./dashboard-section";

const rowLink =
  "min-w-0 text-sm font-medium [overflow-wrap:anywhere] hover:underline focus-visible:underline focus-visible:outline-none";

function OverdueRow({ project }: { project: OverdueProject }) {
  return (
    <li className="flex flex-col gap-1.5 py-2.5 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
      <div className="grid min-w-0 gap-1">
        <Link href={`/projects/${project.id}`} className={rowLink}>
          {project.title}
        </Link>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-muted-foreground">
          <span className="truncate">{project.clientName}</span>
          {project.stage ? (
            <>
              <span aria-hidden="true">·</span>
              <span className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="size-2 shrink-0 rounded-full"
                  style={{ backgroundColor: project.stage.color }}
                />
                {project.stage.name}
              </span>
            </>
          ) : null}
        </p>
      </div>
      {/* On a phone the badge takes its own line, so that the title and stage keep theirs. */}
      <Badge variant="danger" className="sm:mt-0.5">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-red-600" />
        {overdueLabel(project.daysInStage)}
      </Badge>
    </li>
  );
}

function ProposalRow({
  proposal,
  kind,
  zone,
}: {
  proposal: AwaitingProposal;
  kind: "signature" | "payment";
  zone: string;
}) {
  const money = useMoney();
  const since = kind === "signature" ? proposal.sentAt : proposal.signedAt;
  const verb = kind === "signature" ? "Sent" : "Signed";
  const href = proposal.projectId ? `/projects/${proposal.projectId}` : "/proposals";
  return (
    <li className="flex items-start justify-between gap-3 py-2.5">
      <div className="grid min-w-0 gap-1">
        <Link href={href} className={rowLink}>
          {proposal.title}
        </Link>
        <p className="text-sm text-muted-foreground">
          <span>{proposal.clientName}</span>
          {since ? (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={since} title={dateTimeOf(since, zone)}>
                {verb} {relativeTime(since).toLowerCase()}
              </time>
            </>
          ) : null}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className="text-sm font-semibold tabular-nums">
          {money(kind === "payment" ? proposal.balanceCents : proposal.totalCents)}
        </p>
        {kind === "payment" ? (
          <p className="text-xs text-muted-foreground tabular-nums">
            {proposal.balanceCents < proposal.totalCents
              ? `due of ${money(proposal.totalCents)}`
              : "nothing paid yet"}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function ProposalList({
  list,
  kind,
  zone,
  empty,
}: {
  list: Capped<AwaitingProposal>;
  kind: "signature" | "payment";
  zone: string;
  empty: string;
}) {
  if (list.items.length === 0) {
    return <EmptyLine icon={kind === "signature" ? FileSignature : FileCheck2}>{empty}</EmptyLine>;
  }
  return (
    <>
      <ul className="divide-y">
        {list.items.map((proposal) => (
          <ProposalRow key={proposal.id} proposal={proposal} kind={kind} zone={zone} />
        ))}
      </ul>
      <MoreLink shown={list.items.length} total={list.total} href="/proposals" />
    </>
  );
}

export function NeedsAttention({ dashboard, zone }: { dashboard: Dashboard | undefined; zone: string }) {
  const overdue = dashboard?.overdueProjects;
  const awaiting = dashboard?.proposalsAwaiting;
  return (
    <SectionCard id="dashboard-attention" title="Needs attention" icon={BellRing}>
      <Subsection id="dashboard-overdue" title="Overdue projects" count={overdue?.total} tone="danger">
        {!overdue ? (
          <RowsSkeleton rows={2} label="Loading overdue projects" />
        ) : overdue.items.length === 0 ? (
          <EmptyLine icon={FolderCheck}>No overdue projects. Every project is moving along.</EmptyLine>
        ) : (
          <>
            <ul aria-label="Overdue projects" className="divide-y">
              {overdue.items.map((project) => (
                <OverdueRow key={project.id} project={project} />
              ))}
            </ul>
            <MoreLink shown={overdue.items.length} total={overdue.total} href="/projects" />
          </>
        )}
      </Subsection>
      <Subsection
        id="dashboard-signature"
        title="Awaiting signature"
        count={awaiting?.signature.total}
        tone="warning"
      >
        {!awaiting ? (
          <RowsSkeleton rows={2} label="Loading proposals awaiting signature" />
        ) : (
          <ProposalList
            list={awaiting.signature}
            kind="signature"
            zone={zone}
            empty="No proposals waiting for a signature."
          />
        )}
      </Subsection>
      <Subsection id="dashboard-payment" title="Awaiting payment" count={awaiting?.payment.total} tone="info">
        {!awaiting ? (
          <RowsSkeleton rows={2} label="Loading proposals awaiting payment" />
        ) : (
          <ProposalList
            list={awaiting.payment}
            kind="payment"
            zone={zone}
            empty="No signed proposals waiting for payment."
          />
        )}
      </Subsection>
    </SectionCard>
  );
}
