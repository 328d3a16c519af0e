/**
 * "E-mail me a sign-in link": the form a client uses when their one-time link was used (on another
 * device, say) or has expired, or when they come back to the portal signed out. The answer is the
 * same whether or not the address is a client's, so the form says "if", and the link comes by e-mail.
 */
import { MailCheck, Send } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useMemo, useRef, useState } from "react";
import { useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { errorMessage } from "@/lib/api";
import { type PortalSignInStudio, portalLinkRequestSchema } from "../../../shared/portal-link";
import { chooseSignInStudio } from "./portal-sign-in";
import { useRequestPortalLink } from "./use-portal-sign-in";

const FAILED = "We couldn't send your request. Check your connection and try again.";

export function RequestLinkForm({ studio }: { studio: PortalSignInStudio }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const request = useRequestPortalLink();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = portalLinkRequestSchema.safeParse({ publicToken: studio.publicToken, email });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    setInvalid(undefined);
    request.mutate(parsed.data);
  };

  if (request.isSuccess) {
    return (
      <div className="grid gap-3 text-left">
        <output className="flex items-start gap-2 text-sm text-foreground">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          <span>{request.data.message}</span>
        </output>
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => request.reset()}>
          Use another address
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="grid gap-3 text-left">
      <h2 id={`${id}-title`} className="text-base font-semibold text-foreground">
        E-mail me a sign-in link
      </h2>
      <FormField
        ref={input}
        id={`${id}-email`}
        label="Your email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invalid}
        hint={`The address ${studio.businessName || "your photographer"} has for you. The link works once.`}
      />
      {request.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(request.error, FAILED)}
        </p>
      ) : null}
      <SubmitButton busy={request.isPending} busyLabel="Sending..." className="w-full sm:w-fit">
        <Send aria-hidden="true" />
        E-mail me a sign-in link
      </SubmitButton>
    </form>
  );
}

/** The studio this page can ask on behalf of (portal-sign-in.ts), read once per address. */
export function useSignInStudio(): PortalSignInStudio | null {
  const search = useSearch();
  return useMemo(() => chooseSignInStudio(search), [search]);
}

/**
 * Inside a message card: the form with a line that leads to it when the studio is known, else what
 * the page said before (ask the photographer).
 */
export function SignInOffer({
  studio,
  lead,
  fallback,
}: {
  studio: PortalSignInStudio | null;
  lead: string;
  fallback: ReactNode;
}) {
  if (!studio) return <>{fallback}</>;
  return (
    <>
      <p>{lead}</p>
      <div className="mt-4 border-t pt-4">
        <RequestLinkForm studio={studio} />
      </div>
    </>
  );
}
