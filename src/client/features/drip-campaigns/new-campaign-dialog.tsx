import { useState } from "react";
import { useLocation } from "wouter";
import { FormDialog } from "@/components/form-dialog";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { CampaignFields } from "./campaign-fields";
import { type CampaignFormErrors, campaignInputOf, NEW_CAMPAIGN } from "./campaign-form";
import { useCreateCampaign } from "./use-drip-campaigns";

/** A new campaign's settings; its e-mails are written on its own page, where it opens next. */
export function NewCampaignDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New campaign"
      description="Who it is for and how often it writes. You add and approve its e-mails next."
      className="sm:max-w-xl"
    >
      <NewCampaignForm onCancel={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function NewCampaignForm({ onCancel }: { onCancel: () => void }) {
  const [values, setValues] = useState(NEW_CAMPAIGN);
  const [errors, setErrors] = useState<CampaignFormErrors>({});
  const create = useCreateCampaign();
  const [, navigate] = useLocation();

  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const result = campaignInputOf(values);
        if (!result.ok) {
          setErrors(result.errors);
          return;
        }
        setErrors({});
        create.mutate(result.input, {
          onSuccess: (campaign) => {
            toast({ title: "Campaign created", description: "Now write its e-mails and approve them." });
            onCancel();
            navigate(`/drip-campaigns/custom/${campaign.id}`);
          },
          onError: (error) =>
            toast({
              variant: "destructive",
              title: "The campaign was not created",
              description: errorMessage(error, "Please try again."),
            }),
        });
      }}
    >
      <CampaignFields values={values} errors={errors} onChange={setValues} />
      <FormDialogFooter
        sticky
        busy={create.isPending}
        submitLabel="Create campaign"
        busyLabel="Creating..."
      />
    </form>
  );
}
