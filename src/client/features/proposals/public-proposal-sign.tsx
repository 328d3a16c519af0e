/**
 * Signing a proposal on the public page: full name and e-mail (non-empty after trimming), and a
 * signature either drawn on the pad or typed in a script face, sent as a PNG data URL. With a contract
 * attached, the same step also takes the contract's own fields and the consent to sign electronically,
 * and signs both at once. On success the server answers the signed view, which replaces the page's
 * data; on failure the server's message (or a generic fallback) is toasted and nothing typed is lost.
 */
import { useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/hooks/use-toast";
import { ApiError, apiRequest, errorMessage } from "@/lib/api";
import type { PublicProposalView } from "../../../shared/public-proposals";
import { BRAND_FILL_HOVER } from "./public-proposal-brand";
import {
  ConsentBox,
  type ContractAnswers,
  ContractInputs,
  contractErrors,
  inputId,
} from "./public-proposal-contract";
import { type SignatureMode, SignatureModeTabs } from "./signature-mode-tabs";
import { SignaturePad, type SignaturePadHandle } from "./signature-pad";
import { TypedSignature, typedSignatureDataUrl } from "./signature-typed";

type Mode = SignatureMode;
interface Errors {
  name?: string;
  email?: string;
  signature?: string;
}

const SIGN_FAILED = "Failed to sign proposal. Please try again.";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(name: string, email: string, mode: Mode, hasDrawing: boolean): Errors {
  const errors: Errors = {};
  if (!name.trim()) errors.name = "Full name is required";
  if (!email.trim()) errors.email = "Email is required";
  else if (!EMAIL.test(email.trim())) errors.email = "Invalid email address";
  if (mode === "draw" ? !hasDrawing : !name.trim()) errors.signature = "Please add your signature";
  return errors;
}

export function SignProposalSection({
  token,
  view,
  queryKey,
}: {
  token: string;
  view: PublicProposalView;
  queryKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [email, setEmail] = useState(view.client.email ?? "");
  const [mode, setMode] = useState<Mode>("draw");
  const [hasDrawing, setHasDrawing] = useState(false);
  const [touched, setTouched] = useState({ name: false, email: false, signature: false });
  const [busy, setBusy] = useState(false);
  const pad = useRef<SignaturePadHandle>(null);
  const signatureGroup = useRef<HTMLFieldSetElement>(null);
  // A void contract is no longer signed with the proposal (the server signs the proposal alone).
  const contract =
    view.contract && !view.contract.signed && view.contract.status !== "VOID" ? view.contract : null;
  const [answers, setAnswers] = useState<ContractAnswers>({ inputs: {}, consent: false });
  const [touchedInputs, setTouchedInputs] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);

  const errors = validate(name, email, mode, hasDrawing);
  const shown: Errors = {
    name: touched.name ? errors.name : undefined,
    email: touched.email ? errors.email : undefined,
    signature: touched.signature ? errors.signature : undefined,
  };
  const missing = contract ? contractErrors(contract, answers) : null;
  const shownInputs = Object.fromEntries(
    Object.entries(missing?.inputs ?? {}).filter(([label]) => submitted || touchedInputs[label]),
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setTouched({ name: true, email: true, signature: true });
    setSubmitted(true);
    const firstInput = contract?.inputs.findIndex((label) => missing?.inputs[label]) ?? -1;
    if (errors.name || errors.email || errors.signature || firstInput >= 0 || missing?.consent) {
      const form = event.currentTarget;
      if (errors.name) form.querySelector<HTMLInputElement>("#sign-name")?.focus();
      else if (errors.email) form.querySelector<HTMLInputElement>("#sign-email")?.focus();
      else if (firstInput >= 0) form.querySelector<HTMLInputElement>(`#${inputId(firstInput)}`)?.focus();
      else if (errors.signature) signatureGroup.current?.focus();
      else form.querySelector<HTMLInputElement>("#contract-consent")?.focus();
      return;
    }
    setBusy(true);
    try {
      const image = mode === "draw" ? pad.current?.toDataUrl() : await typedSignatureDataUrl(name);
      const res = await apiRequest("POST", `/api/public/proposals/${encodeURIComponent(token)}/sign`, {
        signedByName: name.trim(),
        signedByEmail: email.trim(),
        signatureImageUrl: image ?? null,
        ...(contract
          ? {
              consent: answers.consent,
              inputs: Object.fromEntries(contract.inputs.map((l) => [l, answers.inputs[l]?.trim() ?? ""])),
            }
          : {}),
      });
      const signed = (await res.json()) as PublicProposalView;
      queryClient.setQueryData(queryKey, signed);
      window.scrollTo({ top: 0, behavior: "smooth" });
    } catch (error) {
      toast({ variant: "destructive", title: errorMessage(error, SIGN_FAILED) });
      // Signed elsewhere, or expired meanwhile: show the page as it now stands.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey });
      setBusy(false);
    }
  };

  return (
    <section id="sign" aria-labelledby="sign-heading" className="scroll-mt-6">
      <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
        <div className="space-y-1.5">
          <h2 id="sign-heading" className="text-xl font-semibold tracking-tight">
            Accept and sign
          </h2>
          <p className="text-sm text-muted-foreground">
            {contract
              ? "Happy with everything? Add your details and signature to accept this proposal and its contract."
              : "Happy with everything? Add your details and signature to accept this proposal."}
          </p>
        </div>

        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-6">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="sign-name"
              label="Full name"
              required
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              onBlur={() => setTouched((t) => ({ ...t, name: true }))}
              error={shown.name}
              disabled={busy}
              className="[&_input]:h-11 [&_input]:text-base"
            />
            <FormField
              id="sign-email"
              label="Email"
              type="email"
              inputMode="email"
              required
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              onBlur={() => setTouched((t) => ({ ...t, email: true }))}
              error={shown.email}
              disabled={busy}
              className="[&_input]:h-11 [&_input]:text-base"
            />
          </div>

          {contract ? (
            <ContractInputs
              contract={contract}
              answers={answers}
              errors={shownInputs}
              disabled={busy}
              onChange={(label, value) =>
                setAnswers((a) => ({ ...a, inputs: { ...a.inputs, [label]: value } }))
              }
              onBlur={(label) => setTouchedInputs((t) => ({ ...t, [label]: true }))}
            />
          ) : null}

          <fieldset
            ref={signatureGroup}
            tabIndex={-1}
            className="min-w-0 space-y-3 rounded-md outline-none"
            aria-describedby={shown.signature ? "sign-signature-message" : undefined}
          >
            <legend className="flex items-center gap-2 text-sm leading-none font-medium">
              Signature
              <span aria-hidden="true" className="text-destructive">
                *
              </span>
            </legend>
            <SignatureModeTabs
              mode={mode}
              onModeChange={setMode}
              disabled={busy}
              draw={
                <SignaturePad
                  ref={pad}
                  disabled={busy}
                  invalid={Boolean(shown.signature)}
                  describedBy={shown.signature ? "sign-signature-message" : undefined}
                  onChange={(ink) => {
                    setHasDrawing(ink);
                    if (ink) setTouched((t) => ({ ...t, signature: true }));
                  }}
                />
              }
              type={
                <TypedSignature
                  name={name}
                  invalid={Boolean(shown.signature)}
                  describedBy={shown.signature ? "sign-signature-message" : undefined}
                />
              }
            />
            {shown.signature ? (
              <p id="sign-signature-message" role="alert" className="text-sm text-destructive">
                {shown.signature}
              </p>
            ) : null}
          </fieldset>

          <div className="space-y-4 border-t pt-6">
            {contract ? (
              <ConsentBox
                text={contract.consentText}
                checked={answers.consent}
                error={submitted ? missing?.consent : undefined}
                disabled={busy}
                onChange={(consent) => setAnswers((a) => ({ ...a, consent }))}
              />
            ) : null}
            <p className="flex gap-2.5 text-sm text-(--brand-secondary-text)">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              <span>
                {contract
                  ? `By signing you agree to this proposal and to "${contract.title}" as written above.`
                  : "By signing you agree to this proposal and its terms, and that your electronic signature is as binding as one on paper."}
              </span>
            </p>
            <SubmitButton
              busy={busy}
              busyLabel="Signing..."
              size="lg"
              className={`h-12 w-full text-base sm:w-auto sm:px-10 ${BRAND_FILL_HOVER}`}
            >
              {contract ? "Sign Proposal & Contract" : "Sign Proposal"}
            </SubmitButton>
          </div>
        </form>
      </div>
    </section>
  );
}
