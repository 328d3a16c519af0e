import { useQuery } from "@tanstack/react-query";
import { SectionError } from "@/components/section-states";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api";
import type { ClientDetail } from "../../../shared/clients";
import { ThreadPanel } from "./thread-panel";

/**
 * The thread for a page that knows only the client's id (a project's page): the client is read first
 * (GET /api/clients/{id}, the same query as the client's page), since the composer needs their e-mail,
 * phone and SMS consent.
 */
export function ClientThreadPanel({ clientId, projectId }: { clientId: string; projectId?: string }) {
  const client = useQuery<ClientDetail>({ queryKey: ["/api/clients", clientId] });
  if (client.data) return <ThreadPanel client={client.data} projectId={projectId} />;
  return (
    <Card id="conversation">
      <CardHeader>
        <CardTitle>Conversation</CardTitle>
      </CardHeader>
      <CardContent>
        {client.isError ? (
          <SectionError
            message={errorMessage(client.error, "The conversation could not be loaded.")}
            onRetry={() => void client.refetch()}
            retrying={client.isFetching}
          />
        ) : (
          <output aria-label="Loading the conversation" className="block">
            <Skeleton className="h-64 w-full" />
          </output>
        )}
      </CardContent>
    </Card>
  );
}
