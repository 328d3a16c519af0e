/**
 * /clients/{id}: who the client is, their projects and proposals, a quick
 * overview, the conversation with them (every channel, and notes), and the history of everything sent. Two columns on desktop, one on phones.
 */
import { useRef } from "react";
import { useParams } from "wouter";
import {
  ClientDetailSkeleton,
  ClientLoadError,
  ClientNotFound,
} from "@/features/clients/client-detail-states";
import { ThreadPanel } from "@/features/conversations";
import { ClientDataCard } from "@/features/exports";
import { ClientFilesCard } from "@/features/files";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { ApiError } from "@/lib/api";
import { ClientDetailHeader } from "./client-detail-header";
import { ClientInfoCard, QuickOverviewCard } from "./client-detail-info";
import { ClientProjectsCard } from "./client-detail-projects";
import { ClientProposalsCard } from "./client-detail-proposals";
import { HistoryTimeline } from "./history-timeline";
import { useClientDetail } from "./use-client-detail";

export function ClientDetailPage() {
  const { id = "" } = useParams<{ id: string }>();
  const client = useClientDetail(id);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const dates = useStudioDates();

  if (client.isPending) return <ClientDetailSkeleton />;
  if (client.isError) {
    // The server answers 404 for an unknown client and 400 for an id that cannot be one.
    const status = client.error instanceof ApiError ? client.error.status : 0;
    if (status === 404 || status === 400) return <ClientNotFound />;
    return <ClientLoadError onRetry={() => void client.refetch()} retrying={client.isFetching} />;
  }

  const data = client.data;
  const messageClient = () => {
    const composer = composerRef.current;
    if (!composer) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    composer.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "center" });
    composer.focus({ preventScroll: true });
  };

  const summary = [data.email, `Client since ${dates.day(data.createdAt)}`].filter(Boolean).join(" · ");

  return (
    <>
      <ClientDetailHeader client={data} onMessageClient={messageClient} summary={summary} />
      <div className="grid items-start gap-6 xl:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="grid items-start gap-6 md:grid-cols-2 xl:sticky xl:top-24 xl:grid-cols-1">
          <ClientInfoCard client={data} />
          <QuickOverviewCard client={data} />
        </div>
        <div className="min-w-0 space-y-6">
          <ClientProjectsCard client={data} />
          <ClientProposalsCard clientId={data.id} />
          <ThreadPanel client={data} composerRef={composerRef} />
          <ClientFilesCard clientId={data.id} />
          <HistoryTimeline clientId={data.id} />
          <ClientDataCard clientId={data.id} name={`${data.firstName} ${data.lastName}`} />
        </div>
      </div>
    </>
  );
}
