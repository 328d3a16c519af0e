import { Archive, Download, Plus, Upload } from "lucide-react";
import { lazy, type ReactNode, Suspense, useRef, useState } from "react";
import { useLocation } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useIsMobile } from "@/hooks/use-mobile";
import { loadedCount } from "@/hooks/use-paged-list";
import { usePhotographerSettings } from "@/hooks/use-photographer-settings";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { type ClientListItem, fullName } from "../../../shared/clients";
import type { ClientActions } from "./client-actions-menu";
import { ClientCardList } from "./client-card-list";
import { ClientFormDialog } from "./client-form-dialog";
import { ClientsEmptyState } from "./clients-empty-state";
import { ClientsErrorState } from "./clients-error-state";
import { ClientsListSkeleton } from "./clients-list-skeleton";
import { ClientsSearch } from "./clients-search";
import { ClientsTable } from "./clients-table";
import { DeleteClientDialog } from "./delete-client-dialog";
import { ShowMoreClients } from "./show-more-clients";
import { useArchiveClient, useClientPages } from "./use-clients";

// The importer (and its CSV parser) loads only when first asked for.
const ImportClientsDialog = lazy(() =>
  import("./import-clients-dialog").then((m) => ({ default: m.ImportClientsDialog })),
);

/** A dialog's open flag and its subject, kept apart so the text stays while it animates closed. */
interface DialogState {
  open: boolean;
  client: ClientListItem | null;
}
const closed: DialogState = { open: false, client: null };

