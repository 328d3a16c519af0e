import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { type TemplateInput, templateInputSchema } from "../../../shared/questionnaires";

interface TemplateDetailsFormProps {
  initial: { title: string; description: string | null };
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (input: TemplateInput) => void;
  footer?: React.ReactNode;
}

/** Title (required) and description of a questionnaire. */
export function TemplateDetailsForm(props: TemplateDetailsFormProps) {
  const [title, setTitle] = useState(props.initial.title);
  const [description, setDescription] = useState(props.initial.description ?? "");
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = templateInputSchema.safeParse({ title, description });
        if (!parsed.success) {
          setError(parsed.error.issues[0]!.message);
          document.getElementById(titleId)?.focus();
          return;
        }
        setError(null);
        props.onSubmit(parsed.data);
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={titleId}>
          Template title{" "}
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        </Label>
        <Input
          id={titleId}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={Boolean(error)}
          placeholder="Wedding day details"
          maxLength={200}
        />
        {error ? <p className="text-sm text-red-600">{error}</p> : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={descriptionId}>Description</Label>
        <Textarea
          id={descriptionId}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          rows={3}
          placeholder="What it is for, in a sentence your client reads first."
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {props.footer}
        <SubmitButton busy={props.busy} busyLabel={props.busyLabel}>
          {props.submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
