import { FieldMessage } from "@/components/field-message";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ClientPicker } from "@/features/projects";
import { FIELD_IDS } from "./proposal-form";
import type { ProposalDraftState } from "./use-proposal-draft";

const NO_PROJECT = "none";

interface ProposalDetailsSectionProps {
  state: ProposalDraftState;
  /** The chosen client's projects; undefined while they load. */
  projects: readonly { id: string; title: string }[] | undefined;
  /** The projects could not be loaded: the proposal can still be made without one. */
  projectsFailed: boolean;
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      *
    </span>
  );
}

/** Who it is for and what it is: Title, Client, Project and Valid until. */
export function ProposalDetailsSection({ state, projects, projectsFailed }: ProposalDetailsSectionProps) {
  const { draft } = state;
  const clientError = state.errorFor("clientId");
  const clientMessageId = `${FIELD_IDS.clientId}-message`;

  let projectPlaceholder = "No project";
  if (!draft.clientId) projectPlaceholder = "Choose a client first";
  else if (projectsFailed) projectPlaceholder = "Projects could not be loaded";
  else if (!projects) projectPlaceholder = "Loading projects...";

  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">Details</h2>
      </CardHeader>
      <CardContent className="grid gap-5">
        <FormField
          id={FIELD_IDS.title}
          label="Title"
          required
          autoComplete="off"
          placeholder="e.g. Moreno Vineyard Wedding"
          value={draft.title}
          onChange={(event) => state.setField("title", event.target.value)}
          onBlur={() => state.touch("title")}
          error={state.errorFor("title")}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid min-w-0 grid-cols-1 content-start gap-2">
            <Label htmlFor={FIELD_IDS.clientId}>
              Client
              <RequiredMark />
            </Label>
            <ClientPicker
              id={FIELD_IDS.clientId}
              value={draft.clientId}
              onChange={state.chooseClient}
              onBlur={() => state.touch("clientId")}
              error={clientError}
              describedBy={clientError ? clientMessageId : undefined}
            />
            <FieldMessage id={clientMessageId} message={clientError} />
          </div>

          <div className="grid min-w-0 grid-cols-1 content-start gap-2">
            <Label htmlFor={FIELD_IDS.projectId}>
              Project <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Select
              value={draft.projectId || NO_PROJECT}
              onValueChange={(value) => state.chooseProject(value === NO_PROJECT ? "" : value)}
              disabled={!draft.clientId || !projects}
            >
              <SelectTrigger id={FIELD_IDS.projectId} className="w-full">
                <SelectValue placeholder={projectPlaceholder}>
                  {draft.clientId && projects ? undefined : projectPlaceholder}
                </SelectValue>
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_PROJECT}>No project</SelectItem>
                {(projects ?? []).map((project) => (
                  <SelectItem key={project.id} value={project.id}>
                    {project.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {draft.clientId && projects?.length === 0 ? (
              <p className="text-xs text-muted-foreground">This client has no projects yet.</p>
            ) : null}
          </div>
        </div>

        <div className="grid gap-2 sm:max-w-[calc(50%-0.625rem)]">
          <Label htmlFor={FIELD_IDS.validUntil}>Valid until</Label>
          <Input
            id={FIELD_IDS.validUntil}
            type="date"
            value={draft.validUntil}
            onChange={(event) => state.setField("validUntil", event.target.value)}
            onBlur={() => state.touch("validUntil")}
            aria-describedby={`${FIELD_IDS.validUntil}-hint`}
          />
          <p id={`${FIELD_IDS.validUntil}-hint`} className="text-xs text-muted-foreground">
            After this day your client can no longer sign. Leave empty for no end date.
          </p>
          <FieldMessage id={`${FIELD_IDS.validUntil}-message`} message={state.errorFor("validUntil")} />
        </div>
      </CardContent>
    </Card>
  );
}
