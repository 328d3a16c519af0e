import { Link } from "wouter";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { UnreadBadge } from "@/features/conversations";
import { type ClientListItem, fullName } from "../../../shared/clients";
import { type ClientActions, ClientActionsMenu } from "./client-actions-menu";
import { ClientAvatar } from "./client-avatar";
import { ClientContact } from "./client-contact";
import { formatLongDate } from "./client-dates";
import { ClientsTableHeader } from "./clients-table-header";
import { LatestProject } from "./latest-project";
import { isRowClick } from "./row-click";

interface ClientsTableProps extends ClientActions {
  clients: readonly ClientListItem[];
  timeZone?: string;
}

/** The desktop list: Name, Contact, Active Projects, Latest Project, Created, Actions. */
export function ClientsTable({ clients, timeZone, ...actions }: ClientsTableProps) {
  return (
    <Table className="table-fixed">
      <ClientsTableHeader />
      <TableBody>
        {clients.map((client) => (
          <TableRow
            key={client.id}
            className="cursor-pointer"
            onClick={(event) => {
              if (isRowClick(event)) actions.onView(client);
            }}
          >
            <TableCell className="py-3 pl-4">
              <div className="flex min-w-0 items-center gap-3">
                <ClientAvatar client={client} />
                <Link
                  href={`/clients/${client.id}`}
                  className="truncate font-medium underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {fullName(client)}
                </Link>
                <UnreadBadge count={client.unreadCount} />
              </div>
            </TableCell>
            <TableCell className="py-3">
              <ClientContact client={client} />
            </TableCell>
            <TableCell className="py-3 tabular-nums">{client.activeProjectCount}</TableCell>
            <TableCell className="py-3">
              <LatestProject project={client.latestProject} />
            </TableCell>
            <TableCell className="py-3 text-muted-foreground">
              {formatLongDate(client.createdAt, timeZone)}
            </TableCell>
            <TableCell className="py-3 pr-4 text-right">
              <ClientActionsMenu client={client} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
