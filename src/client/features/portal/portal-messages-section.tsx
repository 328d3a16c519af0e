/**
 * The portal's Messages: the conversation with the studio (e-mails, texts and portal messages; the studio's
 * notes never reach it) and a box to write back, with a photo or a file. Phone first.
 */
import { LoaderCircle, MessagesSquare, Send } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { SectionError } from "@/components/section-states";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { MAX_MESSAGE_LENGTH, type ThreadMessage } from "../../../shared/conversations";
import {
  AttachButton,
  AttachmentChips,
  canSend,
  MessageBubble,
  uploadPortalFile,
  useAttachments,
  usePortalThread,
  useSendPortalMessage,
} from "../conversations";
import { moment } from "./portal-dates";
import { PortalEmpty, PortalSection } from "./portal-section";

/** Photos first in the phone's picker; PDFs and documents are taken too. */
const ACCEPT = "image/*,.heic,.pdf,.txt,.doc,.docx,.xls,.xlsx,.ppt,.pptx";

function PortalThread({
  messages,
  businessName,
}: {
  messages: readonly ThreadMessage[];
  businessName: string;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const lastId = messages.at(-1)?.id;
  // Keep the newest message in view when the thread loads or grows.
  useEffect(() => {
    const el = listRef.current;
    if (el && lastId) el.scrollTop = el.scrollHeight;
  }, [lastId]);
  return (
    <ol
      ref={listRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling list must be reachable by keyboard
      tabIndex={0}
      aria-label={`Conversation with ${businessName}`}
      className="max-h-[28rem] space-y-4 overflow-y-auto rounded-lg bg-slate-50/60 p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {messages.map((message) => (
        <MessageBubble
          key={message.id}
          message={message}
          time={moment(message.createdAt, "MMM d, HH:mm")}
          mine={message.direction === "IN"}
          who={message.direction === "IN" ? "You" : businessName}
          brand
          showStatus={false}
        />
      ))}
    </ol>
  );
}

function PortalComposer({ businessName }: { businessName: string }) {
  const [text, setText] = useState("");
  const attachments = useAttachments(uploadPortalFile);
  const send = useSendPortalMessage();
  const messageId = useId();
  const hintId = useId();
  const trimmed = text.trim();
  const tooLong = trimmed.length > MAX_MESSAGE_LENGTH;
  const ready =
    !send.isPending &&
    canSend({
      text,
      attachments: attachments.files.length,
      uploading: attachments.uploading,
      max: MAX_MESSAGE_LENGTH,
    });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready) return;
    send.mutate(
      {
        content: trimmed,
        attachmentIds: attachments.files.length > 0 ? attachments.files.map((f) => f.id) : undefined,
      },
      {
        onSuccess: () => {
          setText("");
          attachments.clear();
          toast({ title: `Sent to ${businessName}` });
        },
        // What was typed stays in the box.
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Not sent",
            description: errorMessage(error, "Your message could not be sent. Please try again."),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="grid gap-2">
        <Label htmlFor={messageId}>Message</Label>
        <Textarea
          id={messageId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) submit();
          }}
          placeholder={`Write to ${businessName}...`}
          rows={3}
          className="max-h-48 min-h-24 text-base sm:text-sm"
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? hintId : undefined}
        />
        {tooLong ? (
          <p id={hintId} className="text-xs text-destructive">
            Your message is too long ({trimmed.length.toLocaleString("en-US")} of{" "}
            {MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters)
          </p>
        ) : null}
      </div>
      <AttachmentChips attachments={attachments} />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
        <AttachButton
          attachments={attachments}
          label="Add a photo or file"
          accept={ACCEPT}
          className="h-11 w-full sm:h-9 sm:w-auto"
        />
        <Button
          type="submit"
          disabled={!ready}
          aria-busy={send.isPending || undefined}
          className="h-11 w-full bg-(--brand) text-(--brand-fg) hover:bg-(--brand-hover) sm:h-9 sm:w-auto"
        >
          {send.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Send aria-hidden="true" />
          )}
          Send
        </Button>
      </div>
    </form>
  );
}

/** The Messages card of the portal. */
export function MessagesSection({ businessName }: { businessName: string }) {
  const thread = usePortalThread();
  const messages = thread.data?.messages ?? [];
  return (
    <PortalSection icon={MessagesSquare} title="Messages">
      <div className="space-y-4">
        {thread.isPending ? (
          <output aria-label="Loading your messages" className="block space-y-3">
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="ml-auto h-12 w-2/3" />
          </output>
        ) : thread.isError ? (
          <SectionError
            message={errorMessage(thread.error, "Your messages could not be loaded.")}
            onRetry={() => void thread.refetch()}
            retrying={thread.isFetching}
          />
        ) : messages.length === 0 ? (
          <PortalEmpty>No messages yet. Write to {businessName} below.</PortalEmpty>
        ) : (
          <PortalThread messages={messages} businessName={businessName} />
        )}
        <PortalComposer businessName={businessName} />
      </div>
    </PortalSection>
  );
}
