import { Download, UserX } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { ERASE_KEEPS, ERASE_REMOVES } from "../../../shared/exports";
import { describeCounts } from "./export-status";
import { useEraseClient } from "./use-exports";

/**
 * The client page's data-protection actions: their data as a JSON file (a data-access request), and
 * the erasure of their personal data, after a confirmation that says what has to stay.
 */
export function ClientDataCard({ clientId, name }: { clientId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const erase = useEraseClient(clientId);
  const confirm = () =>
    erase.mutate(undefined, {
      onSuccess: (result) => {
        setOpen(false);
        const kept = describeCounts(result.kept);
        toast({
          title: "Personal data erased",
          description: kept ? `Kept without their name: ${kept}.` : "Nothing had to be kept.",
        });
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Could not erase the client's data",
          description: errorMessage(error, "Please try again."),
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal data</CardTitle>
        <CardDescription>
          Answer a client's request to see or delete what you hold about them.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <a href={`/api/clients/${encodeURIComponent(clientId)}/export`} download>
            <Download aria-hidden="true" />
            Export data
          </a>
        </Button>
        <Button variant="outline" className="text-destructive" onClick={() => setOpen(true)}>
          <UserX aria-hidden="true" />
          Erase personal data
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={(next) => !erase.isPending && setOpen(next)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Erase {name}'s personal data?</DialogTitle>
            <DialogDescription>{ERASE_REMOVES}</DialogDescription>
          </DialogHeader>
          <p className="text-sm">
            <strong>What stays: </strong>
            {ERASE_KEEPS}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={erase.isPending}>
              Cancel
            </Button>
            <SubmitButton
              type="button"
              variant="destructive"
              busy={erase.isPending}
              busyLabel="Erasing…"
              onClick={confirm}
            >
              Erase personal data
            </SubmitButton>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
