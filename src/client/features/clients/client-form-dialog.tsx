import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link } from "wouter";
import { StickyDialogFooter } from "@/components/sticky-dialog-footer";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { usePhotographerSettings } from "@/hooks/use-photographer-settings";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { toast } from "@/hooks/use-toast";
import { ApiError, errorMessage } from "@/lib/api";
import { type Client, clientInputSchema, fullName } from "../../../shared/clients";
import { useCreateClient, useUpdateClient } from "./use-clients";

/** The default form values, used until the studio's own defaults have loaded. */
const FALLBACK_OPT_INS = { emailOptIn: true, smsOptIn: false };

interface ClientFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client to edit; null adds a new one. */
  client: Client | null;
  /** Where focus goes when the dialog closes (it has no trigger of its own). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Add Client / Edit Client. On a phone the dialog fills the screen. */
export function ClientFormDialog({ open, onOpenChange, client, onCloseAutoFocus }: ClientFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex flex-col sm:max-w-xl"
        onCloseAutoFocus={onCloseAutoFocus}
        // A stray click beside the dialog must not throw away what was typed.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{client ? "Edit Client" : "Add Client"}</DialogTitle>
          <DialogDescription>
            {client
              ? `Update ${fullName(client)}'s contact details and preferences.`
              : "Add someone you photograph. Only the name is required; you can fill in the rest later."}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from a fresh form. */}
        {open ? <ClientForm client={client} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ClientForm({ client, onDone }: { client: Client | null; onDone: () => void }) {
  const settings = usePhotographerSettings();
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const studioOptIns = settings.data
    ? { emailOptIn: settings.data.defaultEmailOptIn, smsOptIn: settings.data.defaultSmsOptIn }
    : null;

  const form = useForm({
    resolver: zodResolver(clientInputSchema),
    mode: "onTouched",
    defaultValues: {
      firstName: client?.firstName ?? "",
      lastName: client?.lastName ?? "",
      email: client?.email ?? "",
      phone: client?.phone ?? "",
      eventDate: client?.eventDate?.slice(0, 10) ?? "",
      notes: client?.notes ?? "",
      emailOptIn: client?.emailOptIn ?? studioOptIns?.emailOptIn ?? FALLBACK_OPT_INS.emailOptIn,
      smsOptIn: client?.smsOptIn ?? studioOptIns?.smsOptIn ?? FALLBACK_OPT_INS.smsOptIn,
    },
  });
  const { errors } = form.formState;

  // The studio's defaults may arrive after the dialog opened: apply them to switches not yet touched.
  const studioEmail = studioOptIns?.emailOptIn;
  const studioSms = studioOptIns?.smsOptIn;
  useEffect(() => {
    if (client) return;
    if (studioEmail !== undefined && !form.getFieldState("emailOptIn").isDirty) {
      form.resetField("emailOptIn", { defaultValue: studioEmail });
    }
    if (studioSms !== undefined && !form.getFieldState("smsOptIn").isDirty) {
      form.resetField("smsOptIn", { defaultValue: studioSms });
    }
  }, [client, form, studioEmail, studioSms]);

  const busy = createClient.isPending || updateClient.isPending;
  // A client with an open project has the project's date, edited on the project: the form shows it and
  // leaves it out of what it saves.
  const dateProjectId = client?.eventDateProjectId ?? null;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (client) {
        const { eventDate: _projectDate, ...rest } = values;
        await updateClient.mutateAsync({ id: client.id, input: dateProjectId ? rest : values });
        toast({ title: "Client updated", description: `${values.firstName} ${values.lastName} was saved.` });
      } else {
        await createClient.mutateAsync(values);
        toast({ title: "Client created", description: `${values.firstName} ${values.lastName} was added.` });
      }
      onDone();
    } catch (error) {
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      // A message about one field goes under that field too, and focus moves there.
      const field = serverMessage ? fieldNamed(serverMessage) : null;
      if (field && serverMessage) form.setError(field, { message: serverMessage }, { shouldFocus: true });
      toast(
        client
          ? {
              variant: "destructive",
              title: "Failed to update client",
              description: errorMessage(error, "Failed to update client. Please try again."),
            }
          : {
              variant: "destructive",
              title: "Failed to create client. Please try again.",
              description: serverMessage,
            },
      );
    }
  });

  const idPrefix = client ? `edit-client-${client.id}` : "add-client";
  return (
    <form noValidate className="flex flex-1 flex-col gap-5" onSubmit={onSubmit}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={`${idPrefix}-first-name`}
          label="First name"
          required
          autoComplete="off"
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <FormField
          id={`${idPrefix}-last-name`}
          label="Last name"
          required
          autoComplete="off"
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={`${idPrefix}-email`}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="name@example.com"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <FormField
          id={`${idPrefix}-phone`}
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="(555) 010-0000"
          error={errors.phone?.message}
          {...form.register("phone")}
        />
      </div>
      {dateProjectId && client ? (
        <ProjectEventDate client={client} projectId={dateProjectId} />
      ) : (
        <FormField
          id={`${idPrefix}-event-date`}
          label="Event date"
          type="date"
          className="sm:max-w-[calc(50%-0.625rem)]"
          error={errors.eventDate?.message}
          {...form.register("eventDate")}
        />
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-notes`}>Notes</Label>
        <Textarea
          id={`${idPrefix}-notes`}
          rows={3}
          placeholder="Venue, how you met, anything worth remembering"
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? `${idPrefix}-notes-message` : undefined}
          {...form.register("notes")}
        />
        {errors.notes?.message ? (
          <p id={`${idPrefix}-notes-message`} role="alert" className="text-sm text-destructive">
            {errors.notes.message}
          </p>
        ) : null}
      </div>
      <fieldset className="grid gap-3 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">Communication</legend>
        <Controller
          control={form.control}
          name="emailOptIn"
          render={({ field }) => (
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor={`${idPrefix}-email-opt-in`} className="grid gap-1 font-normal">
                <span className="font-medium">Email opt-in</span>
                <span className="text-xs text-muted-foreground">
                  Automated emails and campaigns may be sent.
                </span>
              </Label>
              <Switch
                id={`${idPrefix}-email-opt-in`}
                ref={field.ref}
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="smsOptIn"
          render={({ field }) => (
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor={`${idPrefix}-sms-opt-in`} className="grid gap-1 font-normal">
                <span className="font-medium">SMS opt-in</span>
                <span className="text-xs text-muted-foreground">Automated text messages may be sent.</span>
              </Label>
              <Switch
                id={`${idPrefix}-sms-opt-in`}
                ref={field.ref}
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            </div>
          )}
        />
      </fieldset>
      <StickyDialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton busy={busy} busyLabel={client ? "Saving..." : "Adding client..."}>
          {client ? "Save changes" : "Add Client"}
        </SubmitButton>
      </StickyDialogFooter>
    </form>
  );
}

/** The event date a project holds: shown, with the way to the project where it is changed. */
function ProjectEventDate({ client, projectId }: { client: Client; projectId: string }) {
  const dates = useStudioDates();
  return (
    <div className="grid gap-1">
      <span className="text-sm font-medium">Event date</span>
      <span className="text-sm">
        {client.eventDate ? dates.calendarDay(client.eventDate) : "No date set"}
      </span>
      <span className="text-xs text-muted-foreground">
        The date is the project's.{" "}
        <Link
          href={`/projects/${encodeURIComponent(projectId)}`}
          className="text-primary-solid underline underline-offset-4"
        >
          {client.eventDate ? "Change it on the project" : "Set it on the project"}
        </Link>
      </span>
    </div>
  );
}

/** Which form field a server message is about, if it names one. */
function fieldNamed(message: string): "email" | "phone" | "eventDate" | null {
  const lower = message.toLowerCase();
  if (lower.includes("email")) return "email";
  if (lower.includes("phone")) return "phone";
  if (lower.includes("date")) return "eventDate";
  return null;
}
