import { Link } from "wouter";
import { UnreadBadge } from "@/features/conversations";
import { type ClientListItem, fullName } from "../../../shared/clients";
import { type ClientActions, ClientActionsMenu } from "./client-actions-menu";
import { ClientAvatar } from "./client-avatar";
import { ClientContact } from "./client-contact";
import { formatLongDate } from "./client-dates";
import { LatestProject } from "./latest-project";
import { isRowClick } from "./row-click";

interface ClientCardProps extends ClientActions {
  client: ClientListItem;
  timeZone?: string;
}

/** One client on a phone: the table row's facts stacked in a card that opens the client. */
export function ClientCard({ client, timeZone, ...actions }: ClientCardProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the name link is the keyboard way in; the card click is a larger target.
    <li
      className="cursor-pointer rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-muted/40"
      onClick={(event) => {
        if (isRowClick(event)) actions.onView(client);
      }}
    >
      <div className="flex items-start gap-3">
        <ClientAvatar client={client} />
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <Link
              href={`/clients/${client.id}`}
              className="block truncate font-medium underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {fullName(client)}
            </Link>
            <UnreadBadge count={client.unreadCount} />
          </div>
          <p className="text-xs text-muted-foreground">Added {formatLongDate(client.createdAt, timeZone)}</p>
        </div>
        <div className="-mt-1 -mr-2">
          <ClientActionsMenu client={client} {...actions} />
        </div>
      </div>
      <div className="mt-3">
        <ClientContact client={client} />
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 border-t pt-3 text-sm">
        <div className="grid content-start gap-1">
          <dt className="text-muted-foreground">Active Projects</dt>
          <dd className="font-medium tabular-nums">{client.activeProjectCount}</dd>
        </div>
        <div className="grid min-w-0 content-start gap-1">
          <dt className="text-muted-foreground">Latest Project</dt>
          <dd className="min-w-0">
            <LatestProject project={client.latestProject} />
          </dd>
        </div>
      </dl>
    </li>
  );
}
