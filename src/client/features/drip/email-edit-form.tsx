import { RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { dripEmailOverrideInputSchema, type StaticDripEmail } from "../../../shared/drip";
import { EMAIL_FORMAT_HINT } from "../../../shared/email-format";
import { useRestoreDripEmail, useSaveDripEmail } from "./use-drip";

interface EmailEditFormProps {
  email: StaticDripEmail;
  onDone: () => void;
}

/** The studio's own wording of one prewritten e-mail; the original can always be restored. */
export function EmailEditForm({ email, onDone }: EmailEditFormProps) {
  const [subject, setSubject] = useState(email.subject);
  const [textBody, setTextBody] = useState(email.textBody);
  const [error, setError] = useState<{ field: "subject" | "textBody"; message: string } | null>(null);
  const save = useSaveDripEmail();
  const restore = useRestoreDripEmail();
  const busy = save.isPending || restore.isPending;
  const subjectId = useId();
  const bodyId = useId();
  const hintId = useId();

  const submit = () => {
    const parsed = dripEmailOverrideInputSchema.safeParse({ subject, textBody });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path[0] === "subject" ? "subject" : "textBody";
      setError({ field, message: issue.message });
      document.getElementById(field === "subject" ? subjectId : bodyId)?.focus();
      return;
    }
    setError(null);
    save.mutate(
      { type: email.projectType, index: email.index, ...parsed.data },
      {
        onSuccess: () => {
          toast({ title: "Email updated", description: "Your wording is used from the next send on." });
          onDone();
        },
        onError: (e) =>
          toast({
            variant: "destructive",
            title: "Error",
            description: errorMessage(e, "Failed to save email. Please try again."),
          }),
      },
    );
  };

  const restoreOriginal = () =>
    restore.mutate(
      { type: email.projectType, index: email.index },
      {
        onSuccess: () => {
          toast({
            title: "Original restored",
            description: "This e-mail is back to the prewritten version.",
          });
          onDone();
        },
        onError: (e) =>
          toast({
            variant: "destructive",
            title: "Error",
            description: errorMessage(e, "Failed to restore email. Please try again."),
          }),
      },
    );

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={subjectId}>
          Subject{" "}
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        </Label>
        <Input
          id={subjectId}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          aria-invalid={error?.field === "subject"}
          maxLength={200}
        />
        {error?.field === "subject" ? <p className="text-sm text-red-600">{error.message}</p> : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={bodyId}>
          Email body{" "}
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        </Label>
        <Textarea
          id={bodyId}
          value={textBody}
          onChange={(event) => setTextBody(event.target.value)}
          aria-invalid={error?.field === "textBody"}
          aria-describedby={hintId}
          rows={14}
          className="font-mono text-xs leading-relaxed sm:text-sm"
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {EMAIL_FORMAT_HINT} Variables: {"{{firstName}}"}, {"{{businessName}}"}, {"{{scheduling_link}}"} and
          the others of your templates.
        </p>
        {error?.field === "textBody" ? <p className="text-sm text-red-600">{error.message}</p> : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        {email.hasManualEdits ? (
          <Button type="button" variant="ghost" onClick={restoreOriginal} disabled={busy}>
            <RotateCcw aria-hidden="true" />
            {restore.isPending ? "Restoring..." : "Restore original"}
          </Button>
        ) : (
          <span />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton busy={save.isPending} busyLabel="Saving..." disabled={restore.isPending}>
            Save changes
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
