/** Setup & Configure: the form's words, which fields it asks for, and the project types offered. */
import { Lock, RotateCcw } from "lucide-react";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { PROJECT_TYPES, type ProjectType, projectTypeLabel } from "../../../shared/projects";
import { WIDGET_DEFAULTS, WIDGET_TEXT_LIMITS, type WidgetConfig } from "../../widget/widget-config";
import type { WidgetConfigEditor } from "./use-widget-config";

type TextKey = "title" | "description" | "buttonText" | "successMessage";
type ToggleKey = "showPhone" | "showEventDate" | "showMessage";

const TEXT_FIELDS: { key: TextKey; label: string; multiline: boolean; hint: string }[] = [
  {
    key: "title",
    label: "Title",
    multiline: false,
    hint: "The heading above the form. Leave it empty for none.",
  },
  { key: "description", label: "Description", multiline: true, hint: "A sentence under the heading." },
  {
    key: "buttonText",
    label: "Button text",
    multiline: false,
    hint: `Empty means "${WIDGET_DEFAULTS.buttonText}".`,
  },
  {
    key: "successMessage",
    label: "Success message",
    multiline: true,
    hint: "What visitors read once their inquiry is sent.",
  },
];

const OPTIONAL_FIELDS: { key: ToggleKey; label: string; hint: string }[] = [
  { key: "showPhone", label: "Phone", hint: "Optional for the visitor." },
  { key: "showEventDate", label: "Event date", hint: `With an "I don't have a date yet" checkbox.` },
  { key: "showMessage", label: "Message", hint: "Room for their plans, up to 2000 characters." },
];

function TextSetting({
  field,
  draft,
  update,
}: {
  field: (typeof TEXT_FIELDS)[number];
  draft: WidgetConfig;
  update: WidgetConfigEditor["update"];
}) {
  const id = `widget-${field.key}`;
  const common = {
    id,
    value: draft[field.key],
    maxLength: WIDGET_TEXT_LIMITS[field.key],
    "aria-describedby": `${id}-hint`,
    placeholder: field.key === "buttonText" ? WIDGET_DEFAULTS.buttonText : undefined,
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{field.label}</Label>
      {field.multiline ? (
        <Textarea {...common} rows={2} onChange={(e) => update({ [field.key]: e.target.value })} />
      ) : (
        <Input {...common} onChange={(e) => update({ [field.key]: e.target.value })} />
      )}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {field.hint}
      </p>
    </div>
  );
}

function ProjectTypesSetting({ draft, update }: Pick<WidgetConfigEditor, "draft" | "update">) {
  const chosen = new Set(draft.projectTypes);
  const toggle = (type: ProjectType, on: boolean) => {
    // Kept in the types' own order, so the visitor's list doesn't depend on the order they were ticked in.
    const next = PROJECT_TYPES.filter((t) => (t === type ? on : chosen.has(t)));
    if (next.length > 0) update({ projectTypes: next });
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">Project types</legend>
      <p id="widget-types-hint" className="-mt-1 text-xs text-muted-foreground">
        Visitors pick one; with a single type the choice is hidden. At least one stays on.
      </p>
      <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3" aria-describedby="widget-types-hint">
        {PROJECT_TYPES.map((type) => {
          const checked = chosen.has(type);
          const last = checked && chosen.size === 1;
          return (
            <div key={type} className="flex items-center gap-2">
              <Checkbox
                id={`widget-type-${type}`}
                checked={checked}
                disabled={last}
                onCheckedChange={(value) => toggle(type, value === true)}
              />
              <Label htmlFor={`widget-type-${type}`} className="font-normal">
                {projectTypeLabel(type)}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export function SetupCard({ editor }: { editor: WidgetConfigEditor }) {
  const { draft, update, reset } = editor;
  const [confirmingReset, setConfirmingReset] = useState(false);
  const cancelReset = useRef<HTMLButtonElement>(null);
  const resetButton = useRef<HTMLButtonElement>(null);
  // The button that was clicked goes away: the focus moves to its replacement, not to the page.
  const askToReset = () => {
    flushSync(() => setConfirmingReset(true));
    cancelReset.current?.focus();
  };
  const closeReset = () => {
    flushSync(() => setConfirmingReset(false));
    resetButton.current?.focus();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Form content</CardTitle>
        <CardDescription>
          What your inquiry form says and asks. Changes show in the preview at once, and on your website once
          you save them.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <section aria-labelledby="widget-text-heading" className="grid gap-4">
          <h4 id="widget-text-heading" className="text-sm font-semibold">
            Text
          </h4>
          <div className="grid gap-4 sm:grid-cols-2">
            {TEXT_FIELDS.map((field) => (
              <TextSetting key={field.key} field={field} draft={draft} update={update} />
            ))}
          </div>
        </section>

        <section aria-labelledby="widget-fields-heading" className="grid gap-3">
          <h4 id="widget-fields-heading" className="text-sm font-semibold">
            Fields
          </h4>
          <ul className="divide-y rounded-lg border">
            <li className="flex items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="text-sm font-medium">First name, last name and email</p>
                <p className="text-xs text-muted-foreground">Always asked, and required.</p>
              </div>
              <Lock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            </li>
            {OPTIONAL_FIELDS.map(({ key, label, hint }) => (
              <li key={key} className="flex items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <Label htmlFor={`widget-${key}`} className="text-sm font-medium">
                    {label}
                  </Label>
                  <p id={`widget-${key}-hint`} className="text-xs text-muted-foreground">
                    {hint}
                  </p>
                </div>
                <Switch
                  id={`widget-${key}`}
                  checked={draft[key]}
                  aria-describedby={`widget-${key}-hint`}
                  onCheckedChange={(checked) => update({ [key]: checked })}
                />
              </li>
            ))}
          </ul>
        </section>

        <ProjectTypesSetting draft={draft} update={update} />
      </CardContent>
      <CardFooter className="flex-wrap gap-2 border-t">
        {confirmingReset ? (
          <>
            <p className="mr-auto text-sm">
              Put every setting back to the defaults? Your website changes once you save.
            </p>
            <Button ref={cancelReset} variant="outline" size="sm" onClick={closeReset}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              size="sm"
              onClick={() => {
                reset();
                closeReset();
              }}
            >
              Reset
            </Button>
          </>
        ) : (
          <Button ref={resetButton} variant="outline" size="sm" onClick={askToReset}>
            <RotateCcw aria-hidden="true" />
            Reset to defaults
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
