/**
 * /outbox: e-mails and text messages the studio "sent" while no e-mail server (or SMS provider) is
 * configured. They are kept here instead, so that a login link or a reminder can still be read, opened
 * and passed on by hand. Reached from the login-link toast, not from the sidebar.
 */
import { tz } from "@date-fns/tz";
import { format, isValid, parseISO } from "date-fns";
import { AlertTriangle, Inbox, Mail, MessageSquareText, RotateCw } from "lucide-react";
import { type ReactNode, useMemo, useState, useSyncExternalStore } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/hooks/use-auth";
import { cn } from "@/lib/utils";
import { DEFAULT_TIMEZONE } from "../../../shared/auth";
import type { OutboxMessage } from "../../../shared/email";
import { ChannelBadge, messageTitle, OutboxReader } from "./outbox-reader";
import { type OutboxResponse, useOutbox } from "./use-outbox";

const WIDE = "(min-width: 1024px)";

/** Two panes (list and reader) from 1024 px; below that the reader opens over the list. */
function useWideLayout(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(WIDE);
      mql.addEventListener("change", onChange);
      return () => mql.removeEventListener("change", onChange);
    },
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

/** Times in the photographer's zone on a 24-hour clock (DESIGN). */
function useStudioTime() {
  const { user } = useAuth();
  const zone = useMemo(() => tz(user?.timezone ?? DEFAULT_TIMEZONE), [user?.timezone]);
  return (iso: string, pattern = "MMM d, yyyy, HH:mm") => {
    const date = parseISO(iso);
    return isValid(date) ? format(date, pattern, { in: zone }) : "";
  };
}

function describe(delivery: OutboxResponse["delivery"] | undefined): string {
  if (delivery === "smtp")
    return "Email is delivered by your SMTP server. This list only shows messages that were kept here earlier, before it was set up.";
  return "While no email server is configured, the emails and texts your studio sends are kept here instead of being sent. Open one to read it or pass its link on yourself.";
}

function OutboxList({
  messages,
  selectedId,
  onSelect,
  time,
}: {
  messages: OutboxMessage[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  time: (iso: string, pattern?: string) => string;
}) {
  return (
    <ul aria-label="Kept messages" className="divide-y">
      {messages.map((message) => {
        const selected = message.id === selectedId;
        const Icon = message.channel === "SMS" ? MessageSquareText : Mail;
        return (
          <li key={message.id}>
            <button
              type="button"
              onClick={() => onSelect(message.id)}
              aria-current={selected ? "true" : undefined}
              className={cn(
                "flex w-full items-start gap-3 px-4 py-3 text-left outline-none transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                selected && "bg-blue-50/70 hover:bg-blue-50",
              )}
            >
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 space-y-0.5">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate text-sm font-medium">{message.toAddress}</span>
                  <time
                    dateTime={message.createdAt}
                    className="shrink-0 text-xs text-muted-foreground tabular-nums"
                  >
                    {time(message.createdAt, "MMM d, HH:mm")}
                  </time>
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm text-muted-foreground">{messageTitle(message)}</span>
                  <ChannelBadge channel={message.channel} />
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function OutboxSkeleton() {
  return (
    <output
      aria-label="Loading the outbox"
      className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]"
    >
      <Card className="gap-0 py-0">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="flex gap-3 border-b px-4 py-3 last:border-b-0">
            <Skeleton className="size-4" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        ))}
      </Card>
      <Card className="hidden lg:flex">
        <CardContent className="space-y-3">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-80 w-full" />
        </CardContent>
      </Card>
    </output>
  );
}

function CenteredCard({
  icon: Icon,
  tone = "neutral",
  title,
  children,
  action,
}: {
  icon: typeof Inbox;
  tone?: "neutral" | "error";
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card className={cn(tone === "neutral" && "border-dashed shadow-none")}>
      <CardContent
        className="flex flex-col items-center gap-3 py-12 text-center"
        role={tone === "error" ? "alert" : undefined}
      >
        <span
          className={cn(
            "flex size-12 items-center justify-center rounded-full",
            tone === "error" ? "bg-red-50 text-red-600" : "bg-blue-50 text-primary-solid",
          )}
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-base font-semibold">{title}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{children}</p>
        {action}
      </CardContent>
    </Card>
  );
}

export function OutboxPage() {
  const outbox = useOutbox();
  const wide = useWideLayout();
  const time = useStudioTime();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [readerOpen, setReaderOpen] = useState(false);

  const messages = outbox.data?.messages ?? [];
  // On wide screens the newest message is open until another is chosen.
  const selected =
    messages.find((m) => m.id === selectedId) ?? (wide && !selectedId ? (messages[0] ?? null) : null);

  const refresh = (
    <Button variant="outline" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
      <RotateCw aria-hidden="true" className={outbox.isFetching ? "animate-spin" : undefined} />
      Refresh
    </Button>
  );

  let body: ReactNode;
  if (outbox.isPending) {
    body = <OutboxSkeleton />;
  } else if (outbox.isError) {
    body = (
      <CenteredCard
        icon={AlertTriangle}
        tone="error"
        title="We couldn't load the outbox"
        action={
          <Button onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        }
      >
        The server did not answer as expected. Check your connection and try again.
      </CenteredCard>
    );
  } else if (messages.length === 0) {
    body = (
      <CenteredCard icon={Inbox} title="Your outbox is empty">
        {outbox.data.delivery === "smtp"
          ? "Nothing was kept here: your emails go straight out through your email server."
          : "Emails and texts your studio sends, such as client portal login links, will appear here until an email server is set up."}
      </CenteredCard>
    );
  } else {
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <Card className="gap-0 overflow-hidden py-0 lg:sticky lg:top-24 lg:max-h-[calc(100svh-8rem)] lg:overflow-y-auto">
          <p className="border-b bg-slate-50/60 px-4 py-2 text-xs text-muted-foreground">
            {messages.length === 1 ? "1 message" : `${messages.length} messages`}, newest first
          </p>
          <OutboxList
            messages={messages}
            selectedId={selected?.id ?? null}
            time={time}
            onSelect={(id) => {
              setSelectedId(id);
              if (!wide) setReaderOpen(true);
            }}
          />
        </Card>
        {wide ? (
          <Card>
            <CardContent>
              {selected ? (
                <OutboxReader key={selected.id} message={selected} sentAt={time(selected.createdAt)} />
              ) : null}
            </CardContent>
          </Card>
        ) : null}
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Outbox" description={describe(outbox.data?.delivery)} action={refresh} />
      {body}
      {!wide ? (
        <Dialog open={readerOpen && selected !== null} onOpenChange={setReaderOpen}>
          <DialogContent className="grid-cols-[minmax(0,1fr)] sm:max-w-2xl">
            <DialogTitle className="sr-only">{selected ? messageTitle(selected) : "Message"}</DialogTitle>
            <DialogDescription className="sr-only">
              {selected ? `Kept message to ${selected.toAddress}` : ""}
            </DialogDescription>
            {selected ? (
              <div className="min-w-0 pt-6">
                <OutboxReader key={selected.id} message={selected} sentAt={time(selected.createdAt)} />
              </div>
            ) : null}
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}
