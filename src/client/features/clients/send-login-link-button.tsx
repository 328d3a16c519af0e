import { KeyRound, LoaderCircle } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { ToastAction } from "@/components/ui/toast";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { toast } from "@/hooks/use-toast";
import { loginLinkErrorBody, useSendLoginLink } from "./use-client-detail";

const DEFAULT_ERROR = "Failed to send login link. Please try again.";

function copyAction(url: string) {
  return (
    <ToastAction
      altText="Copy the login link"
      onClick={() => {
        void navigator.clipboard?.writeText(url).catch(() => undefined);
      }}
    >
      Copy link
    </ToastAction>
  );
}

function LinkLine({ url }: { url: string }) {
  return (
    <span className="mt-2 block">
      <span className="block text-xs font-medium opacity-80">Login link (development):</span>
      <span className="block font-mono text-xs break-all">{url}</span>
    </span>
  );
}

/**
 * "Login link sent" with the server's message, or "Login link generated" when e-mail went to
 * the development outbox. Errors show the server's message (or error), titled "Email Service Error"
 * when the answer names one, with the development URL and warning appended.
 */
export function SendLoginLinkButton({ clientId, email }: { clientId: string; email: string | null }) {
  const sendLink = useSendLoginLink(clientId);

  const send = () =>
    sendLink.mutate(undefined, {
      onSuccess: (result) => {
        if (result.loginUrl) {
          toast({
            title: "Login link generated",
            description: result.message,
            action: (
              <ToastAction altText="Open the outbox" asChild>
                <Link href="/outbox">Open outbox</Link>
              </ToastAction>
            ),
          });
        } else {
          toast({ title: "Login link sent", description: result.message });
        }
      },
      onError: (error) => {
        const body = loginLinkErrorBody(error);
        const message = body.message ?? body.error ?? DEFAULT_ERROR;
        toast({
          variant: "destructive",
          title: body.error ? "Email Service Error" : "Error",
          description: (
            <>
              <span className="block">{message}</span>
              {body.loginUrl ? <LinkLine url={body.loginUrl} /> : null}
              {body.warning ? <span className="mt-2 block">{body.warning}</span> : null}
            </>
          ),
          action: body.loginUrl ? copyAction(body.loginUrl) : undefined,
        });
      },
    });

  const button = (
    <Button variant="outline" onClick={send} disabled={!email || sendLink.isPending}>
      {sendLink.isPending ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : (
        <KeyRound aria-hidden="true" />
      )}
      {sendLink.isPending ? "Sending..." : "Send Login Link"}
    </Button>
  );

  if (email) return button;
  // A disabled button takes no pointer events: the wrapper carries the explanation.
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: lets keyboard users reach the tooltip of the disabled button */}
        <span tabIndex={0} className="inline-flex rounded-md">
          {button}
        </span>
      </TooltipTrigger>
      <TooltipContent>Add an email address to this client to send a login link.</TooltipContent>
    </Tooltip>
  );
}
