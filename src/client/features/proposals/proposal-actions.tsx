import {
  Archive,
  ArchiveRestore,
  CopyPlus,
  ExternalLink,
  LoaderCircle,
  Pencil,
  Send,
  Trash2,
} from "lucide-react";
import type * as React from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { canResendProposal, isSigned, type ProposalListItem } from "../../../shared/proposals";
import { useArchiveProposalAction } from "./archive-proposal-button";
import { newVersionHref } from "./proposal-versions";
import { useSendProposal } from "./use-proposals";

export interface ProposalActionsProps {
  proposal: ProposalListItem;
  /** The trigger comes along so the confirmation can hand focus back to it. */
  onDelete: (proposal: ProposalListItem, trigger: HTMLElement) => void;
  /** "card" (phones) labels Send and Preview in words and lets them share the row. */
  layout?: "table" | "card";
}

export const previewHref = (proposal: Pick<ProposalListItem, "token">) =>
  `/public/proposals/${encodeURIComponent(proposal.token)}`;
export const editHref = (proposal: Pick<ProposalListItem, "id">) =>
  `/proposals/new?edit=${encodeURIComponent(proposal.id)}`;

/** An icon-only control with its name in a tooltip (and for screen readers). */
function IconAction({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/**
 * A row's Send / Resend (until paid in full: nothing is left to ask of the client then), Preview, Edit
 * (until signed; then New version), Archive (or Unarchive) and Delete.
 */
export function ProposalActions({ proposal, onDelete, layout = "table" }: ProposalActionsProps) {
  const send = useSendProposal();
  const archive = useArchiveProposalAction();
  const archiveLabel = proposal.archivedAt ? "Unarchive" : "Archive";
  const sent = proposal.sentAt !== null;
  const signed = isSigned(proposal);
  const sendable = canResendProposal(proposal);
  const card = layout === "card";
  // Named for the proposal in aria-label (not hidden text), so the title appears once on the page.
  const sendLabel = send.isPending ? "Sending..." : sent ? "Resend" : "Send";

  const sendNow = () => {
    send.mutate(proposal.id, {
      onSuccess: (result) =>
        toast({ title: "Proposal sent to client successfully!", description: result.message }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Failed to send proposal",
          description: errorMessage(error, "Please try again."),
        }),
    });
  };

  return (
    <div className={cn("flex items-center gap-1.5", card ? "w-full" : "justify-end")}>
      {sendable ? (
        <Button
          variant={sent ? "outline" : "default"}
          size="sm"
          className={card ? "flex-1" : "w-24"}
          disabled={send.isPending}
          aria-label={`${sendLabel} ${proposal.title}`}
          onClick={sendNow}
        >
          {send.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {sendLabel}
        </Button>
      ) : card ? null : (
        // Keeps the other buttons lined up with the rows that can still be sent.
        <span aria-hidden="true" className="w-24 shrink-0" />
      )}
      {card ? (
        <Button variant="outline" size="sm" className="flex-1" asChild>
          <a
            href={previewHref(proposal)}
            target="_blank"
            rel="noopener"
            aria-label={`Preview ${proposal.title} (opens in a new tab)`}
          >
            <ExternalLink aria-hidden="true" />
            Preview
          </a>
        </Button>
      ) : (
        <IconAction label="Preview (opens in a new tab)">
          <Button variant="ghost" size="icon" className="size-8" asChild>
            <a
              href={previewHref(proposal)}
              target="_blank"
              rel="noopener"
              aria-label={`Preview ${proposal.title} (opens in a new tab)`}
            >
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        </IconAction>
      )}
      {signed ? (
        // A signed proposal can no longer be edited; a new version is a copy as a new draft.
        <IconAction label="Signed, so it can no longer be edited: start a new version">
          <Button variant="ghost" size="icon" className="size-8" asChild>
            <Link href={newVersionHref(proposal)} aria-label={`New version of ${proposal.title}`}>
              <CopyPlus aria-hidden="true" />
            </Link>
          </Button>
        </IconAction>
      ) : (
        <IconAction label="Edit">
          <Button variant="ghost" size="icon" className="size-8" asChild>
            <Link href={editHref(proposal)} aria-label={`Edit ${proposal.title}`}>
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
        </IconAction>
      )}
      <IconAction label={archiveLabel}>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground"
          disabled={archive.busy}
          aria-label={`${archiveLabel} ${proposal.title}`}
          onClick={() => archive.run(proposal)}
        >
          {proposal.archivedAt ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
        </Button>
      </IconAction>
      <IconAction label="Delete">
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground hover:bg-red-50 hover:text-red-700"
          aria-label={`Delete ${proposal.title}`}
          onClick={(event) => onDelete(proposal, event.currentTarget)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </IconAction>
    </div>
  );
}
