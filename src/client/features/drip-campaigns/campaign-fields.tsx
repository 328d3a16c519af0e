import { useId } from "react";
import { FieldMessage } from "@/components/field-message";
import { SelectField } from "@/components/select-field";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SelectItem } from "@/components/ui/select";
import { usePhotographerSettings } from "@/hooks/use-photographer-settings";
import { useStages } from "@/hooks/use-stages";
import { CAMPAIGN_FONTS } from "../../../shared/drip-campaigns";
import { PROJECT_TYPES, type ProjectType, projectTypeLabel } from "../../../shared/projects";
import type { CampaignFormErrors, CampaignFormValues } from "./campaign-form";

interface FieldsProps {
  values: CampaignFormValues;
  errors: CampaignFormErrors;
  onChange: (values: CampaignFormValues) => void;
  disabled?: boolean;
}

/** The project type and the lead stages of that type the campaign nurtures (one or more). */
export function TypeAndStagesFields({ values, errors, onChange, disabled }: FieldsProps) {
  const id = useId();
  const stages = useStages(values.projectType);
  const toggle = (stageId: string, on: boolean) =>
    onChange({
      ...values,
      targetStageIds: on
        ? [...values.targetStageIds, stageId]
        : values.targetStageIds.filter((s) => s !== stageId),
    });
  return (
    <>
      <SelectField
        id={`${id}-type`}
        label="Project type"
        required
        value={values.projectType}
        // Stages belong to one project type: another type starts with none chosen.
        onChange={(type) => onChange({ ...values, projectType: type as ProjectType, targetStageIds: [] })}
        disabled={disabled}
        error={errors.projectType}
      >
        {PROJECT_TYPES.map((type) => (
          <SelectItem key={type} value={type}>
            {projectTypeLabel(type)}
          </SelectItem>
        ))}
      </SelectField>
      <fieldset
        className="grid min-w-0 gap-2"
        aria-describedby={errors.targetStageIds ? `${id}-stages-message` : `${id}-stages-hint`}
        aria-invalid={errors.targetStageIds ? true : undefined}
      >
        <legend className="mb-2 flex items-center gap-2 text-sm font-medium">
          Lead stages
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </legend>
        {stages.isPending ? (
          <p className="text-sm text-muted-foreground">Loading stages...</p>
        ) : stages.isError ? (
          <p className="text-sm text-destructive">
            The stages could not be loaded. Reload the page to try again.
          </p>
        ) : (stages.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">This project type has no stages yet.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {(stages.data ?? []).map((stage) => (
              <li key={stage.id} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-stage-${stage.id}`}
                  checked={values.targetStageIds.includes(stage.id)}
                  onCheckedChange={(on) => toggle(stage.id, on === true)}
                  disabled={disabled}
                />
                <Label htmlFor={`${id}-stage-${stage.id}`} className="cursor-pointer font-normal">
                  {stage.name}
                </Label>
              </li>
            ))}
          </ul>
        )}
        {errors.targetStageIds ? null : (
          <p id={`${id}-stages-hint`} className="text-xs text-muted-foreground">
            A lead leaves the campaign when it is in none of these stages, or books.
          </p>
        )}
        <FieldMessage id={`${id}-stages-message`} message={errors.targetStageIds} />
      </fieldset>
    </>
  );
}

/** Every setting of a campaign: name, type and stages, rhythm, length and look. */
export function CampaignFields(props: FieldsProps) {
  const { values, errors, onChange, disabled } = props;
  const id = useId();
  const studio = usePhotographerSettings();
  const set = (patch: Partial<CampaignFormValues>) => onChange({ ...values, ...patch });
  return (
    <div className="grid gap-5">
      <FormField
        id={`${id}-name`}
        label="Name"
        required
        value={values.name}
        onChange={(event) => set({ name: event.target.value })}
        maxLength={120}
        disabled={disabled}
        error={errors.name}
      />
      <TypeAndStagesFields {...props} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-frequency`}>
            One e-mail every
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          </Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-frequency`}
              inputMode="numeric"
              className="w-20"
              value={values.frequency}
              onChange={(event) => set({ frequency: event.target.value })}
              disabled={disabled}
              aria-invalid={errors.frequency ? true : undefined}
              aria-describedby={errors.frequency ? `${id}-frequency-message` : undefined}
            />
            <SelectField
              id={`${id}-unit`}
              label="Unit"
              className="flex-1 [&>label]:sr-only"
              value={values.frequencyUnit}
              onChange={(unit) => set({ frequencyUnit: unit === "days" ? "days" : "weeks" })}
              disabled={disabled}
            >
              <SelectItem value="weeks">weeks</SelectItem>
              <SelectItem value="days">days</SelectItem>
            </SelectField>
          </div>
          <FieldMessage id={`${id}-frequency-message`} message={errors.frequency} />
        </div>
        <FormField
          id={`${id}-months`}
          label="Stops after (months)"
          required
          inputMode="numeric"
          value={values.maxDurationMonths}
          onChange={(event) => set({ maxDurationMonths: event.target.value })}
          disabled={disabled}
          error={errors.maxDurationMonths}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ColourField
          label="Accent colour"
          value={values.primaryBrandColor}
          onChange={(primaryBrandColor) => set({ primaryBrandColor })}
          brand={studio.data?.brandPrimary}
          disabled={disabled}
          error={errors.primaryBrandColor}
        />
        <ColourField
          label="Second colour"
          value={values.secondaryBrandColor}
          onChange={(secondaryBrandColor) => set({ secondaryBrandColor })}
          brand={studio.data?.brandSecondary}
          disabled={disabled}
          error={errors.secondaryBrandColor}
        />
      </div>
      <SelectField
        id={`${id}-font`}
        label="Font"
        value={values.fontFamily}
        onChange={(fontFamily) => set({ fontFamily })}
        disabled={disabled}
        error={errors.fontFamily}
      >
        {CAMPAIGN_FONTS.map((font) => (
          <SelectItem key={font} value={font}>
            <span style={{ fontFamily: font }}>{font.split(",")[0]!.replaceAll("'", "")}</span>
          </SelectItem>
        ))}
      </SelectField>
    </div>
  );
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour as #rrggbb, typed or picked; empty is the studio's brand colour. */
function ColourField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The studio's own colour, which the e-mails use while this one is empty. */
  brand: string | undefined;
  disabled?: boolean;
  error?: string;
}) {
  const id = useId();
  const valid = HEX.test(props.value);
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{props.label}</Label>
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={`Pick the ${props.label.toLowerCase()}`}
          className="h-9 w-11 shrink-0 cursor-pointer rounded-md border bg-background p-1 disabled:cursor-not-allowed"
          value={valid ? props.value : props.brand && HEX.test(props.brand) ? props.brand : "#ffffff"}
          onChange={(event) => props.onChange(event.target.value)}
          disabled={props.disabled}
        />
        <Input
          id={id}
          value={props.value}
          placeholder="#rrggbb"
          onChange={(event) => props.onChange(event.target.value)}
          maxLength={7}
          disabled={props.disabled}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-message` : `${id}-hint`}
        />
      </div>
      {props.error ? null : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Empty: your brand colour.
        </p>
      )}
      <FieldMessage id={`${id}-message`} message={props.error} />
    </div>
  );
}
