import { Link } from "wouter";
import { SelectItem } from "@/components/ui/select";
import { CHANNELS, type Channel, type Template } from "../../../shared/templates";
import { NO_CHOICE, UNAVAILABLE_CHOICE, withChannel } from "./automation-draft";
import { CHANNEL_LABELS } from "./automation-labels";
import { DelayFields } from "./delay-fields";
import { type DraftSectionProps, FIELD_IDS } from "./form-field-props";
import { SelectField } from "./select-field";
import { countsDays } from "./send-time-form";
import type { QuestionnaireTemplateOption } from "./use-automations";

interface MessageFieldsProps extends DraftSectionProps {
  /** The templates this project type can use, both channels. */
  templates: readonly Template[];
  /** Null while they cannot be listed (loading, or the questionnaires feature is not there yet). */
  questionnaires: readonly QuestionnaireTemplateOption[] | null;
}

/** Send Messages' fields: channel, template, and (unless it counts days) questionnaire and delay. */
export function MessageFields({
  draft,
  onDraftChange,
  errorFor,
  templates,
  questionnaires,
}: MessageFieldsProps) {
  const forChannel = templates.filter((t) => t.channel === draft.channel);
  const chosen = forChannel.find((t) => t.id === draft.templateId);
  // A time trigger or a payment reminder sends its template when due: no questionnaire, no delay.
  const timeBased = countsDays(draft);

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <SelectField
          id="automation-channel"
          label="Channel"
          placeholder="Channel"
          value={draft.channel}
          onChange={(value) => onDraftChange(withChannel(draft, value as Channel))}
        >
          {CHANNELS.map((channel) => (
            <SelectItem key={channel} value={channel}>
              {CHANNEL_LABELS[channel]}
            </SelectItem>
          ))}
        </SelectField>
        <SelectField
          id={FIELD_IDS.templateId}
          label="Template"
          required={timeBased}
          placeholder={forChannel.length === 0 ? "No templates yet" : "Choose a template"}
          value={draft.templateId}
          onChange={(templateId) => onDraftChange({ ...draft, templateId }, "templateId")}
          error={errorFor("templateId")}
          hint={chosen ? <TemplatePreview template={chosen} /> : undefined}
        >
          {forChannel.length === 0 ? (
            <SelectItem value={UNAVAILABLE_CHOICE} disabled>
              No {CHANNEL_LABELS[draft.channel].toLowerCase()} templates yet
            </SelectItem>
          ) : (
            forChannel.map((template) => (
              <SelectItem key={template.id} value={template.id}>
                {template.name}
              </SelectItem>
            ))
          )}
        </SelectField>
      </div>
      {forChannel.length === 0 ? (
        <p className="-mt-2 text-xs text-muted-foreground">
          <Link
            href="/templates"
            className="font-medium text-primary-solid underline-offset-4 hover:underline"
          >
            Create a template
          </Link>{" "}
          first, then come back here.
        </p>
      ) : null}

      {timeBased ? null : (
        <>
          <QuestionnaireSelect
            draft={draft}
            onDraftChange={onDraftChange}
            errorFor={errorFor}
            questionnaires={questionnaires}
          />
          <DelayFields draft={draft} onDraftChange={onDraftChange} errorFor={errorFor} />
        </>
      )}
    </>
  );
}

function TemplatePreview({ template }: { template: Template }) {
  const text =
    template.channel === "EMAIL" && template.subject ? `Subject: ${template.subject}` : template.textBody;
  return <span className="line-clamp-1">{text}</span>;
}

/** While questionnaires are loading or there are none, the select's only option is a disabled one. */
function QuestionnaireSelect({
  draft,
  onDraftChange,
  errorFor,
  questionnaires,
}: DraftSectionProps & { questionnaires: readonly QuestionnaireTemplateOption[] | null }) {
  const available = questionnaires !== null && questionnaires.length > 0;
  return (
    <SelectField
      id={FIELD_IDS.questionnaireTemplateId}
      label="Questionnaire"
      placeholder={available ? "No questionnaire" : "No questionnaires available"}
      value={draft.questionnaireTemplateId}
      onChange={(questionnaireTemplateId) =>
        onDraftChange({ ...draft, questionnaireTemplateId }, "questionnaireTemplateId")
      }
      error={errorFor("questionnaireTemplateId")}
      hint="Optional: send a questionnaire for the client to fill in."
    >
      {available ? (
        <>
          <SelectItem value={NO_CHOICE}>No questionnaire</SelectItem>
          {questionnaires.map((q) => (
            <SelectItem key={q.id} value={q.id}>
              {q.title}
            </SelectItem>
          ))}
        </>
      ) : (
        <SelectItem value={UNAVAILABLE_CHOICE} disabled>
          No questionnaires available
        </SelectItem>
      )}
    </SelectField>
  );
}
