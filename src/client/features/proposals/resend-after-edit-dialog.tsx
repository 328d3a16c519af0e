/**
 * After a sent proposal is saved: its link already shows the changes, but the client has not been told.
 * This offers to e-mail them the new version, or to leave it at that.
 */
import { LoaderCircle, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { fullName } from "../../../shared/clients";
import type { Proposal } from "../../../shared/proposals";
import { useSendProposal } from "./use-proposals";

export function ResendAfterEditDialog({
  proposal,
  onDone,
}: {
  /** The saved proposal; the dialog is open while it is set. */
  proposal: Proposal | null;
  /** Called once the photographer has chosen (sent or not now). */
  onDone: () => void;
}) {
  const send = useSendProposal();
  const name = proposal ? fullName(proposal.client) : "your client";

  const sendNow = () => {
    if (!proposal) return;
    send.mutate(proposal.id, {
      onSuccess: (result) => {
        toast({ title: "New version sent", description: result.message });
        onDone();
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Failed to send proposal",
          description: errorMessage(error, "Please try again."),
        }),
    });
  };

  return (
    <Dialog
      open={proposal !== null}
      onOpenChange={(open) => {
        if (!open && !send.isPending) onDone();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Let {name} know?</DialogTitle>
          <DialogDescription>
            Your changes are saved and {name}'s link already shows them; the proposal is still Sent. E-mail
            them the new version so they know to look again.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={send.isPending} onClick={onDone}>
            Not now
          </Button>
          <Button disabled={send.isPending} onClick={sendNow}>
            {send.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {send.isPending ? "Sending..." : "Send the new version"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
