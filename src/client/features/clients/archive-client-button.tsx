import { Archive, ArchiveRestore } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { type Client, fullName } from "../../../shared/clients";
import { useArchiveClient } from "./use-clients";

/**
 * Archive or Unarchive on the client's page: an archived client leaves the client list but keeps
 * their projects, proposals and payments, in reports and history too.
 */
export function ArchiveClientButton({ client }: { client: Client }) {
  const archiveClient = useArchiveClient();
  const archived = Boolean(client.archivedAt);
  const name = fullName(client);
  return (
    <Button
      variant="outline"
      disabled={archiveClient.isPending}
      onClick={() =>
        archiveClient.mutate(
          { id: client.id, archived: !archived },
          {
            onSuccess: () =>
              toast({
                title: archived ? "Client restored" : "Client archived",
                description: archived
                  ? `${name} is back in your client list.`
                  : `${name} is out of your client list; their records stay in your reports.`,
              }),
            onError: (error) =>
              toast({
                variant: "destructive",
                title: archived ? "Could not restore client" : "Could not archive client",
                description: errorMessage(error, "Please try again."),
              }),
          },
        )
      }
    >
      {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
      {archived ? "Unarchive" : "Archive"}
    </Button>
  );
}
