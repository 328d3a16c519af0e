import { ArrowRightLeft, CopyPlus, Pause, Play, Rocket, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { CustomCampaign } from "../../../shared/drip-campaigns";
import { versionRole } from "./campaign-form";
import { useCampaignAction, useDeleteCampaign } from "./use-drip-campaigns";

const path = (id: string) => `/drip-campaigns/custom/${id}`;

interface CampaignActionsProps {
  campaign: CustomCampaign;
  /** Leads still on the family's older versions, which "Move leads" brings onto this one. */
  leadsOnOlderVersions: number;
}

/**
 * What can be done with this version: activate or publish it (the server's refusal shown as it says
 * it), pause it, start its next version, move leads onto it, delete it.
 */
export function CampaignActions({ campaign, leadsOnOlderVersions }: CampaignActionsProps) {
  const role = versionRole(campaign);
  const action = useCampaignAction();
  const remove = useDeleteCampaign();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [, navigate] = useLocation();
  const busy = action.isPending;

  const run = (
    kind: "activate" | "pause" | "versions" | "move-leads",
    done: (result: CustomCampaign & { moved?: number }) => void,
  ) => {
    setProblem(null);
    action.mutate(
      { id: campaign.id, action: kind },
      {
        onSuccess: done,
        onError: (error) => setProblem(errorMessage(error, "That did not work. Please try again.")),
      },
    );
  };

  const activate = () =>
    run("activate", () =>
      toast({
        title: role === "next-draft" ? `Version ${campaign.version} published` : "Campaign active",
        description:
          role === "next-draft"
            ? "New leads receive this version; leads already enrolled stay on theirs unless you move them."
            : "Leads in its stages receive its approved e-mails.",
      }),
    );
  const pause = () =>
    run("pause", () =>
      toast({ title: "Campaign paused", description: "Nothing is sent until you resume it." }),
    );
  const newVersion = () =>
    run("versions", (draft) => {
      toast({
        title: `Version ${draft.version} started`,
        description: "Edit it, approve its e-mails, then publish.",
      });
      navigate(path(draft.id));
    });
  const moveLeads = () =>
    run("move-leads", (result) => {
      const moved = result.moved ?? 0;
      toast({
        title: moved === 1 ? "1 lead moved" : `${moved} leads moved`,
        description: `They go on with version ${campaign.version}.`,
      });
    });

  const deleteLabel = role === "next-draft" ? "Discard this draft" : "Delete campaign";
  const confirmDeletion = () =>
    remove.mutate(campaign.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        toast({ title: role === "next-draft" ? "Draft discarded" : "Campaign deleted" });
        navigate(
          role === "next-draft" && campaign.parentCampaignId
            ? path(campaign.parentCampaignId)
            : "/drip-campaigns",
        );
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Not deleted",
          description: errorMessage(error, "Please try again."),
        }),
    });

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {role === "first-draft" || role === "paused" ? (
          <Button onClick={activate} disabled={busy}>
            <Play aria-hidden="true" />
            {role === "paused" ? "Resume" : "Activate"}
          </Button>
        ) : null}
        {role === "next-draft" ? (
          <Button onClick={activate} disabled={busy}>
            <Rocket aria-hidden="true" />
            Publish version {campaign.version}
          </Button>
        ) : null}
        {role === "live" ? (
          <Button variant="outline" onClick={pause} disabled={busy}>
            <Pause aria-hidden="true" />
            Pause
          </Button>
        ) : null}
        {role === "live" || role === "paused" ? (
          campaign.draftVersionId ? (
            <Button asChild variant="outline">
              <Link href={path(campaign.draftVersionId)}>
                <CopyPlus aria-hidden="true" />
                Open the next version's draft
              </Link>
            </Button>
          ) : (
            <Button variant="outline" onClick={newVersion} disabled={busy}>
              <CopyPlus aria-hidden="true" />
              Edit as new version
            </Button>
          )
        ) : null}
        {(role === "live" || role === "paused") && leadsOnOlderVersions > 0 ? (
          <Button variant="outline" onClick={moveLeads} disabled={busy}>
            <ArrowRightLeft aria-hidden="true" />
            Move leads to this version ({leadsOnOlderVersions})
          </Button>
        ) : null}
        {role !== "older" && role !== "archived" ? (
          <Button
            variant="ghost"
            className="text-destructive hover:text-destructive"
            onClick={() => setConfirmDelete(true)}
          >
            <Trash2 aria-hidden="true" />
            {deleteLabel}
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      ) : null}
      <ConfirmDeleteDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={role === "next-draft" ? `Discard version ${campaign.version}?` : `Delete "${campaign.name}"?`}
        description={
          role === "next-draft"
            ? "The live version goes on as it is; the changes in this draft are lost."
            : "No lead receives it any more. If e-mails already went out, it is archived so that what was sent stays on record."
        }
        confirmLabel={deleteLabel}
        busy={remove.isPending}
        onConfirm={confirmDeletion}
      />
    </div>
  );
}
