/**
 * The two changes to two-factor that need the password again: new recovery codes, and turning it off
 * (which also takes a current code, so a borrowed unlocked laptop is not enough).
 */
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/hooks/use-toast";
import { ApiError, errorMessage } from "@/lib/api";
import {
  disableTwoFactorInputSchema,
  regenerateRecoveryCodesInputSchema,
  TWO_FACTOR_MESSAGES,
} from "../../../shared/two-factor";
import { fieldErrors, focusFirstError } from "./field-errors";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { useDisableTwoFactor, useRegenerateRecoveryCodes } from "./use-two-factor";

/** Which field a 400 from the server belongs under; anything else is a toast. */
function fieldOf(error: unknown): { name: "password" | "code"; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.serverMessage) return null;
  const message = error.serverMessage;
  return { name: message === TWO_FACTOR_MESSAGES.wrongPassword ? "password" : "code", message };
}

function PasswordField({
  id,
  value,
  error,
  onChange,
  email,
}: {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  email: string | undefined;
}) {
  return (
    <>
      {/* Lets password managers fill the right account. */}
      <input type="text" name="username" autoComplete="username" value={email ?? ""} hidden readOnly />
      <FormField
        id={id}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        autoFocus
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string | undefined;
}

function DisableForm({ onDone, email }: { onDone: () => void; email: string | undefined }) {
  const disable = useDisableTwoFactor();
  const [values, setValues] = useState({ password: "", code: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ids = { password: useId(), code: useId() };
  const order = [
    { name: "password", id: ids.password },
    { name: "code", id: ids.code },
  ];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = disableTwoFactorInputSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      focusFirstError(found, order);
      return;
    }
    setErrors({});
    disable.mutate(parsed.data, {
      onSuccess: () => {
        toast({
          title: "Two-factor authentication is off",
          description: "Signing in now needs only your password.",
        });
        onDone();
      },
      onError: (error) => {
        const field = fieldOf(error);
        if (field) {
          const found = { [field.name]: field.message };
          setErrors(found);
          focusFirstError(found, order);
          return;
        }
        toast({
          variant: "destructive",
          title: "Error",
          description: errorMessage(error, "Failed to turn off two-factor authentication. Please try again."),
        });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <PasswordField
        id={ids.password}
        value={values.password}
        error={errors.password}
        email={email}
        onChange={(password) => setValues((current) => ({ ...current, password }))}
      />
      <FormField
        id={ids.code}
        label="Authentication code or recovery code"
        required
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="123456"
        value={values.code}
        error={errors.code}
        onChange={(event) => setValues((current) => ({ ...current, code: event.target.value }))}
        className="[&_input]:font-mono"
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={disable.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton variant="destructive" busy={disable.isPending} busyLabel="Turning off...">
          Turn off
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

export function DisableTwoFactorDialog({ open, onOpenChange, email }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Turn off two-factor authentication</DialogTitle>
          <DialogDescription>
            Signing in will need only your password again. Confirm with your password and a code from your
            authenticator app, or one of your recovery codes.
          </DialogDescription>
        </DialogHeader>
        <DisableForm email={email} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RegenerateForm({
  onCodes,
  email,
}: {
  onCodes: (codes: string[]) => void;
  email: string | undefined;
}) {
  const regenerate = useRegenerateRecoveryCodes();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const passwordId = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = regenerateRecoveryCodesInputSchema.safeParse({ password });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).password);
      document.getElementById(passwordId)?.focus();
      return;
    }
    setError(undefined);
    regenerate.mutate(parsed.data, {
      onSuccess: ({ recoveryCodes }) => {
        toast({ title: "New recovery codes", description: "Your old recovery codes no longer work." });
        onCodes(recoveryCodes);
      },
      onError: (failure) => {
        const field = fieldOf(failure);
        if (field) {
          setError(field.message);
          document.getElementById(passwordId)?.focus();
          return;
        }
        toast({
          variant: "destructive",
          title: "Error",
          description: errorMessage(failure, "Failed to make new recovery codes. Please try again."),
        });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <PasswordField id={passwordId} value={password} error={error} email={email} onChange={setPassword} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={regenerate.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton busy={regenerate.isPending} busyLabel="Regenerating...">
          Regenerate
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

export function RegenerateRecoveryCodesDialog({ open, onOpenChange, email }: DialogProps) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const change = (next: boolean) => {
    if (!next) setCodes(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{codes ? "Save your new recovery codes" : "Regenerate recovery codes"}</DialogTitle>
          <DialogDescription>
            {codes
              ? "These replace your old codes, which no longer work."
              : "You get ten new codes and the old ones stop working. Enter your password to continue."}
          </DialogDescription>
        </DialogHeader>
        {codes ? (
          <RecoveryCodesPanel codes={codes} email={email} onDone={() => change(false)} />
        ) : (
          <RegenerateForm email={email} onCodes={setCodes} />
        )}
      </DialogContent>
    </Dialog>
  );
}
