/**
 * /client-portal/login?token=...[&next=/client-portal/...]: the link the photographer e-mailed. The token
 * is sent once; on success the client lands in the portal, or on the portal page `next` names (a
 * questionnaire's link does this); the link's address is replaced, so Back does not reuse it. Otherwise
 * the server's reason is shown calmly, and for a used or expired link the form that e-mails a new one.
 */
import { LinkIcon, LoaderCircle, MailWarning, RotateCw } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { ApiError, errorMessage } from "@/lib/api";
import { PortalMessageCard } from "./portal-layout";
import { studioFromError } from "./portal-sign-in";
import { RequestLinkForm } from "./portal-sign-in-form";
import { usePortalLogin } from "./use-portal";

/**
 * Where the link may lead after signing in (`next`): only a page inside the portal. Anything else
 * (another site, `//host`, the studio, a path that climbs out with `..`) falls back to the portal.
 * Kept here rather than beside the questionnaire form so this page does not load the form's rules.
 */
function portalNextPath(next: string | null): string {
  const home = "/client-portal";
  if (!next?.startsWith("/client-portal/") || next.includes("\\")) return home;
  try {
    const base = "https://portal.invalid";
    const url = new URL(next, base);
    const isInside =
      url.pathname.startsWith("/client-portal/") && !url.pathname.startsWith("/client-portal/login");
    if (url.origin !== base || !isInside) return home;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return home;
  }
}

const FALLBACK = "We couldn't open your portal with this link. Ask your photographer to send you a new one.";

export function PortalLoginPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const token = params.get("token")?.trim() ?? "";
  // Only a page inside the portal; anything else (another site, the studio) lands in the portal.
  const next = portalNextPath(params.get("next"));
  const login = usePortalLogin();
  const sent = useRef<string | null>(null);
  const open = (value: string) => login.mutate(value, { onSuccess: () => navigate(next, { replace: true }) });

  useEffect(() => {
    // Once per token: a link works only once, and React may run this effect twice in development.
    if (!token || sent.current === token) return;
    sent.current = token;
    open(token);
  });

  if (!token) {
    return (
      <PortalMessageCard icon={LinkIcon} title="This link is incomplete">
        <p>
          Open the link from your email again. If it still doesn't work, ask your photographer for a new one.
        </p>
      </PortalMessageCard>
    );
  }

  if (login.isError) {
    // A refused link (used, expired, unknown) will not work on a second try; a lost connection might.
    const refused = login.error instanceof ApiError && login.error.status < 500;
    // A used or expired link names its studio: the client can have a new link e-mailed at once.
    const studio = refused ? studioFromError(login.error) : null;
    return (
      <PortalMessageCard
        icon={MailWarning}
        title={refused ? "This link can't be used" : "We couldn't open your portal"}
        action={
          refused ? undefined : (
            <Button onClick={() => open(token)}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          )
        }
      >
        <p>
          {refused
            ? errorMessage(login.error, FALLBACK)
            : "The connection dropped or the server did not answer. Please try again in a moment."}
        </p>
        {studio ? (
          <>
            <p>Enter your email below and we'll send you a new one.</p>
            <div className="mt-4 border-t pt-4">
              <RequestLinkForm studio={studio} />
            </div>
          </>
        ) : null}
      </PortalMessageCard>
    );
  }

  return (
    <PortalMessageCard icon={LoaderCircle} tone="busy" title="Opening your portal...">
      <p>Just a moment.</p>
    </PortalMessageCard>
  );
}
