import { CircleCheck, FlaskConical, Inbox } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { type PhotographerSettings, updatePhotographerInputSchema } from "../../../shared/photographer";
import { fieldErrors, focusFirstError } from "./field-errors";
import { MessageDigestCard } from "./message-digest-card";
import { NotificationsCard } from "./notifications-card";
import { WithSettings } from "./settings-states";
import { toastSettingsFailed, toastSettingsSaved, useUpdateSettings } from "./use-settings";

function SenderForm({ settings }: { settings: PhotographerSettings }) {
  const save = useUpdateSettings();
  const [emailFromName, setEmailFromName] = useState(settings.emailFromName ?? "");
  const [emailFromAddr, setEmailFromAddr] = useState(settings.emailFromAddr ?? "");
  const [emailSignature, setEmailSignature] = useState(settings.emailSignature ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ids = { name: useId(), addr: useId(), signature: useId(), signatureMessage: useId() };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { emailFromName, emailFromAddr, emailSignature };
    const parsed = updatePhotographerInputSchema.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      focusFirstError(found, [
        { name: "emailFromName", id: ids.name },
        { name: "emailFromAddr", id: ids.addr },
        { name: "emailSignature", id: ids.signature },
      ]);
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: () => toastSettingsSaved("Your email settings are saved."),
      onError: toastSettingsFailed,
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sender</CardTitle>
        <CardDescription>How your emails to clients are signed and where their replies go.</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={submit} className="contents">
        <CardContent className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id={ids.name}
              label="Sender name"
              value={emailFromName}
              maxLength={100}
              placeholder={settings.businessName}
              hint="Shown as the sender. Empty means your business name."
              error={errors.emailFromName}
              onChange={(event) => setEmailFromName(event.target.value)}
            />
            <FormField
              id={ids.addr}
              label="Reply-to address"
              type="email"
              value={emailFromAddr}
              maxLength={255}
              autoComplete="email"
              placeholder="hello@yourstudio.com"
              hint="When clients reply, their answer lands here. Empty means your sign-in e-mail."
              error={errors.emailFromAddr}
              onChange={(event) => setEmailFromAddr(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.signature}>Signature</Label>
            <Textarea
              id={ids.signature}
              value={emailSignature}
              rows={4}
              maxLength={2000}
              placeholder={`Warmly,\n${settings.businessName}`}
              aria-invalid={errors.emailSignature ? true : undefined}
              aria-describedby={ids.signatureMessage}
              onChange={(event) => setEmailSignature(event.target.value)}
            />
            <p
              id={ids.signatureMessage}
              className={errors.emailSignature ? "text-sm text-destructive" : "text-xs text-muted-foreground"}
            >
              {errors.emailSignature ?? "Your sign-off for emails to clients."}
            </p>
          </div>
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <SubmitButton busy={save.isPending} busyLabel="Saving..." className="w-full sm:w-auto">
            Save email settings
          </SubmitButton>
        </CardFooter>
      </form>
    </Card>
  );
}

/** Whether mail really leaves, so nobody waits for a client to answer an email that never went out. */
function DeliveryCard({ smtpConfigured }: { smtpConfigured: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Delivery</CardTitle>
        <CardDescription>Where the emails this studio sends end up.</CardDescription>
      </CardHeader>
      <CardContent>
        {smtpConfigured ? (
          <div className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50/60 p-4">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            <div className="grid gap-1">
              <p className="text-sm font-medium text-green-900">E-mail is sent through your SMTP server</p>
              <p className="text-sm text-green-900/80">
                Emails to clients leave through the mail server set up for Focal.
              </p>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-4 rounded-lg border border-amber-200 bg-amber-50/60 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-start gap-3">
              <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
              <div className="grid gap-1">
                <p className="text-sm font-medium text-amber-950">
                  Development mode: e-mails land in the Outbox
                </p>
                <p className="text-sm text-amber-950/80">
                  Nothing reaches your clients' inboxes yet. Every email is kept in the Outbox, where you can
                  read it.
                </p>
              </div>
            </div>
            <Button asChild variant="outline" className="w-full shrink-0 sm:w-auto">
              <Link href="/outbox">
                <Inbox aria-hidden="true" />
                Open Outbox
              </Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export function EmailTab() {
  return (
    <div className="grid max-w-3xl gap-6">
      <WithSettings label="Loading your email settings" fields={3}>
        {(settings) => (
          <>
            <SenderForm settings={settings} />
            <DeliveryCard smtpConfigured={settings.smtpConfigured} />
          </>
        )}
      </WithSettings>
      <NotificationsCard />
      <WithSettings label="Loading your message settings" fields={1}>
        {(settings) => <MessageDigestCard settings={settings} />}
      </WithSettings>
    </div>
  );
}