export function ClientsPage() {
  // Archived clients are out of the list; this switch shows them instead of the current ones.
  const [showArchived, setShowArchived] = useState(false);
  const [search, setSearch] = useState("");
  // The server searches (name, e-mail or phone) once typing pauses; the list comes a page at a time.
  const debouncedSearch = useDebouncedValue(search).trim();
  const clients = useClientPages({ archived: showArchived, search: debouncedSearch });
  const archiveClient = useArchiveClient();
  // Also warms the Add Client dialog's opt-in defaults and gives dates the studio's time zone.
  const settings = usePhotographerSettings();
  const isMobile = useIsMobile();
  const [, navigate] = useLocation();

  const [form, setForm] = useState<DialogState>(closed);
  const [deleting, setDeleting] = useState<DialogState>(closed);
  const [importOpen, setImportOpen] = useState(false);
  // Stays true after the first opening, so the dialog can animate closed instead of vanishing.
  const [importLoaded, setImportLoaded] = useState(false);

  // Dialogs opened without a trigger of their own give focus back to what opened them.
  const returnFocus = useRef<HTMLElement | null>(null);
  const remember = (element: Element | null) => {
    returnFocus.current = element instanceof HTMLElement ? element : null;
  };
  const restoreFocus = (event: Event) => {
    const target = returnFocus.current;
    // The row of a deleted client is gone: the list's heading is the next best place.
    const fallback = document.getElementById("all-clients-heading");
    const next = target?.isConnected ? target : fallback;
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  const shown = clients.items;
  const changeSearch = (value: string) => setSearch(value);
  const openAdd = () => {
    remember(document.activeElement);
    setForm({ open: true, client: null });
  };
  const openImport = () => {
    remember(document.activeElement);
    setImportLoaded(true);
    setImportOpen(true);
  };
  const actions: ClientActions = {
    onView: (client) => navigate(`/clients/${client.id}`),
    onEdit: (client, trigger) => {
      remember(trigger);
      setForm({ open: true, client });
    },
    onDelete: (client, trigger) => {
      remember(trigger);
      setDeleting({ open: true, client });
    },
    onArchive: (client, archived) =>
      archiveClient.mutate(
        { id: client.id, archived },
        {
          onSuccess: () =>
            toast({
              title: archived ? "Client archived" : "Client restored",
              description: archived
                ? `${fullName(client)} is in your archived clients.`
                : `${fullName(client)} is back in your client list.`,
            }),
          onError: (error) =>
            toast({
              variant: "destructive",
              title: archived ? "Could not archive client" : "Could not restore client",
              description: errorMessage(error, "Please try again."),
            }),
        },
      ),
  };
  const timeZone = settings.data?.timezone;

  let content: ReactNode;
  if (clients.isPending) {
    content = <ClientsListSkeleton mobile={isMobile} />;
  } else if (clients.isError && !clients.data) {
    content = <ClientsErrorState onRetry={() => void clients.refetch()} retrying={clients.isFetching} />;
  } else if (shown.length === 0 && showArchived) {
    content = (
      <p className="rounded-xl border bg-card p-8 text-center text-sm text-muted-foreground">
        {debouncedSearch ? "No archived client matches your search." : "No archived clients."}
      </p>
    );
  } else if (shown.length === 0) {
    content = (
      <ClientsEmptyState
        search={debouncedSearch}
        onAddClient={openAdd}
        onImport={openImport}
        onClearSearch={() => changeSearch("")}
      />
    );
  } else {
    content = (
      <>
        {isMobile ? (
          <ClientCardList clients={shown} timeZone={timeZone} {...actions} />
        ) : (
          <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
            <ClientsTable clients={shown} timeZone={timeZone} {...actions} />
          </div>
        )}
        <ShowMoreClients
          shown={shown.length}
          hasNextPage={clients.hasNextPage}
          isFetchingNextPage={clients.isFetchingNextPage}
          failed={clients.isFetchNextPageError}
          onShowMore={() => void clients.fetchNextPage()}
        />
      </>
    );
  }

  // Nothing to search in: no clients at all (not merely none matching).
  const noClients = clients.isSuccess && !clients.isPlaceholderData && shown.length === 0 && !debouncedSearch;
  return (
    <>
      <PageHeader
        title="Clients"
        description="Everyone you photograph, with their contact details and projects."
        action={
          <>
            <Button variant="outline" onClick={openImport}>
              <Upload aria-hidden="true" />
              Import
            </Button>
            <Button variant="outline" asChild>
              <a href="/api/clients/export" download aria-label="Export clients as CSV">
                <Download aria-hidden="true" />
                Export
              </a>
            </Button>
            <Button onClick={openAdd}>
              <Plus aria-hidden="true" />
              Add Client
            </Button>
          </>
        }
      />

      <section aria-labelledby="all-clients-heading" className="grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2
            id="all-clients-heading"
            tabIndex={-1}
            className="text-lg font-semibold outline-none"
            aria-live="polite"
          >
            {showArchived ? "Archived Clients" : "All Clients"}
            {/* Exact once every page is in; "50+" while the server has more. */}
            {clients.isSuccess ? ` (${loadedCount(shown.length, clients.hasNextPage)})` : ""}
          </h2>
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-center">
            <ClientsSearch
              value={search}
              onChange={changeSearch}
              disabled={(clients.isError && !clients.data) || noClients}
            />
            {/* A toggle keeps one name; its pressed state says which list is shown. */}
            <Button
              variant={showArchived ? "secondary" : "outline"}
              aria-pressed={showArchived}
              onClick={() => {
                setShowArchived((current) => !current);
              }}
            >
              <Archive aria-hidden="true" />
              Show archived
            </Button>
          </div>
        </div>
        {content}
      </section>

      <ClientFormDialog
        open={form.open}
        client={form.client}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        onCloseAutoFocus={restoreFocus}
      />
      <DeleteClientDialog
        open={deleting.open}
        client={deleting.client}
        onOpenChange={(open) => setDeleting((current) => ({ ...current, open }))}
        onCloseAutoFocus={restoreFocus}
      />
      {importLoaded ? (
        <Suspense fallback={null}>
          <ImportClientsDialog
            open={importOpen}
            onOpenChange={setImportOpen}
            onCloseAutoFocus={restoreFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}
