/**
 * The studio's countersignature, after the client's: drawn on the pad or typed. The signature widgets
 * belong to the proposals feature, which imports this one, so they come in as props (a SignatureKit)
 * rather than as an import that would make the two features depend on each other.
 */
import { type ComponentType, type FormEvent, type ReactNode, type Ref, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { FieldMessage } from "@/components/field-message";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useAuth } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { CountersignInput } from "../../../shared/proposal-contract";
import { useCountersignContract } from "./use-proposal-contract";

type SignatureMode = "draw" | "type";

/** What the drawing pad exposes (its handle): the drawing as a PNG data URL, null while empty. */
export interface SignaturePadLike {
  isEmpty(): boolean;
  clear(): void;
  toDataUrl(): string | null;
  focus(): void;
}

/** The proposals feature's signature widgets, handed in by the page that shows the contract. */
export interface SignatureKit {
  SignaturePad: ComponentType<{
    ref?: Ref<SignaturePadLike>;
    onChange?: (hasInk: boolean) => void;
    invalid?: boolean;
    describedBy?: string;
    disabled?: boolean;
  }>;
  SignatureModeTabs: ComponentType<{
    mode: SignatureMode;
    onModeChange: (mode: SignatureMode) => void;
    disabled?: boolean;
    draw: ReactNode;
    type: ReactNode;
  }>;
  TypedSignature: ComponentType<{ name: string; invalid?: boolean; describedBy?: string }>;
}

const IDS = { name: "countersign-name", signature: "countersign-signature" } as const;

/** What is sent: a drawn signature with the signer's name, or the typed name alone. */
export function countersignInput(
  mode: SignatureMode,
  name: string,
  drawing: string | null,
): CountersignInput | { error: keyof typeof IDS; message: string } {
  const typedName = name.trim();
  if (!typedName) return { error: "name", message: "Type your name to sign" };
  if (mode === "type") return { typedName };
  if (!drawing) return { error: "signature", message: "Draw your signature, or choose Type" };
  return { signatureImageUrl: drawing, typedName };
}

interface CountersignDialogProps {
  proposalId: string;
  signatureKit: SignatureKit;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function CountersignDialog({ proposalId, signatureKit, ...dialog }: CountersignDialogProps) {
  return (
    <FormDialog
      {...dialog}
      title="Countersign the contract"
      description="The client has signed. Your signature completes the contract; the signed PDF then carries both."
      className="sm:max-w-lg"
    >
      <CountersignForm proposalId={proposalId} kit={signatureKit} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function CountersignForm({
  proposalId,
  kit,
  onDone,
}: {
  proposalId: string;
  kit: SignatureKit;
  onDone: () => void;
}) {
  const { user } = useAuth();
  const countersign = useCountersignContract(proposalId);
  const [mode, setMode] = useState<SignatureMode>("draw");
  const [name, setName] = useState(user?.businessName ?? "");
  const [hasDrawing, setHasDrawing] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof IDS, string>>>({});
  const pad = useRef<SignaturePadLike>(null);
  const busy = countersign.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const input = countersignInput(mode, name, mode === "draw" ? (pad.current?.toDataUrl() ?? null) : null);
    if ("error" in input) {
      flushSync(() => setErrors({ [input.error]: input.message }));
      if (input.error === "signature") pad.current?.focus();
      else document.getElementById(IDS.name)?.focus();
      return;
    }
    setErrors({});
    countersign.mutate(input, {
      onSuccess: () => {
        toast({ title: "Contract countersigned", description: "The contract is complete." });
        onDone();
      },
      onError: (failure) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: errorMessage(failure, "Failed to countersign. Please try again."),
        }),
    });
  };

  const signatureMessage = `${IDS.signature}-message`;
  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <FormField
        id={IDS.name}
        label="Your name"
        required
        autoComplete="name"
        maxLength={200}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setErrors((current) => ({ ...current, name: undefined }));
        }}
        error={errors.name}
        disabled={busy}
      />
      <fieldset
        className="min-w-0 space-y-3"
        aria-describedby={errors.signature ? signatureMessage : undefined}
      >
        <legend className="text-sm leading-none font-medium">Signature</legend>
        <kit.SignatureModeTabs
          mode={mode}
          onModeChange={(next) => {
            setMode(next);
            setErrors((current) => ({ ...current, signature: undefined }));
          }}
          disabled={busy}
          draw={
            <kit.SignaturePad
              ref={pad}
              onChange={(ink) => {
                setHasDrawing(ink);
                if (ink) setErrors((current) => ({ ...current, signature: undefined }));
              }}
              invalid={Boolean(errors.signature) && !hasDrawing}
              describedBy={errors.signature ? signatureMessage : undefined}
              disabled={busy}
            />
          }
          type={<kit.TypedSignature name={name} />}
        />
        <FieldMessage id={signatureMessage} message={errors.signature} />
      </fieldset>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton busy={busy} busyLabel="Signing...">
          Countersign
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
