import { LoaderCircle, MessagesSquare, Send } from "lucide-react";
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import { RowsSkeleton, SectionError } from "@/components/section-states";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import type { Message } from "../../../shared/clients";
import { useClientMessages, useMarkMessagesRead, useSendMessage } from "./use-client-detail";

const MAX_LENGTH = 5000;

function MessageBubble({ message, clientFirstName }: { message: Message; clientFirstName: string }) {
  const dates = useStudioDates();
  const mine = message.sentByPhotographer;
  return (
    <li className={cn("flex flex-col gap-1", mine ? "items-end" : "items-start")}>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[75%]",
          mine
            ? "rounded-br-sm bg-primary-solid text-primary-foreground"
            : "rounded-bl-sm bg-slate-100 text-foreground",
        )}
      >
        {message.content}
      </div>
      <span className="px-1 text-xs text-muted-foreground">
        {mine ? "You" : clientFirstName} ·{" "}
        <time dateTime={message.createdAt}>{dates.dateTime(message.createdAt)}</time>
      </span>
    </li>
  );
}

/** The 16rem message list, newest at the bottom, and the composer underneath. */
export function MessagesPanel({
  clientId,
  clientFirstName,
  composerRef,
}: {
  clientId: string;
  clientFirstName: string;
  composerRef: Ref<HTMLTextAreaElement>;
}) {
  const messages = useClientMessages(clientId);
  useMarkMessagesRead(clientId, messages.data);
  const sendMessage = useSendMessage(clientId);
  const [text, setText] = useState("");
  const listRef = useRef<HTMLDivElement>(null);
  const composerId = useId();
  const hintId = useId();
  const list = messages.data ?? [];
  const lastId = list.at(-1)?.id;

  // Keep the newest message in view when the list loads or grows.
  useEffect(() => {
    const el = listRef.current;
    if (el && lastId) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  const trimmed = text.trim();
  const tooLong = trimmed.length > MAX_LENGTH;
  const canSend = trimmed.length > 0 && !tooLong && !sendMessage.isPending;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    sendMessage.mutate(trimmed, {
      onSuccess: () => {
        setText("");
        toast({ title: "Message sent" });
      },
      // What was typed stays in the box (DESIGN: nothing typed is lost on an error).
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: errorMessage(error, "Failed to send message. Please try again."),
        }),
    });
  };

  return (
    <Card id="messages">
      <CardHeader>
        <CardTitle>Messages</CardTitle>
        <CardDescription>Notes and messages with {clientFirstName}, kept in your studio.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div
          ref={listRef}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling list must be reachable by keyboard
          tabIndex={0}
          role="log"
          aria-label={`Messages with ${clientFirstName}`}
          className="h-64 overflow-y-auto rounded-lg border bg-slate-50/60 p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {messages.isPending ? (
            <RowsSkeleton rows={3} className="h-10 w-2/3 odd:ml-auto" />
          ) : messages.isError ? (
            <SectionError
              message={errorMessage(messages.error, "The messages could not be loaded.")}
              onRetry={() => void messages.refetch()}
              retrying={messages.isFetching}
            />
          ) : list.length === 0 ? (
            <div className="flex h-full flex-col items-center justify-center gap-2 text-center">
              <MessagesSquare aria-hidden="true" className="size-6 text-slate-400" />
              <p className="text-sm font-medium">No messages yet</p>
              <p className="max-w-xs text-sm text-muted-foreground">
                Write the first one below. Your messages appear on the right.
              </p>
            </div>
          ) : (
            <ol className="space-y-3">
              {list.map((message) => (
                <MessageBubble key={message.id} message={message} clientFirstName={clientFirstName} />
              ))}
            </ol>
          )}
        </div>
        <form onSubmit={submit} className="space-y-2">
          <Label htmlFor={composerId}>New message</Label>
          <Textarea
            ref={composerRef}
            id={composerId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) submit();
            }}
            placeholder={`Write to ${clientFirstName}...`}
            rows={3}
            className="max-h-48 min-h-20"
            aria-invalid={tooLong || undefined}
            aria-describedby={hintId}
          />
          <div className="flex items-center justify-between gap-3">
            <p
              id={hintId}
              className={cn(
                "text-xs",
                tooLong ? "text-destructive" : "hidden text-muted-foreground sm:block",
              )}
            >
              {tooLong
                ? `Message is too long (${trimmed.length.toLocaleString("en-US")} of ${MAX_LENGTH.toLocaleString("en-US")} characters)`
                : "Ctrl or ⌘ + Enter to send"}
            </p>
            <Button type="submit" disabled={!canSend} className="ml-auto">
              {sendMessage.isPending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {sendMessage.isPending ? "Sending..." : "Send"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
