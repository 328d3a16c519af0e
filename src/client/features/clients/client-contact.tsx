import { Mail, Phone } from "lucide-react";
import type { ClientListItem } from "../../../shared/clients";

/** A client's e-mail and phone, one per line; a quiet note when neither is known. */
export function ClientContact({ client }: { client: Pick<ClientListItem, "email" | "phone"> }) {
  if (!client.email && !client.phone) {
    return <span className="text-sm text-muted-foreground">No contact details</span>;
  }
  return (
    <div className="grid min-w-0 gap-1 text-sm">
      {client.email ? (
        <span className="flex min-w-0 items-center gap-2">
          <Mail aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
          <span className="sr-only">Email:</span>
          <span className="truncate">{client.email}</span>
        </span>
      ) : null}
      {client.phone ? (
        <span className="flex min-w-0 items-center gap-2 text-muted-foreground">
          <Phone aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only">Phone:</span>
          <span className="truncate">{client.phone}</span>
        </span>
      ) : null}
    </div>
  );
}
