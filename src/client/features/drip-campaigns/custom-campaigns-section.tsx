import { ChevronRight, MailPlus, Plus, Sparkles } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { RowsSkeleton, SectionError } from "@/components/section-states";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { projectTypeLabel } from "../../../shared/projects";
import { AiDraftDialog } from "./ai-draft-dialog";
import { CampaignStatusBadge } from "./campaign-badges";
import { frequencyLabel } from "./campaign-form";
import { NewCampaignDialog } from "./new-campaign-dialog";
import { useAiDraftStatus, useCustomCampaigns } from "./use-drip-campaigns";

export const campaignPath = (id: string) => `/drip-campaigns/custom/${id}`;

/** The studio's own campaigns on the Drip Campaigns page: each one's state, and the ways to start one. */
export function CustomCampaignsSection() {
  const campaigns = useCustomCampaigns();
  const ai = useAiDraftStatus();
  const [dialog, setDialog] = useState<"new" | "ai" | null>(null);
  const list = campaigns.data ?? [];
  const aiReady = ai.data?.configured === true;

  const actions = (
    <>
      {aiReady ? (
        <Button variant="outline" onClick={() => setDialog("ai")}>
          <Sparkles aria-hidden="true" />
          Draft with AI
        </Button>
      ) : null}
      <Button onClick={() => setDialog("new")}>
        <Plus aria-hidden="true" />
        New campaign
      </Button>
    </>
  );

  return (
    <section aria-labelledby="own-campaigns-title" className="mb-8">
      <Card className="gap-4">
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <h2 id="own-campaigns-title" className="leading-none font-semibold">
              Your own campaigns
            </h2>
            <CardDescription>
              Sequences you write (or draft with AI) for the stages you choose. Every e-mail is approved
              before it can send.
            </CardDescription>
          </div>
          {list.length > 0 ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
        </CardHeader>
        <CardContent>
          {campaigns.isPending ? (
            <RowsSkeleton rows={2} />
          ) : campaigns.isError ? (
            <SectionError
              message="Your campaigns could not be loaded."
              onRetry={() => void campaigns.refetch()}
              retrying={campaigns.isFetching}
            />
          ) : list.length === 0 ? (
            <EmptyState compact icon={MailPlus} title="No campaigns of your own yet" action={actions}>
              Write a sequence for your leads, or let AI draft one for you to review.
            </EmptyState>
          ) : (
            <ul aria-label="Your own campaigns" className="divide-y rounded-lg border">
              {list.map((campaign) => {
                const pending = campaign.emails.filter((e) => e.approvalStatus !== "APPROVED").length;
                return (
                  <li key={campaign.id}>
                    <Link
                      href={campaignPath(campaign.id)}
                      className="flex items-center gap-3 px-4 py-3 outline-none hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <div className="grid min-w-0 flex-1 gap-1">
                        <span className="flex flex-wrap items-center gap-2">
                          <span className="font-medium [overflow-wrap:anywhere]">{campaign.name}</span>
                          <CampaignStatusBadge status={campaign.status} />
                          {campaign.draftVersionId ? (
                            <span className="text-xs text-muted-foreground">Next version in draft</span>
                          ) : null}
                        </span>
                        <span className="text-sm text-muted-foreground">
                          {projectTypeLabel(campaign.projectType)} · {campaign.emails.length} e-mails,{" "}
                          {frequencyLabel(campaign)}
                          {pending > 0 ? ` · ${pending} to approve` : ""} · version {campaign.version},{" "}
                          {campaign.activeLeads} {campaign.activeLeads === 1 ? "lead" : "leads"} on it
                        </span>
                      </div>
                      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
      <NewCampaignDialog open={dialog === "new"} onOpenChange={(open) => setDialog(open ? "new" : null)} />
      {aiReady ? (
        <AiDraftDialog
          open={dialog === "ai"}
          onOpenChange={(open) => setDialog(open ? "ai" : null)}
          model={ai.data?.model ?? null}
        />
      ) : null}
    </section>
  );
}
