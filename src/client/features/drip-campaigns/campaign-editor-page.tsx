/**
 * /drip-campaigns/custom/{id}: one version of one of the studio's own campaigns. A draft is edited
 * here (settings, e-mails, approval) and activated or published; a live version is paused, or copied
 * into its next version; the timeline below shows every version with its changes and diffs.
 */
import { MailX } from "lucide-react";
import { Link, useParams } from "wouter";
import { BackLink } from "@/components/back-link";
import { DetailPageSkeleton, RecordLoadError, RecordNotFound } from "@/components/record-states";
import { Badge } from "@/components/ui/badge";
import { ApiError } from "@/lib/api";
import type { CustomCampaign } from "../../../shared/drip-campaigns";
import { projectTypeLabel } from "../../../shared/projects";
import { CampaignActions } from "./campaign-actions";
import { CampaignStatusBadge } from "./campaign-badges";
import { CampaignEmailsCard } from "./campaign-emails-card";
import { frequencyLabel, versionRole } from "./campaign-form";
import { CampaignSettingsForm } from "./campaign-settings-form";
import { useCampaignVersions, useCustomCampaign } from "./use-drip-campaigns";
import { VersionTimeline } from "./version-timeline";

const BACK = <BackLink href="/drip-campaigns">All drip campaigns</BackLink>;

export function CampaignEditorPage() {
  const { id = "" } = useParams<{ id: string }>();
  const campaign = useCustomCampaign(id);
  const versions = useCampaignVersions(id, campaign.isSuccess);

  if (campaign.isPending) {
    return (
      <DetailPageSkeleton
        label="Loading campaign"
        header={["h-4 w-32", "h-8 w-64", "h-9 w-80 max-w-full"]}
        narrow={[{ rows: 6 }]}
        wide={[{ rows: 3, tall: true }, { rows: 3 }]}
      />
    );
  }
  if (campaign.isError) {
    const status = campaign.error instanceof ApiError ? campaign.error.status : 0;
    if (status === 404 || status === 400) {
      return (
        <RecordNotFound
          icon={MailX}
          title="Campaign not found"
          backHref="/drip-campaigns"
          backLabel="Back to Drip Campaigns"
        >
          This campaign may have been deleted, or the link is not quite right.
        </RecordNotFound>
      );
    }
    return (
      <RecordLoadError
        title="We couldn't load this campaign"
        back={BACK}
        onRetry={() => void campaign.refetch()}
        retrying={campaign.isFetching}
      />
    );
  }

  const data = campaign.data;
  const family = versions.data ?? [];
  const current = family.find((v) => v.isCurrentVersion) ?? null;
  const leadsOnOlderVersions = data.isCurrentVersion
    ? family.filter((v) => !v.isCurrentVersion).reduce((sum, v) => sum + v.activeLeads, 0)
    : 0;

  return (
    <>
      <div className="mb-6 grid gap-4 md:mb-8">
        {BACK}
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight text-balance [overflow-wrap:anywhere]">
              {data.name}
            </h1>
            <CampaignStatusBadge status={data.status} />
            <Badge variant="outline">Version {data.version}</Badge>
            {data.generatedByAi ? <Badge variant="info">Drafted with AI</Badge> : null}
          </div>
          <p className="text-sm text-muted-foreground">
            {projectTypeLabel(data.projectType)} · {data.emails.length} e-mails, {frequencyLabel(data)}, for
            up to {data.maxDurationMonths} months · {data.activeLeads}{" "}
            {data.activeLeads === 1 ? "lead" : "leads"} receiving this version
          </p>
        </div>
        <VersionNote campaign={data} currentId={current?.id ?? null} />
        <CampaignActions campaign={data} leadsOnOlderVersions={leadsOnOlderVersions} />
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[24rem_minmax(0,1fr)]">
        <CampaignSettingsForm key={data.id} campaign={data} />
        <div className="grid min-w-0 gap-6">
          <CampaignEmailsCard campaign={data} />
          <VersionTimeline campaignId={data.id} versions={versions} />
        </div>
      </div>
    </>
  );
}

/** Where this version stands in its family, in a sentence, when that is not obvious from its status. */
function VersionNote({ campaign, currentId }: { campaign: CustomCampaign; currentId: string | null }) {
  const role = versionRole(campaign);
  const text =
    role === "next-draft"
      ? `You are editing version ${campaign.version}, a draft. The live version goes on sending until you publish this one.`
      : role === "older"
        ? `This is version ${campaign.version}, an older version: leads who started on it still receive it.`
        : role === "live" && campaign.draftVersionId
          ? "A next version of this campaign is being drafted."
          : role === "first-draft"
            ? "Approve every e-mail, then activate the campaign: nothing is sent before."
            : null;
  if (!text) return null;
  return (
    <p className="rounded-md border bg-muted/40 p-3 text-sm">
      {text}
      {role === "older" && currentId ? (
        <>
          {" "}
          <Link
            href={`/drip-campaigns/custom/${currentId}`}
            className="font-medium underline underline-offset-4"
          >
            See the current version
          </Link>
        </>
      ) : null}
    </p>
  );
}
