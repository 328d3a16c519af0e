import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { CustomCampaign } from "../../../shared/drip-campaigns";
import { CampaignFields } from "./campaign-fields";
import { type CampaignFormErrors, campaignInputOf, formValuesOf } from "./campaign-form";
import { useUpdateCampaign } from "./use-drip-campaigns";

/** The campaign's settings; read-only once the version is published (its next version is edited instead). */
export function CampaignSettingsForm({ campaign }: { campaign: CustomCampaign }) {
  const editable = campaign.status === "DRAFT";
  const [values, setValues] = useState(() => formValuesOf(campaign));
  const [errors, setErrors] = useState<CampaignFormErrors>({});
  const update = useUpdateCampaign();

  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">Settings</h2>
        <CardDescription>
          {editable
            ? "Who receives it, how often, for how long, and how it looks."
            : "This version is published: start a new version to change it."}
        </CardDescription>
      </CardHeader>
      <CardContent>
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
            // One frequency only: the unit not chosen is not sent, and the server keeps the one given.
            update.mutate(
              { id: campaign.id, ...result.input },
              {
                onSuccess: () => toast({ title: "Settings saved" }),
                onError: (error) =>
                  toast({
                    variant: "destructive",
                    title: "Settings not saved",
                    description: errorMessage(error, "Please try again."),
                  }),
              },
            );
          }}
        >
          <CampaignFields values={values} errors={errors} onChange={setValues} disabled={!editable} />
          {editable ? (
            <div className="flex justify-end">
              <SubmitButton busy={update.isPending} busyLabel="Saving...">
                Save settings
              </SubmitButton>
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
