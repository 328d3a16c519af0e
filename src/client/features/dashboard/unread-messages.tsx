/** Clients' unread messages, one row per client, newest first; a row opens the client's thread. */
import { MailCheck, MessageSquare } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import type { Dashboard } from "../../../shared/dashboard";
import { dateTimeOf, initialsOf, plural, relativeTime } from "./dashboard-format";
import { EmptyLine, MoreLink, RowsSkeleton, SectionCard } from "./dashboard-section";

export function UnreadMessages({
  unread,
  zone,
}: {
  unread: Dashboard["unreadMessages"] | undefined;
  zone: string;
}) {
  return (
    <SectionCard
      id="dashboard-unread"
      title="Unread messages"
      icon={MessageSquare}
      description={
        unread && unread.total > 0
          ? `${plural(unread.total, "message")} from ${plural(unread.clients, "client")}.`
          : undefined
      }
    >
      {!unread ? (
        <RowsSkeleton rows={3} label="Loading unread messages" />
      ) : unread.items.length === 0 ? (
        <EmptyLine icon={MailCheck}>No unread messages. You're all caught up.</EmptyLine>
      ) : (
        <div className="grid gap-2">
          <ul aria-label="Unread messages" className="-mx-2 grid gap-1">
            {unread.items.map((thread) => (
              <li key={thread.clientId}>
                <Link
                  href={`/clients/${thread.clientId}`}
                  className="flex gap-3 rounded-lg p-2 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-50 text-xs font-semibold text-blue-700"
                  >
                    {initialsOf(thread.clientName)}
                  </span>
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className="flex items-center justify-between gap-2">
                      <span className="flex min-w-0 items-center gap-2">
                        <span className="truncate text-sm font-medium">{thread.clientName}</span>
                        <Badge variant="info" className="tabular-nums">
                          {thread.count.toLocaleString("en-US")} new
                        </Badge>
                      </span>
                      <time
                        dateTime={thread.lastAt}
                        title={dateTimeOf(thread.lastAt, zone)}
                        className="shrink-0 text-xs text-muted-foreground"
                      >
                        {relativeTime(thread.lastAt)}
                      </time>
                    </span>
                    <span className="line-clamp-2 text-sm break-words text-muted-foreground">
                      {thread.lastMessage}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <MoreLink shown={unread.items.length} total={unread.clients} href="/clients" />
        </div>
      )}
    </SectionCard>
  );
}
