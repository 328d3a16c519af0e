import { TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { CopyButton } from "@/components/copy-button";
import { FormDialog } from "@/components/form-dialog";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import type { CreatedApiToken } from "../../../shared/api-tokens";
import { type AccessChoice, type ApiTokenDraft, emptyApiTokenDraft, toApiTokenInput } from "./api-token-form";
import { useCreateApiToken } from "./use-api-tokens";

const ACCESS: { value: AccessChoice; label: string; hint: string }[] = [
  { value: "read", label: "Read only", hint: "Look up clients, projects and the rest; change nothing." },
  { value: "write", label: "Read and write", hint: "Also create, change and delete, as you can." },
];

/**
 * Makes a token, then shows it once with a copy button: the server keeps only its hash, so closing the
 * dialog is the last chance to copy it.
 */
export function CreateApiTokenDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setCreated(null);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={created ? "Copy your new token" : "New API token"}
      description={
        created
          ? `${created.name} is ready. Copy it now and keep it somewhere safe.`
          : "For a script or an integration that works with your studio's data."
      }
      className="sm:max-w-lg"
    >
      {created ? <NewToken token={created.token} /> : <CreateForm onCreated={setCreated} />}
    </FormDialog>
  );
}

function NewToken({ token }: { token: string }) {
  return (
    <div className="grid gap-4">
      <div
        role="alert"
        className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          This is the only time the token is shown. Anyone who has it can use your studio's data as the token
          allows: don't share it or put it in a web page, and revoke it if it leaks.
        </p>
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-medium">Your new API token</p>
        <code className="block rounded-md border bg-slate-50 p-3 font-mono text-sm break-all">{token}</code>
      </div>
      <DialogFooter>
        <CopyButton text={token} what="API token" />
        <DialogClose asChild>
          <Button type="button">Done</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}

function CreateForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const id = useId();
  const create = useCreateApiToken();
  const [draft, setDraft] = useState<ApiTokenDraft>(emptyApiTokenDraft);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const update = (change: Partial<ApiTokenDraft>) => setDraft((d) => ({ ...d, ...change }));

  const submit = () => {
    const result = toApiTokenInput(draft);
    if (!result.ok) {
      setErrors(result.errors);
      document.getElementById(result.errors.name ? `${id}-name` : `${id}-expires`)?.focus();
      return;
    }
    setErrors({});
    create.mutate(result.input, {
      onSuccess: onCreated,
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: errorMessage(error, "Failed to create the token. Please try again."),
        }),
    });
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField
        id={`${id}-name`}
        label="Name"
        required
        maxLength={100}
        autoComplete="off"
        placeholder="Zapier, backup script…"
        hint="So you know what it is for when you review your tokens."
        value={draft.name}
        error={errors.name}
        onChange={(event) => update({ name: event.target.value })}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Access</legend>
        <div role="radiogroup" aria-label="Access" className="grid gap-2 sm:grid-cols-2">
          {ACCESS.map((choice) => {
            const checked = draft.access === choice.value;
            return (
              <label
                key={choice.value}
                htmlFor={`${id}-${choice.value}`}
                className={cn(
                  "flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  checked && "border-primary-solid bg-blue-50/50",
                )}
              >
                <input
                  id={`${id}-${choice.value}`}
                  type="radio"
                  name={`${id}-access`}
                  value={choice.value}
                  checked={checked}
                  onChange={() => update({ access: choice.value })}
                  className="mt-1 accent-blue-600"
                />
                <span className="grid gap-0.5">
                  <span className="text-sm font-medium">{choice.label}</span>
                  <span className="text-xs text-muted-foreground">{choice.hint}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <FormField
        id={`${id}-expires`}
        label="Expires after (optional)"
        type="date"
        hint="Leave empty for a token that works until you revoke it."
        value={draft.expiresOn}
        error={errors.expiresAt}
        onChange={(event) => update({ expiresOn: event.target.value })}
      />
      <FormDialogFooter busy={create.isPending} submitLabel="Create token" busyLabel="Creating..." />
    </form>
  );
}
