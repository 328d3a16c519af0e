import { ArrowLeft, FilePlus2, FolderPlus, MessageSquare } from "lucide-react";
import type * as React from "react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type ClientDetail, fullName } from "../../../shared/clients";
import { ArchiveClientButton } from "./archive-client-button";
import { SendLoginLinkButton } from "./send-login-link-button";

export function BackToClients() {
  return (
    <Link
      href="/clients"
      className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All clients
    </Link>
  );
}

/** Name, a one-line summary and the page's actions, with Archive/Unarchive. */
export function ClientDetailHeader({
  client,
  onMessageClient,
  summary,
}: {
  client: ClientDetail;
  onMessageClient: () => void;
  summary: React.ReactNode;
}) {
  const encodedId = encodeURIComponent(client.id);
  return (
    <div className="mb-6 space-y-3 md:mb-8">
      <BackToClients />
      <div className="flex flex-col gap-4 xl:flex-row xl:items-start xl:justify-between">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words">
            {fullName(client)}
            {client.archivedAt ? (
              <Badge variant="secondary" className="ml-2 align-middle">
                Archived
              </Badge>
            ) : null}
          </h1>
          <p className="text-sm text-muted-foreground">{summary}</p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center xl:shrink-0 xl:justify-end [&>*]:w-full sm:[&>*]:w-auto [&_button]:w-full sm:[&_button]:w-auto">
          <SendLoginLinkButton clientId={client.id} email={client.email} />
          <Button variant="outline" asChild>
            <Link href={`/projects?clientId=${encodedId}`}>
              <FolderPlus aria-hidden="true" />
              Add Project
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link href={`/proposals/new?clientId=${encodedId}`}>
              <FilePlus2 aria-hidden="true" />
              Create Proposal
            </Link>
          </Button>
          <ArchiveClientButton client={client} />
          <Button onClick={onMessageClient}>
            <MessageSquare aria-hidden="true" />
            Message Client
          </Button>
        </div>
      </div>
    </div>
  );
}
