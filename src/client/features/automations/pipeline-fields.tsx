import { SelectItem } from "@/components/ui/select";
import type { Stage } from "../../../shared/projects";
import { type DraftSectionProps, FIELD_IDS } from "./form-field-props";
import { SelectField } from "./select-field";

/** Move Projects' field: where the project goes when the business event happens. */
export function PipelineFields({
  draft,
  onDraftChange,
  errorFor,
  stages,
}: DraftSectionProps & { stages: readonly Stage[] }) {
  return (
    <SelectField
      id={FIELD_IDS.targetStageId}
      label="Target stage"
      required
      placeholder={stages.length === 0 ? "No stages yet" : "Choose a stage"}
      value={draft.targetStageId}
      onChange={(targetStageId) => onDraftChange({ ...draft, targetStageId }, "targetStageId")}
      error={errorFor("targetStageId")}
      hint="The project moves here when the business event happens."
    >
      {stages.map((stage) => (
        <SelectItem key={stage.id} value={stage.id}>
          <span
            aria-hidden="true"
            className="mr-2 inline-block size-2 shrink-0 rounded-full"
            style={{ backgroundColor: stage.color }}
          />
          {stage.name}
        </SelectItem>
      ))}
    </SelectField>
  );
}
