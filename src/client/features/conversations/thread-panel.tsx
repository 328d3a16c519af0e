/**
 * The card "Conversation": every message with the client, whatever the channel (e-mail, text, portal,
 * internal notes, the automated sends), oldest at the top, and the composer under it.
 */
import { MessagesSquare } from "lucide-react";
import { type Ref, type RefObject, useEffect, useRef } from "react";
import { RowsSkeleton, SectionError } from "@/components/section-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { errorMessage } from "@/lib/api";
import type { ThreadMessage } from "../../../shared/conversations";
import { type MessageActions, useMessageActions } from "./message-actions";
import { MessageBubble } from "./message-bubble";
import { ThreadComposer } from "./thread-composer";
import type { ThreadClient } from "./thread-format";
import { useMarkThreadRead, useThread } from "./use-thread";

const LIST_CLASS =
  "h-80 overflow-y-auto rounded-lg border bg-slate-50/60 p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring";

function ThreadList({
  messages,
  client,
  listRef,
  actionsFor,
}: {
  messages: readonly ThreadMessage[];
  client: ThreadClient;
  listRef: RefObject<HTMLOListElement | null>;
  /** The buttons under a message: accept or discard a held one, delete a note or what came in. */
  actionsFor: MessageActions["actionsFor"];
}) {
  const dates = useStudioDates();
  const lastId = messages.at(-1)?.id;
  const name = `${client.firstName} ${client.lastName}`.trim();

  // Keep the newest message in view when the thread loads or grows.
  useEffect(() => {
    const el = listRef.current;
    if (el && lastId) el.scrollTop = el.scrollHeight;
  }, [lastId, listRef]);

  return (
    <ol
      ref={listRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling list must be reachable by keyboard
      tabIndex={0}
      aria-label={`Conversation with ${name}`}
      className={`${LIST_CLASS} space-y-4`}
    >
      {messages.map((message) => (
        <MessageBubble
          key={message.id}
          message={message}
          time={dates.dateTime(message.createdAt)}
          mine={message.direction === "OUT"}
          who={
            message.direction === "OUT"
              ? message.automated
                ? "Sent automatically"
                : "You"
              : message.status !== "HELD" && message.fromAddress
                ? message.fromAddress
                : client.firstName
          }
          clientName={name}
          actions={actionsFor(message, dates.dateTime(message.createdAt))}
        />
      ))}
    </ol>
  );
}

function EmptyThread({ firstName }: { firstName: string }) {
  return (
    <div className={`${LIST_CLASS} flex flex-col items-center justify-center gap-2 text-center`}>
      <MessagesSquare aria-hidden="true" className="size-6 text-slate-400" />
      <p className="text-sm font-medium">No messages yet</p>
      <p className="max-w-xs text-sm text-muted-foreground">
        Write to {firstName} below by e-mail, text or the portal, or keep a note for yourself.
      </p>
    </div>
  );
}

export function ThreadPanel({
  client,
  projectId,
  composerRef,
}: {
  client: ThreadClient;
  /** On a project's page: what is sent is filed under the project. */
  projectId?: string;
  /** The message box, for a "Message client" button elsewhere on the page. */
  composerRef?: Ref<HTMLTextAreaElement>;
}) {
  const thread = useThread(client.id);
  const messages = thread.data?.messages;
  useMarkThreadRead(client.id, messages);
  const listRef = useRef<HTMLOListElement>(null);
  // Held here, not in the list: the confirm outlives the message it deletes, the thread's last one too.
  const actions = useMessageActions(client.id, listRef);

  return (
    <Card id="conversation">
      <CardHeader>
        <CardTitle>Conversation</CardTitle>
        <CardDescription>
          Every e-mail, text and portal message with {client.firstName}, and your notes.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {thread.isPending ? (
          <output aria-label="Loading the conversation" className={`${LIST_CLASS} block space-y-3`}>
            <RowsSkeleton rows={3} className="h-10 w-2/3 odd:ml-auto" />
          </output>
        ) : thread.isError ? (
          <SectionError
            message={errorMessage(thread.error, "The conversation could not be loaded.")}
            onRetry={() => void thread.refetch()}
            retrying={thread.isFetching}
          />
        ) : messages && messages.length > 0 ? (
          <ThreadList messages={messages} client={client} listRef={listRef} actionsFor={actions.actionsFor} />
        ) : (
          <EmptyThread firstName={client.firstName} />
        )}
        {/* Keyed by client: a draft never carries over to another client's page. */}
        <ThreadComposer key={client.id} client={client} projectId={projectId} textareaRef={composerRef} />
        {actions.dialog}
      </CardContent>
    </Card>
  );
}
