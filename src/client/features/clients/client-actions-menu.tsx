import { Archive, ArchiveRestore, Eye, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { type ClientListItem, fullName } from "../../../shared/clients";

/** Each action gets the menu's button too, so a dialog can hand focus back to it when it closes. */
export interface ClientActions {
  onView: (client: ClientListItem) => void;
  onEdit: (client: ClientListItem, trigger: HTMLElement | null) => void;
  onDelete: (client: ClientListItem, trigger: HTMLElement | null) => void;
  /** Archive (true) or bring back (false). */
  onArchive: (client: ClientListItem, archived: boolean) => void;
}

/**
 * The row's Actions menu: View, Edit, Archive (or Unarchive), Delete. Clicks never reach the row (which
 * opens the client).
 */
export function ClientActionsMenu({
  client,
  onView,
  onEdit,
  onDelete,
  onArchive,
}: { client: ClientListItem } & ClientActions) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    // Not modal: a dialog opened from an item must get the pointer back when it closes.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={triggerRef}
          variant="ghost"
          size="icon"
          aria-label={`Actions for ${fullName(client)}`}
          onClick={(event) => event.stopPropagation()}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-40" onClick={(event) => event.stopPropagation()}>
        <DropdownMenuItem onSelect={() => onView(client)}>
          <Eye aria-hidden="true" />
          View
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onEdit(client, triggerRef.current)}>
          <Pencil aria-hidden="true" />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onArchive(client, !client.archivedAt)}>
          {client.archivedAt ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {client.archivedAt ? "Unarchive" : "Archive"}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(client, triggerRef.current)}>
          <Trash2 aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
