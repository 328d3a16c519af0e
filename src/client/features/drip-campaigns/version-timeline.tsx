import { History, RotateCcw } from "lucide-react";
import { useLocation } from "wouter";
import { RowsSkeleton, SectionError } from "@/components/section-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { CampaignVersion, CampaignVersionChange } from "../../../shared/drip-campaigns";
import { CampaignStatusBadge } from "./campaign-badges";
import { EmailDiffView } from "./email-diff-view";
import { diffEmails, diffSummary } from "./line-diff";
import { useRestoreVersion } from "./use-drip-campaigns";

const CHANGE_WORDS: Record<CampaignVersionChange["changeType"], string> = {
  CREATED: "Created",
  CAMPAIGN_UPDATED: "Settings changed",
  EMAIL_ADDED: "E-mail added",
  EMAIL_EDITED: "E-mail edited",
  EMAIL_REMOVED: "E-mail removed",
  EMAIL_APPROVED: "E-mail approved",
  EMAIL_REJECTED: "E-mail rejected",
  PUBLISHED: "Published",
  RESTORED: "Restored from an older version",
  LEADS_MOVED: "Leads moved onto this version",
};

interface VersionTimelineProps {
  /** Any version's id: the history is the whole family's. */
  campaignId: string;
  versions: {
    data?: CampaignVersion[];
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
}

/** Every version, newest first: what changed in it, by whom and when, each e-mail against the version before. */
export function VersionTimeline({ campaignId, versions }: VersionTimelineProps) {
  const list = versions.data ?? [];
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 leading-none font-semibold">
          <History aria-hidden="true" className="size-4" />
          Versions
        </h2>
        <CardDescription>
          Leads stay on the version they started with unless you move them. Restoring an older version makes
          it the next draft, for you to publish.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {versions.isPending ? (
          <RowsSkeleton rows={3} />
        ) : versions.isError ? (
          <SectionError
            message="The versions could not be loaded."
            onRetry={() => void versions.refetch()}
            retrying={versions.isFetching}
          />
        ) : (
          <ol aria-label="Version timeline" className="relative grid gap-6 border-l pl-5">
            {list.map((version, index) => (
              <VersionEntry
                key={version.id}
                campaignId={campaignId}
                version={version}
                previous={list.find((v) => v.id === version.parentCampaignId) ?? list[index + 1] ?? null}
                openDiff={index === 0}
              />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function VersionEntry(props: {
  campaignId: string;
  version: CampaignVersion;
  previous: CampaignVersion | null;
  openDiff: boolean;
}) {
  const { version, previous } = props;
  const dates = useStudioDates();
  const restore = useRestoreVersion();
  const [, navigate] = useLocation();
  const diffs = diffEmails(previous?.emails ?? null, version.emails);
  const changed = diffs.filter((d) => d.kind !== "unchanged");
  const restorable = !version.isCurrentVersion && version.status !== "DRAFT";
  const changes = [...version.changes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <li className="relative grid gap-3" aria-labelledby={`version-${version.id}`}>
      <span
        aria-hidden="true"
        className="absolute top-1.5 -left-[1.63rem] size-2.5 rounded-full bg-primary-solid"
      />
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`version-${version.id}`} className="font-medium">
          Version {version.version}
        </h3>
        <CampaignStatusBadge status={version.status} />
        {version.isCurrentVersion ? <Badge variant="info">Current</Badge> : null}
        {restorable ? <Badge variant="outline">Older version</Badge> : null}
        {!version.isCurrentVersion && version.status === "DRAFT" ? (
          <Badge variant="outline">Not published</Badge>
        ) : null}
        <span className="text-sm text-muted-foreground">
          {version.publishedAt
            ? `published ${dates.dateTime(version.publishedAt)}`
            : `started ${dates.dateTime(version.createdAt)}`}
          {` · ${version.activeLeads} ${version.activeLeads === 1 ? "lead" : "leads"} on it`}
        </span>
      </div>
      {changes.length > 0 ? (
        <ul aria-label={`Changes in version ${version.version}`} className="grid gap-1 text-sm">
          {changes.map((change) => (
            <li key={change.id} className="[overflow-wrap:anywhere]">
              <span className="font-medium">{CHANGE_WORDS[change.changeType]}</span>
              {change.changeDescription ? `: ${change.changeDescription}` : ""}
              <span className="text-muted-foreground">
                {" "}
                · {change.changedBy ?? "the system"} · {dates.dateTime(change.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {previous || version.emails.length > 0 ? (
        <details open={props.openDiff && previous !== null && changed.length > 0} className="grid gap-2">
          <summary className="cursor-pointer text-sm font-medium">
            {previous ? `Compared with version ${previous.version}: ` : "E-mails: "}
            {previous ? diffSummary(diffs) : `${version.emails.length} written`}
          </summary>
          <div className="mt-2 grid gap-2">
            {(previous ? changed : diffs).map((diff) => (
              <EmailDiffView key={diff.position} diff={diff} />
            ))}
          </div>
        </details>
      ) : null}
      {restorable ? (
        <div>
          <Button
            size="sm"
            variant="outline"
            disabled={restore.isPending}
            onClick={() =>
              restore.mutate(
                { id: props.campaignId, versionId: version.id },
                {
                  onSuccess: (draft) => {
                    toast({
                      title: `Version ${version.version} restored as a draft`,
                      description: "Review it, approve its e-mails, then publish it.",
                    });
                    navigate(`/drip-campaigns/custom/${draft.id}`);
                  },
                  onError: (error) =>
                    toast({
                      variant: "destructive",
                      title: "Not restored",
                      description: errorMessage(error, "Please try again."),
                    }),
                },
              )
            }
          >
            <RotateCcw aria-hidden="true" />
            Restore this version
          </Button>
        </div>
      ) : null}
    </li>
  );
}
