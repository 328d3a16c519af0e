import { Check, MailPlus, PencilLine, Plus, Trash2, X } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { VariableText } from "@/components/variable-text";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { CustomCampaign, CustomCampaignEmail } from "../../../shared/drip-campaigns";
import { ApprovalBadge } from "./campaign-badges";
import { notApproved } from "./campaign-form";
import { EmailDialog, RejectDialog } from "./email-dialogs";
import { useApproveEmail, useDeleteEmail } from "./use-drip-campaigns";

/** The campaign's e-mails in order, each with its approval; on a draft, the ways to change and approve them. */
export function CampaignEmailsCard({ campaign }: { campaign: CustomCampaign }) {
  const editable = campaign.status === "DRAFT";
  const [editing, setEditing] = useState<{ open: boolean; email: CustomCampaignEmail | null }>({
    open: false,
    email: null,
  });
  const [rejecting, setRejecting] = useState<CustomCampaignEmail | null>(null);
  const emails = [...campaign.emails].sort((a, b) => a.sequenceIndex - b.sequenceIndex);
  const waiting = notApproved(emails).length;

  return (
    <Card className="gap-0 overflow-hidden pb-0">
      <CardHeader className="flex flex-col gap-3 border-b pb-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <h2 className="leading-none font-semibold">E-mails</h2>
          <CardDescription>
            {emails.length === 0
              ? "None yet."
              : waiting === 0
                ? `All ${emails.length} approved.`
                : `${waiting} of ${emails.length} not approved yet: only approved e-mails are sent.`}
          </CardDescription>
        </div>
        {editable && emails.length > 0 ? (
          <Button variant="outline" size="sm" onClick={() => setEditing({ open: true, email: null })}>
            <Plus aria-hidden="true" />
            Add e-mail
          </Button>
        ) : null}
      </CardHeader>
      {emails.length === 0 ? (
        <CardContent className="py-6">
          <EmptyState
            compact
            icon={MailPlus}
            title="No e-mails yet"
            action={
              editable ? (
                <Button onClick={() => setEditing({ open: true, email: null })}>
                  <Plus aria-hidden="true" />
                  Write the first e-mail
                </Button>
              ) : null
            }
          >
            A campaign needs at least one approved e-mail before it can go live.
          </EmptyState>
        </CardContent>
      ) : (
        <ol aria-label="Campaign e-mails" className="divide-y">
          {emails.map((email) => (
            <EmailRow
              key={email.id}
              email={email}
              editable={editable}
              onEdit={() => setEditing({ open: true, email })}
              onReject={() => setRejecting(email)}
            />
          ))}
        </ol>
      )}
      <EmailDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
        campaignId={campaign.id}
        email={editing.email}
      />
      <RejectDialog
        open={rejecting !== null}
        onOpenChange={(open) => (open ? null : setRejecting(null))}
        email={rejecting}
      />
    </Card>
  );
}

function EmailRow(props: {
  email: CustomCampaignEmail;
  editable: boolean;
  onEdit: () => void;
  onReject: () => void;
}) {
  const { email, editable } = props;
  const approve = useApproveEmail();
  const remove = useDeleteEmail();
  const number = email.sequenceIndex + 1;
  const failed = (title: string) => (error: unknown) =>
    toast({ variant: "destructive", title, description: errorMessage(error, "Please try again.") });

  return (
    <li className="grid gap-2 px-4 py-3" data-testid={`campaign-email-${number}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-muted-foreground tabular-nums">{number}.</span>
        <Badge variant="info" className="tabular-nums">
          Day {email.daysAfterStart}
        </Badge>
        <ApprovalBadge status={email.approvalStatus} />
        {email.hasManualEdits ? (
          <Badge variant="outline">
            <PencilLine aria-hidden="true" />
            Edited by hand
          </Badge>
        ) : null}
      </div>
      <h3 className="text-sm font-medium [overflow-wrap:anywhere]">
        <VariableText text={email.subject} />
      </h3>
      <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">
        {email.textBody.replace(/\s+/g, " ")}
      </p>
      {email.approvalStatus === "REJECTED" && email.rejectionReason ? (
        <p className="text-sm text-red-800">
          <span className="font-medium">Rejected:</span> {email.rejectionReason}
        </p>
      ) : null}
      {email.approvalStatus === "APPROVED" && email.approvedBy ? (
        <p className="text-xs text-muted-foreground">Approved by {email.approvedBy}</p>
      ) : null}
      {email.hasManualEdits && email.original ? (
        <details className="rounded-md border bg-muted/30 px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium">
            View the original{email.lastEditedBy ? ` (edited by ${email.lastEditedBy})` : ""}
          </summary>
          <div className="mt-2 grid gap-1">
            <p>
              <span className="text-muted-foreground">Subject:</span> {email.original.subject}
            </p>
            <p className="whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">
              {email.original.textBody ?? ""}
            </p>
          </div>
        </details>
      ) : null}
      {editable ? (
        <div className="flex flex-wrap gap-2">
          {email.approvalStatus !== "APPROVED" ? (
            <Button
              size="sm"
              onClick={() => approve.mutate(email.id, { onError: failed("Not approved") })}
              disabled={approve.isPending}
              aria-label={`Approve e-mail ${number}`}
            >
              <Check aria-hidden="true" />
              Approve
            </Button>
          ) : null}
          {email.approvalStatus !== "REJECTED" ? (
            <Button
              size="sm"
              variant="outline"
              onClick={props.onReject}
              aria-label={`Reject e-mail ${number}`}
            >
              <X aria-hidden="true" />
              Reject
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={props.onEdit} aria-label={`Edit e-mail ${number}`}>
            <PencilLine aria-hidden="true" />
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive hover:text-destructive"
            onClick={() =>
              remove.mutate(email.id, {
                onSuccess: () => toast({ title: "E-mail removed" }),
                onError: failed("Not removed"),
              })
            }
            disabled={remove.isPending}
            aria-label={`Remove e-mail ${number}`}
          >
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
      ) : null}
    </li>
  );
}
