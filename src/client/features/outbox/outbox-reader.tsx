import { ExternalLink, Link2, Paperclip } from "lucide-react";
import { CopyButton } from "@/components/copy-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { OutboxMessage } from "../../../shared/email";
import { linksIn, readerDocument, splitLinks } from "./use-outbox";

/** Sandboxed: no scripts, no same-origin access; links may open a new tab, or the top page on a click. */
const IFRAME_SANDBOX = "allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation";

export function ChannelBadge({ channel }: { channel: OutboxMessage["channel"] }) {
  return channel === "SMS" ? <Badge variant="secondary">SMS</Badge> : <Badge variant="info">Email</Badge>;
}

export function messageTitle(message: OutboxMessage): string {
  if (message.subject) return message.subject;
  return message.channel === "SMS" ? "Text message" : "(no subject)";
}

function LinkedText({ text }: { text: string }) {
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">
      {splitLinks(text).map((part, index) =>
        part.href ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text, never reordered
            key={index}
            href={part.href}
            target="_blank"
            rel="noreferrer"
            className="text-primary-solid underline underline-offset-2 break-all"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text, never reordered
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

function LinksFound({ links }: { links: string[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-label="Links in this message" className="space-y-2 rounded-lg border bg-slate-50 p-3">
      <h3 className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Link2 aria-hidden="true" className="size-3.5" />
        {links.length === 1 ? "Link in this message" : "Links in this message"}
      </h3>
      <ul className="space-y-2">
        {links.map((url) => (
          <li key={url} className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <code className="min-w-0 flex-1 truncate rounded bg-background px-2 py-1 text-xs" title={url}>
              {url}
            </code>
            <div className="flex shrink-0 gap-2">
              <CopyButton size="sm" label="Copy link" text={url} />
              <Button variant="ghost" size="sm" asChild>
                <a href={url} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" />
                  Open
                </a>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A kept message's files (a booking's invite.ics, a receipt PDF) as a data: address, so that it can be
 * opened while trying things out. A binary file is kept in base64, a text file as it is.
 */
export function attachmentHref(file: OutboxMessage["attachments"][number]): string {
  const type = file.contentType.split(";")[0];
  return file.encoding === "base64"
    ? `data:${type};base64,${file.content}`
    : `data:${type};charset=utf-8,${encodeURIComponent(file.content)}`;
}

function Attachments({ attachments }: { attachments: OutboxMessage["attachments"] }) {
  if (attachments.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Attachments">
      {attachments.map((file) => (
        <li key={file.filename}>
          <a
            className="inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            download={file.filename}
            href={attachmentHref(file)}
          >
            <Paperclip aria-hidden="true" className="size-3.5" />
            {file.filename}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One kept message: who it was for, when, its links, and the body as the recipient would see it. */
export function OutboxReader({ message, sentAt }: { message: OutboxMessage; sentAt: string }) {
  const links = linksIn(message.textBody);
  const text = message.textBody?.trim() ? message.textBody : null;
  return (
    <article className="flex min-w-0 flex-col gap-4">
      <header className="space-y-3">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg leading-snug font-semibold break-words">{messageTitle(message)}</h2>
          <ChannelBadge channel={message.channel} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">To</dt>
          <dd className="min-w-0 break-all">{message.toAddress}</dd>
          {message.fromAddress ? (
            <>
              <dt className="text-muted-foreground">From</dt>
              <dd className="min-w-0 break-all">{message.fromAddress}</dd>
            </>
          ) : null}
          {message.replyTo ? (
            <>
              <dt className="text-muted-foreground">Reply-To</dt>
              <dd className="min-w-0 break-all">{message.replyTo}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">Date</dt>
          <dd>
            <time dateTime={message.createdAt}>{sentAt}</time>
          </dd>
          {message.messageId ? (
            <>
              <dt className="text-muted-foreground">Message-ID</dt>
              <dd className="min-w-0 font-mono text-xs break-all">{message.messageId}</dd>
            </>
          ) : null}
        </dl>
      </header>
      <LinksFound links={links} />
      <Attachments attachments={message.attachments ?? []} />
      {message.htmlBody ? (
        <Tabs defaultValue="html" className="gap-3">
          <TabsList>
            <TabsTrigger value="html">Formatted</TabsTrigger>
            <TabsTrigger value="text" disabled={!text}>
              Plain text
            </TabsTrigger>
          </TabsList>
          <TabsContent value="html">
            <iframe
              title={`Email: ${messageTitle(message)}`}
              sandbox={IFRAME_SANDBOX}
              srcDoc={readerDocument(message.htmlBody)}
              referrerPolicy="no-referrer"
              className="h-[28rem] w-full rounded-lg border bg-white"
            />
          </TabsContent>
          <TabsContent value="text" className="rounded-lg border p-4">
            {text ? <LinkedText text={text} /> : null}
          </TabsContent>
        </Tabs>
      ) : text ? (
        <div className="rounded-lg border p-4">
          <LinkedText text={text} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">This message has no content.</p>
      )}
    </article>
  );
}
