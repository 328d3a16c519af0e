import { Clock, Mail, UserCheck } from "lucide-react";
import { useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import type { CampaignSettings, DripProjectType } from "../../../shared/drip";
import type { Stage } from "../../../shared/projects";
import { projectTypeLabel } from "../../../shared/projects";
import { timeZoneLabel } from "../../../shared/time-zone";
import type { CampaignDraft } from "./campaign-draft";

interface CampaignSettingsCardProps {
  projectType: DripProjectType;
  settings: CampaignSettings;
  draft: CampaignDraft;
  stages: Stage[];
  enabledEmails: number;
  totalEmails: number;
  timezone: string | undefined;
  changed: boolean;
  saving: boolean;
  onChange: (draft: CampaignDraft) => void;
  onSave: () => void;
}

/** On or off, whose leads, and Save Settings: the panel beside the sequence. */
export function CampaignSettingsCard(props: CampaignSettingsCardProps) {
  const { projectType, settings, draft, stages, changed, saving } = props;
  const enableId = useId();
  const stageId = useId();
  const type = projectTypeLabel(projectType).toLowerCase();
  const defaultStage = stages.find((s) => s.isDefault) ?? stages[0];
  const leadStageId = draft.targetStageId ?? defaultStage?.id ?? "";
  const leadStageName =
    stages.find((s) => s.id === leadStageId)?.name ?? settings.leadStage?.name ?? "the first stage";
  const receiving = settings.activeSubscriptions;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Campaign settings</CardTitle>
        <CardDescription>
          {settings.campaignEnabled
            ? `${receiving} ${receiving === 1 ? "lead is" : "leads are"} receiving this campaign.`
            : "This campaign is off: nothing is sent."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSave();
          }}
        >
          <div className="flex items-start gap-3 rounded-lg border p-3">
            <Checkbox
              id={enableId}
              checked={draft.campaignEnabled}
              onCheckedChange={(value) => props.onChange({ ...draft, campaignEnabled: value === true })}
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <Label htmlFor={enableId} className="cursor-pointer">
                Enable Campaign
              </Label>
              <p className="text-xs text-muted-foreground">
                Every {type} project in {leadStageName} receives the sequence, starting with e-mail 1 right
                away.
              </p>
            </div>
          </div>

          <div className="grid gap-2">
            <Label htmlFor={stageId}>Send to leads in</Label>
            <Select
              value={leadStageId}
              onValueChange={(value) =>
                props.onChange({ ...draft, targetStageId: value === defaultStage?.id ? null : value })
              }
              disabled={stages.length === 0}
            >
              <SelectTrigger id={stageId} className="w-full">
                <SelectValue placeholder="No stages yet" />
              </SelectTrigger>
              <SelectContent>
                {stages.map((stage) => (
                  <SelectItem key={stage.id} value={stage.id}>
                    {stage.name}
                    {stage.id === defaultStage?.id ? " (default stage)" : ""}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>

          <ul className="grid gap-2.5 text-sm text-muted-foreground">
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <strong className="font-medium text-foreground">
                  {props.enabledEmails} of {props.totalEmails}
                </strong>{" "}
                e-mails on, about every two weeks for a year.
              </span>
            </li>
            <li className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                Sent at 10:00 your time{props.timezone ? ` (${timeZoneLabel(props.timezone)})` : ""}.
              </span>
            </li>
            <li className="flex gap-2">
              <UserCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>Stops by itself when a lead signs, pays, moves on or unsubscribes.</span>
            </li>
          </ul>

          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {changed ? (
                <span className="font-medium text-amber-700">Unsaved changes</span>
              ) : (
                "All changes saved"
              )}
            </p>
            <SubmitButton busy={saving} busyLabel="Saving..." disabled={!changed}>
              Save Settings
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
