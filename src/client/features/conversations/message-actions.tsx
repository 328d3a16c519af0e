/**
 * What the studio can do to one message of the thread: a held reply (from an address that is not the
 * client's) is accepted or discarded; a note or a message that came in can be deleted. What the studio
 * sent stays (it went out), and so do the automated sends. Deleting asks first; it takes the message's
 * files with it, from the portal too. The one confirm dialog lives with the thread, not with the message,
 * so that it can close (and put focus somewhere sensible) once the message has left.
 */
import { Check } from "lucide-react";
import { lazy, type ReactNode, type RefObject, Suspense, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { isDeletableMessage, type ThreadMessage } from "../../../shared/conversations";
import { useAcceptMessage } from "./use-message-actions";

// Loaded when first asked: the portal shares this feature's chunk and never deletes a message.
const MessageDeleteDialog = lazy(() => import("./message-delete-dialog"));

export type MessageActionKind = "held" | "delete" | null;

/** Which actions a message offers in the studio's thread. */
export function messageActionKind(message: ThreadMessage): MessageActionKind {
  if (message.automated) return null;
  if (message.status === "HELD") return "held";
  return isDeletableMessage({ channel: message.channel, fromStudio: message.direction === "OUT" })
    ? "delete"
    : null;
}

/** How the buttons and the dialog name a message: "the message from x@y", "the note of Nov 20, 10:00". */
export function described(message: ThreadMessage, time: string): string {
  if (message.status === "HELD") return `the message from ${message.fromAddress ?? "an unknown sender"}`;
  return message.channel === "NOTE" ? `the note of ${time}` : `the message of ${time}`;
}

export interface Target {
  message: ThreadMessage;
  time: string;
}

function MessageActionButtons({
  target,
  clientId,
  onAsk,
  onAccepted,
}: {
  target: Target;
  clientId: string;
  onAsk: (target: Target) => void;
  onAccepted: () => void;
}) {
  const accept = useAcceptMessage(clientId);
  const kind = messageActionKind(target.message);
  if (!kind) return null;
  const held = kind === "held";
  const what = described(target.message, target.time);
  const onAccept = () =>
    accept.mutate(target.message.id, {
      onSuccess: () => {
        toast({ title: "Message accepted", description: "It now counts as your client's message." });
        onAccepted();
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: errorMessage(error, "The message could not be accepted. Please try again."),
        }),
    });
  return (
    <div className="flex flex-wrap items-center gap-1.5 px-1">
      {held ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="h-7 px-2 text-xs"
          aria-label={`Accept ${what}`}
          disabled={accept.isPending}
          onClick={onAccept}
        >
          <Check aria-hidden="true" />
          {accept.isPending ? "Accepting..." : "Accept"}
        </Button>
      ) : null}
      <Button
        type="button"
        size="sm"
        variant="ghost"
        className="h-7 px-2 text-xs text-muted-foreground"
        aria-label={`${held ? "Discard" : "Delete"} ${what}`}
        onClick={() => onAsk(target)}
      >
        {held ? "Discard" : "Delete"}
      </Button>
    </div>
  );
}

/**
 * The actions of a thread's messages: `actionsFor` gives the buttons under one message, `dialog` the
 * confirm to render once beside the list. Focus goes back to the button when the studio cancels, and to
 * the list (`listRef`) once the message, or its buttons, left.
 */
export function useMessageActions(clientId: string, listRef: RefObject<HTMLElement | null>) {
  const [target, setTarget] = useState<Target | null>(null);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const focusList = () => listRef.current?.focus();

  const ask = (next: Target) => {
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setTarget(next);
    setOpen(true);
  };

  const actionsFor = (message: ThreadMessage, time: string): ReactNode => (
    <MessageActionButtons target={{ message, time }} clientId={clientId} onAsk={ask} onAccepted={focusList} />
  );

  // Rendered once something was asked, and kept so that it can close with its animation.
  const dialog = target ? (
    <Suspense fallback={null}>
      <MessageDeleteDialog
        clientId={clientId}
        target={target}
        open={open}
        onOpenChange={setOpen}
        onClosed={() => {
          if (trigger.current?.isConnected) trigger.current.focus();
          else focusList();
        }}
      />
    </Suspense>
  ) : null;

  return { actionsFor, dialog };
}

export type MessageActions = ReturnType<typeof useMessageActions>;
