import {
  Lock,
  Mail,
  MessageSquareText,
  MonitorSmartphone,
  Paperclip,
  ShieldAlert,
  StickyNote,
} from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { ThreadChannel, ThreadMessage } from "../../../shared/conversations";
import type { FileView } from "../../../shared/files";
import { CHANNEL_LABELS, fileHref, formatBytes, isFailure, statusWord } from "./thread-format";

const CHANNEL_ICONS: Record<ThreadChannel, typeof Mail> = {
  EMAIL: Mail,
  SMS: MessageSquareText,
  PORTAL: MonitorSmartphone,
  NOTE: StickyNote,
};

/** A message's files, each a download link with its name and size. */
export function AttachmentLinks({ files, className }: { files: readonly FileView[]; className?: string }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Attachments" className={cn("flex flex-wrap gap-1.5", className)}>
      {files.map((file) => (
        <li key={file.id} className="min-w-0">
          <a
            href={fileHref(file.id)}
            download={file.filename}
            className="inline-flex max-w-full items-center gap-1.5 rounded-md border bg-background px-2 py-1 text-xs text-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Paperclip aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{file.filename}</span>
            <span className="shrink-0 text-muted-foreground">{formatBytes(file.size)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * One message of a thread. `mine` puts it on the right (the studio's messages in the studio, the client's in
 * the portal); `who` names the sender under it. Notes are set apart, since the client never sees them.
 */
export function MessageBubble({
  message,
  time,
  mine,
  who,
  brand = false,
  showStatus = true,
  clientName,
  actions,
}: {
  message: ThreadMessage;
  /** When it was written, already formatted for the reader. */
  time: string;
  mine: boolean;
  who: string;
  /** The portal: the reader's own bubbles take the studio's colour. */
  brand?: boolean;
  /** The delivery word under it (Sent, Opened, Bounced); the portal leaves it out. */
  showStatus?: boolean;
  /** Whose address a held message was not (the studio's thread names the client). */
  clientName?: string;
  /** What the reader can do to it (the studio's thread: accept, discard, delete), under the bubble. */
  actions?: ReactNode;
}) {
  const Icon = CHANNEL_ICONS[message.channel] ?? Mail;
  const note = message.channel === "NOTE";
  const held = message.status === "HELD";
  const status = showStatus ? statusWord(message) : null;
  return (
    <li className={cn("flex flex-col gap-1", mine ? "items-end" : "items-start")}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 px-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1 font-medium text-foreground">
          <Icon aria-hidden="true" className="size-3.5" />
          {CHANNEL_LABELS[message.channel]}
        </span>
        <span>{who}</span>
        <time dateTime={message.createdAt}>{time}</time>
        {message.automated ? <Badge variant="info">Automated</Badge> : null}
      </div>
      <div
        className={cn(
          "max-w-[85%] space-y-2 rounded-2xl px-3.5 py-2 text-sm break-words sm:max-w-[75%]",
          note
            ? "rounded-br-sm border border-dashed border-amber-300 bg-amber-50 text-amber-950"
            : mine
              ? brand
                ? "rounded-br-sm bg-(--brand) text-(--brand-fg)"
                : "rounded-br-sm bg-primary-solid text-primary-foreground"
              : "rounded-bl-sm bg-slate-100 text-foreground",
          held && "border border-amber-400",
        )}
      >
        {note ? (
          <p className="flex items-center gap-1 text-xs font-medium text-amber-800">
            <Lock aria-hidden="true" className="size-3" />
            Only you can see this
          </p>
        ) : null}
        {held ? (
          <p className="flex items-start gap-1 text-xs font-medium text-amber-800">
            <ShieldAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            {`Held: from ${message.fromAddress ?? "an unknown sender"} — not ${clientName ? `${clientName}'s` : "the client's"} address`}
          </p>
        ) : null}
        {message.subject && message.channel === "EMAIL" ? (
          <p className="font-semibold">
            <span className="sr-only">Subject: </span>
            {message.subject}
          </p>
        ) : null}
        {message.content ? <p className="whitespace-pre-wrap">{message.content}</p> : null}
        <AttachmentLinks files={message.attachments} />
      </div>
      {status ? (
        <span
          className={cn(
            "px-1 text-xs",
            isFailure(message.status) ? "font-medium text-destructive" : "text-muted-foreground",
          )}
        >
          {status}
        </span>
      ) : null}
      {actions}
    </li>
  );
}
