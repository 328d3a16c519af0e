import { useId, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { recoveryCodeSchema, TWO_FACTOR_MESSAGES, totpCodeSchema } from "../../../shared/two-factor";
import { AuthLayout } from "./auth-layout";
import { useTwoFactorLogin } from "./use-auth-mutations";

type Mode = "app" | "recovery";

const COPY: Record<Mode, { subtitle: string; label: string; switchTo: string }> = {
  app: {
    subtitle: "Open your authenticator app and enter the 6-digit code it shows for Focal.",
    label: "Authentication code",
    switchTo: "Use a recovery code instead",
  },
  recovery: {
    subtitle: "Enter one of the recovery codes you saved when you turned on two-factor authentication.",
    label: "Recovery code",
    switchTo: "Use your authenticator app instead",
  },
};

const linkClass =
  "font-medium text-primary-solid underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none";

/**
 * The second sign-in step, after the right password: a code from the app, or a recovery code. A pending
 * sign-in lasts five minutes; when it has run out the visitor goes back to the password.
 */
export function TwoFactorStep({ onRestart }: { onRestart: () => void }) {
  const verify = useTwoFactorLogin();
  const [mode, setMode] = useState<Mode>("app");
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const fieldId = useId();
  const copy = COPY[mode];

  const switchMode = () => {
    setMode(mode === "app" ? "recovery" : "app");
    setValue("");
    setError(undefined);
  };

  const showError = (message: string) => {
    setError(message);
    const field = document.getElementById(fieldId) as HTMLInputElement | null;
    field?.focus();
    field?.select();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = (mode === "app" ? totpCodeSchema : recoveryCodeSchema).safeParse(value);
    if (!parsed.success) {
      showError(parsed.error.issues[0]?.message ?? TWO_FACTOR_MESSAGES.codeRequired);
      return;
    }
    setError(undefined);
    verify.mutate(mode === "app" ? { code: parsed.data } : { recoveryCode: parsed.data }, {
      onError: (failure) => {
        const message = failure instanceof ApiError ? failure.serverMessage : undefined;
        if (message === TWO_FACTOR_MESSAGES.expired) {
          toast({ variant: "destructive", title: "Sign-in expired", description: message });
          onRestart();
          return;
        }
        showError(message ?? "Something went wrong. Please try again.");
      },
    });
  };

  return (
    <AuthLayout
      title="Two-factor authentication"
      subtitle={copy.subtitle}
      footer={
        <>
          Not you, or stuck?{" "}
          <button type="button" className={linkClass} onClick={onRestart}>
            Back to sign in
          </button>
        </>
      }
    >
      <form noValidate className="grid gap-5" onSubmit={submit}>
        <FormField
          key={mode}
          id={fieldId}
          label={copy.label}
          required
          autoFocus
          value={value}
          error={error}
          onChange={(event) => setValue(event.target.value)}
          {...(mode === "app"
            ? {
                inputMode: "numeric",
                autoComplete: "one-time-code",
                pattern: "[0-9 ]*",
                maxLength: 7,
                placeholder: "123456",
                className: "[&_input]:font-mono [&_input]:tracking-[0.3em]",
              }
            : {
                autoComplete: "off",
                autoCapitalize: "none",
                spellCheck: false,
                placeholder: "xxxx-xxxx-xx",
                className: "[&_input]:font-mono",
              })}
        />
        <SubmitButton size="lg" className="w-full" busy={verify.isPending} busyLabel="Verifying...">
          Verify
        </SubmitButton>
        <button type="button" className={`${linkClass} justify-self-center text-sm`} onClick={switchMode}>
          {copy.switchTo}
        </button>
      </form>
    </AuthLayout>
  );
}
