import { cn } from "@/lib/utils";
import type { ClientListItem } from "../../../shared/clients";

/** The client's initials in a soft circle, for scanning a long list. */
export function ClientAvatar({
  client,
  className,
}: {
  client: Pick<ClientListItem, "firstName" | "lastName">;
  className?: string;
}) {
  const initials = `${client.firstName.charAt(0)}${client.lastName.charAt(0)}`.toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-50 text-xs font-semibold text-blue-700",
        className,
      )}
    >
      {initials}
    </span>
  );
}
