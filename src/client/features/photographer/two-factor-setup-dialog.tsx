import { useId, useState } from "react";
import { CopyButton } from "@/components/copy-button";
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
import { groupSecret, type TwoFactorSetup, totpCodeSchema } from "../../../shared/two-factor";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { useEnableTwoFactor } from "./use-two-factor";

/** An <img> of the server-drawn SVG: shown as an image, never inserted into the page as markup. */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function ScanStep({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const codeId = useId();

  const fail = (message: string) => {
    setError(message);
    document.getElementById(codeId)?.focus();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? "");
    setError(undefined);
    enable.mutate(
      { code: parsed.data },
      {
        onSuccess: ({ recoveryCodes }) => {
          toast({
            title: "Two-factor authentication is on",
            description: "Signing in now asks for a code from your app.",
          });
          onEnabled(recoveryCodes);
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 400 && failure.serverMessage) {
            return fail(failure.serverMessage);
          }
          toast({
            variant: "destructive",
            title: "Error",
            description: errorMessage(
              failure,
              "Failed to turn on two-factor authentication. Please try again.",
            ),
          });
        },
      },
    );
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Turn on two-factor authentication</DialogTitle>
        <DialogDescription>
          Scan this QR code with an authenticator app such as Google Authenticator, 1Password, Authy or
          Microsoft Authenticator.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
        <img
          src={svgDataUrl(setup.qrSvg)}
          alt="QR code to scan with your authenticator app"
          width={176}
          height={176}
          className="mx-auto size-44 rounded-lg border bg-white p-1"
        />
        <div className="grid min-w-0 gap-2 text-sm">
          <p className="text-muted-foreground">Can't scan it? Type this key into the app instead:</p>
          <code
            data-testid="two-factor-secret"
            className="rounded-md border bg-slate-50 px-3 py-2 font-mono text-sm break-words tracking-wide text-slate-900"
          >
            {groupSecret(setup.secret)}
          </code>
          <CopyButton text={setup.secret} what="setup key" size="sm" className="w-fit" />
        </div>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FormField
          id={codeId}
          label="6-digit code from the app"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          placeholder="123456"
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value)}
          className="sm:max-w-56 [&_input]:font-mono [&_input]:tracking-[0.3em]"
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={enable.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <SubmitButton busy={enable.isPending} busyLabel="Enabling...">
            Enable
          </SubmitButton>
        </DialogFooter>
      </form>
    </>
  );
}

function SavedCodesStep({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string | undefined;
  onDone: () => void;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Save your recovery codes</DialogTitle>
        <DialogDescription>
          If you lose your phone, a recovery code gets you in instead of a code from the app.
        </DialogDescription>
      </DialogHeader>
      <RecoveryCodesPanel codes={codes} email={email} onDone={onDone} />
    </>
  );
}

/** Scan the QR code, prove it with a code, then keep the recovery codes: two-factor set-up in one dialog. */
export function TwoFactorSetupDialog({
  setup,
  email,
  open,
  onOpenChange,
}: {
  setup: TwoFactorSetup | undefined;
  email: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const change = (next: boolean) => {
    if (!next) setCodes(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="sm:max-w-lg">
        {codes ? (
          <SavedCodesStep codes={codes} email={email} onDone={() => change(false)} />
        ) : setup ? (
          <ScanStep setup={setup} onEnabled={setCodes} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
