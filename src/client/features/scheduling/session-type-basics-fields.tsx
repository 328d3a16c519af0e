/**
 * The editor's Basics: name, link name (following the name until it is typed into), description,
 * colour, the project it creates, and whether clients can book it.
 */
import { Check } from "lucide-react";
import { FieldMessage } from "@/components/field-message";
import { SelectField } from "@/components/select-field";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { SelectItem } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { PROJECT_TYPES, type ProjectType, projectTypeLabel } from "../../../shared/projects";
import { type DraftFieldsProps, FieldGroup, idOf, SwitchRow } from "./session-type-fields";
import { withName } from "./session-type-form";

/** A few colours that read well as a dot on white; any other can be picked. */
const SWATCHES = [
  { value: "#3b82f6", name: "Blue" },
  { value: "#8b5cf6", name: "Violet" },
  { value: "#ec4899", name: "Pink" },
  { value: "#ef4444", name: "Red" },
  { value: "#f59e0b", name: "Amber" },
  { value: "#10b981", name: "Green" },
  { value: "#06b6d4", name: "Cyan" },
  { value: "#64748b", name: "Slate" },
] as const;

export function SessionTypeBasicsFields({
  draft,
  set,
  update,
  errors,
  prefix,
  slugLocked = false,
}: DraftFieldsProps & {
  /** The default Consultation keeps its link: the original booking links rely on it. */
  slugLocked?: boolean;
}) {
  const colorId = idOf(prefix, "color");
  const descriptionId = idOf(prefix, "description");
  return (
    <FieldGroup title="Basics">
      <FormField
        id={idOf(prefix, "name")}
        label="Name"
        required
        maxLength={100}
        autoComplete="off"
        placeholder="e.g. Engagement session"
        value={draft.name}
        error={errors.name}
        onChange={(event) => update((d) => withName(d, event.target.value))}
      />
      <FormField
        id={idOf(prefix, "slug")}
        label="Link name"
        required
        maxLength={60}
        autoComplete="off"
        spellCheck={false}
        placeholder="engagement-session"
        disabled={slugLocked}
        hint={
          slugLocked
            ? "The Consultation keeps this link: your original booking links rely on it."
            : "The end of this type's booking link: lowercase letters, digits and dashes."
        }
        value={draft.slug}
        error={errors.slug}
        onChange={(event) =>
          update((d) => ({ ...d, slug: event.target.value.toLowerCase(), slugEdited: true }))
        }
      />
      <div className="grid gap-2">
        <Label htmlFor={descriptionId}>Description</Label>
        <Textarea
          id={descriptionId}
          rows={3}
          maxLength={2000}
          placeholder="What the session is, and what to bring."
          value={draft.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${descriptionId}-message` : undefined}
          onChange={(event) => set("description", event.target.value)}
        />
        <FieldMessage id={`${descriptionId}-message`} message={errors.description} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={colorId}>Colour</Label>
        <div className="flex flex-wrap items-center gap-2">
          {SWATCHES.map((swatch) => {
            const chosen = draft.color.toLowerCase() === swatch.value;
            return (
              <button
                key={swatch.value}
                type="button"
                aria-label={swatch.name}
                aria-pressed={chosen}
                onClick={() => set("color", swatch.value)}
                className={cn(
                  "flex size-7 items-center justify-center rounded-full ring-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  chosen && "ring-2 ring-foreground/60",
                )}
                style={{ backgroundColor: swatch.value }}
              >
                {chosen ? <Check aria-hidden="true" className="size-4 text-white" /> : null}
              </button>
            );
          })}
          <input
            id={colorId}
            type="color"
            value={/^#[0-9a-fA-F]{6}$/.test(draft.color) ? draft.color : "#3b82f6"}
            onChange={(event) => set("color", event.target.value)}
            className="h-7 w-10 cursor-pointer rounded border bg-background p-0.5"
            aria-describedby={errors.color ? `${colorId}-message` : undefined}
          />
        </div>
        <FieldMessage id={`${colorId}-message`} message={errors.color} />
      </div>
      <SelectField
        id={idOf(prefix, "projectType")}
        label="Project type"
        value={draft.projectType}
        onChange={(value) => set("projectType", value as ProjectType)}
        hint="A booking of this type starts a project of this kind."
        error={errors.projectType}
      >
        {PROJECT_TYPES.map((type) => (
          <SelectItem key={type} value={type}>
            {projectTypeLabel(type)}
          </SelectItem>
        ))}
      </SelectField>
      <SwitchRow
        id={idOf(prefix, "enabled")}
        label="Bookable"
        checked={draft.enabled}
        onChange={(checked) => set("enabled", checked)}
        hint={
          draft.enabled
            ? "Shown on your booking calendar."
            : "Hidden from your booking calendar; its bookings stay."
        }
      />
    </FieldGroup>
  );
}
