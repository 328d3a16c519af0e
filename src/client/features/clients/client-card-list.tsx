import type { ClientListItem } from "../../../shared/clients";
import type { ClientActions } from "./client-actions-menu";
import { ClientCard } from "./client-card";

interface ClientCardListProps extends ClientActions {
  clients: readonly ClientListItem[];
  timeZone?: string;
}

/** The phone list (under 768 px): one card per client instead of the table. */
export function ClientCardList({ clients, timeZone, ...actions }: ClientCardListProps) {
  return (
    <ul className="grid gap-3" aria-label="Clients">
      {clients.map((client) => (
        <ClientCard key={client.id} client={client} timeZone={timeZone} {...actions} />
      ))}
    </ul>
  );
}
