import { useId, useState } from "react";
import { FieldMessage } from "@/components/field-message";
import { FormDialog } from "@/components/form-dialog";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import {
  type CustomCampaignEmail,
  createCampaignEmailInputSchema,
  rejectCampaignEmailInputSchema,
} from "../../../shared/drip-campaigns";
import { EMAIL_FORMAT_HINT } from "../../../shared/email-format";
import { useAddEmail, useRejectEmail, useUpdateEmail } from "./use-drip-campaigns";

interface EmailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  campaignId: string;
  /** The e-mail being edited; absent for a new one. */
  email: CustomCampaignEmail | null;
}

/** Writes a new e-mail or edits one: its subject, its text and its day. */
export function EmailDialog(props: EmailDialogProps) {
  const { email } = props;
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={email ? `Edit e-mail ${email.sequenceIndex + 1}` : "New e-mail"}
      description={
        email?.approvalStatus === "APPROVED"
          ? "Saving a change sends it back for approval: it is not sent until you approve it again."
          : "It waits for your approval before it can be sent."
      }
      className="sm:max-w-2xl"
    >
      <EmailForm {...props} />
    </FormDialog>
  );
}

type EmailField = "subject" | "textBody" | "daysAfterStart";

function EmailForm({ campaignId, email, onOpenChange }: EmailDialogProps) {
  const id = useId();
  const [subject, setSubject] = useState(email?.subject ?? "");
  const [textBody, setTextBody] = useState(email?.textBody ?? "");
  const [day, setDay] = useState(email ? String(email.daysAfterStart) : "");
  const [errors, setErrors] = useState<Partial<Record<EmailField, string>>>({});
  const add = useAddEmail();
  const update = useUpdateEmail();
  const busy = add.isPending || update.isPending;

  const submit = () => {
    const daysAfterStart = day.trim() === "" ? undefined : /^\s*\d+\s*$/.test(day) ? Number(day) : Number.NaN;
    const parsed = createCampaignEmailInputSchema.safeParse({ subject, textBody, daysAfterStart });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as EmailField;
        found[field] ??= issue.message.replace(/^daysAfterStart/, "The day");
      }
      setErrors(found);
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    const done = {
      onSuccess: () => {
        toast({
          title: email ? "E-mail saved" : "E-mail added",
          description: "It is waiting for your approval.",
        });
        onOpenChange(false);
      },
      onError: (error: unknown) =>
        toast({
          variant: "destructive",
          title: "The e-mail was not saved",
          description: errorMessage(error, "Please try again."),
        }),
    };
    if (email) {
      // Only what changed: an unchanged e-mail keeps its approval.
      const { subject: s, textBody: t, daysAfterStart: d } = parsed.data;
      const changes = {
        ...(s !== email.subject ? { subject: s } : {}),
        ...(t !== email.textBody ? { textBody: t } : {}),
        ...(d !== undefined && d !== email.daysAfterStart ? { daysAfterStart: d } : {}),
      };
      if (Object.keys(changes).length === 0) onOpenChange(false);
      else update.mutate({ id: email.id, ...changes }, done);
    } else add.mutate({ campaignId, ...parsed.data }, done);
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField
        id={`${id}-subject`}
        label="Subject"
        required
        value={subject}
        maxLength={200}
        onChange={(event) => setSubject(event.target.value)}
        error={errors.subject}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-textBody`}>
          Email body
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </Label>
        <Textarea
          id={`${id}-textBody`}
          rows={12}
          value={textBody}
          onChange={(event) => setTextBody(event.target.value)}
          className="font-mono text-xs leading-relaxed sm:text-sm"
          aria-invalid={errors.textBody ? true : undefined}
          aria-describedby={`${id}-hint${errors.textBody ? ` ${id}-textBody-message` : ""}`}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {EMAIL_FORMAT_HINT} Variables: {"{{firstName}}"}, {"{{businessName}}"}, {"{{scheduling_link}}"} and
          the others of your templates.
        </p>
        <FieldMessage id={`${id}-textBody-message`} message={errors.textBody} />
      </div>
      <FormField
        id={`${id}-daysAfterStart`}
        label="Day"
        inputMode="numeric"
        className="max-w-48"
        value={day}
        onChange={(event) => setDay(event.target.value)}
        hint={email ? "Days after the lead joins the campaign" : "Empty: one interval after the last e-mail"}
        error={errors.daysAfterStart}
      />
      <FormDialogFooter
        sticky
        busy={busy}
        submitLabel={email ? "Save e-mail" : "Add e-mail"}
        busyLabel="Saving..."
      />
    </form>
  );
}

/** Rejects an e-mail with the reason, which stays beside it until it is edited. */
export function RejectDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: CustomCampaignEmail | null;
}) {
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Reject this e-mail"
      description={
        props.email ? `"${props.email.subject}" is not sent. Say why, for whoever rewrites it.` : ""
      }
    >
      {props.email ? <RejectForm email={props.email} onDone={() => props.onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function RejectForm({ email, onDone }: { email: CustomCampaignEmail; onDone: () => void }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const reject = useRejectEmail();
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = rejectCampaignEmailInputSchema.safeParse({ reason });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        reject.mutate(
          { id: email.id, reason: parsed.data.reason },
          {
            onSuccess: () => {
              toast({ title: "E-mail rejected" });
              onDone();
            },
            onError: (e) => setError(errorMessage(e, "The e-mail was not rejected. Please try again.")),
          },
        );
      }}
    >
      <FormField
        id={`${id}-reason`}
        label="Reason"
        required
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        error={error}
      />
      <FormDialogFooter busy={reject.isPending} submitLabel="Reject e-mail" busyLabel="Rejecting..." />
    </form>
  );
}
