/**
 * The client list's server state: reading the list and the studio's opt-in defaults, and every write
 * (create, update, delete, archive, import), each of which refreshes ["/api/clients"].
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { editPagedLists, usePagedList } from "@/hooks/use-paged-list";
import { ApiError, apiRequest, errorMessage } from "@/lib/api";
import {
  type Client,
  type ClientDetail,
  type ClientInput,
  type ClientListItem,
  IMPORT_CHECK_MAX,
  type ImportCheckResult,
  type ImportClientsResult,
} from "../../../shared/clients";
import type { ProjectType } from "../../../shared/projects";
import { batchRows, chunk, EMPTY_RESULT, mergeResults } from "./import-batches";
import type { ImportRow } from "./import-clients";

export const CLIENTS_QUERY_KEY = ["/api/clients"] as const;

/**
 * The current clients, or with `archived` the archived ones, newest first, a page at a time; `search`
 * (name, e-mail or phone) is matched by the server.
 */
export function useClientPages({ archived, search }: { archived: boolean; search: string }) {
  return usePagedList<ClientListItem>(CLIENTS_QUERY_KEY[0], {
    archived: archived ? "true" : undefined,
    search: search.trim(),
  });
}

/** Options a client picker offers at once: typing narrows the rest down on the server. */
export const CLIENT_CHOICES = 20;

/** The current clients whose name, e-mail or phone contains `search`, CLIENT_CHOICES per page. */
export function useClientChoices(search: string, enabled = true) {
  return usePagedList<ClientListItem>(
    CLIENTS_QUERY_KEY[0],
    { search: search.trim() },
    { pageSize: CLIENT_CHOICES, enabled },
  );
}

/**
 * One chosen client (GET /api/clients/{id}): the pickers name it, and a form learns whether it is
 * (still) one of the studio's without loading every client. Blank id: nothing is asked.
 */
export function useChosenClient(id: string) {
  return useQuery<ClientDetail>({ queryKey: [...CLIENTS_QUERY_KEY, id], enabled: id !== "" });
}

/** The chosen client is not one of the studio's (deleted, or never was). */
export const isUnknownClient = (error: unknown) => error instanceof ApiError && error.status === 404;

function useInvalidateClients() {
  const queryClient = useQueryClient();
  // Prefix match: the list and every cached client detail (["/api/clients", id, ...]) refresh.
  return () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY });
}

export function useCreateClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: async (input: ClientInput) => {
      const res = await apiRequest("POST", "/api/clients", input);
      return (await res.json()) as Client;
    },
    onSuccess: () => invalidate(),
  });
}

export function useUpdateClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: ClientInput }) => {
      const res = await apiRequest("PUT", `/api/clients/${id}`, input);
      return (await res.json()) as Client;
    },
    onSuccess: () => invalidate(),
  });
}

export function useDeleteClient() {
  const invalidate = useInvalidateClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/clients/${id}`);
      return id;
    },
    onSuccess: (id) => {
      // Drop the deleted client from the list at once; the refetch confirms it.
      editPagedLists<ClientListItem>(queryClient, CLIENTS_QUERY_KEY[0], (list) =>
        list.filter((client) => client.id !== id),
      );
      queryClient.removeQueries({ queryKey: [...CLIENTS_QUERY_KEY, id] });
      return invalidate();
    },
  });
}

/** Archives a client (out of the list, still in reports) or brings one back. */
export function useArchiveClient() {
  const invalidate = useInvalidateClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, archived }: { id: string; archived: boolean }) => {
      const res = await apiRequest("POST", `/api/clients/${id}/${archived ? "archive" : "unarchive"}`);
      return (await res.json()) as Client;
    },
    onSuccess: () =>
      Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: ["/api/proposals"] })]),
  });
}

/**
 * Which of a file's addresses (lower case) the studio's clients already have, from POST
 * /api/clients/import/check in chunks of IMPORT_CHECK_MAX: the import preview marks those rows as
 * refused before it offers the import. Never cached for long: the answer changes as clients are added.
 */
export function useExistingEmails(emails: readonly string[]) {
  return useQuery({
    queryKey: ["/api/clients/import/check", emails],
    enabled: emails.length > 0,
    staleTime: 0,
    gcTime: 60_000,
    queryFn: async (): Promise<ReadonlySet<string>> => {
      const existing = new Set<string>();
      for (const batch of chunk(emails, IMPORT_CHECK_MAX)) {
        const res = await apiRequest("POST", "/api/clients/import/check", { emails: batch });
        for (const email of ((await res.json()) as ImportCheckResult).existing) existing.add(email);
      }
      return existing;
    },
  });
}

export interface ImportRunInput {
  rows: readonly ImportRow[];
  /** Called after every batch with the number of rows sent so far. */
  onProgress?: (processed: number) => void;
  /** Aborting stops before the next batch; the batch already sent still counts. */
  signal?: AbortSignal;
  /** True: the server answers what it would create, and nothing is written. */
  dryRun?: boolean;
  /** The type of the projects whose row gives none. */
  defaultProjectType?: ProjectType;
}

export interface ImportRunResult extends ImportClientsResult {
  /** Rows the server has answered for (created or rejected). */
  processed: number;
  /** The rows of the batches not sent (after a failure or a stop), to send later. */
  unsent: ImportRow[];
  /** Set when a batch failed: the import stopped there, and rows from `processed` on were not sent. */
  failure?: string;
  stopped?: boolean;
}

/**
 * Sends the rows to POST /api/clients/import in batches of IMPORT_BATCH_SIZE, one after another, so
 * the page stays responsive and progress can be shown. Never rejects: a failed batch ends the run
 * with `failure` set, and what was imported before it is kept.
 */
export function useImportClients() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: async ({
      rows,
      onProgress,
      signal,
      dryRun = false,
      defaultProjectType,
    }: ImportRunInput): Promise<ImportRunResult> => {
      let total: ImportClientsResult = { ...EMPTY_RESULT, dryRun };
      let processed = 0;
      // Rows sharing an address go in one batch, so that a dry run answers what the import does.
      const batches = batchRows(rows);
      const rest = (from: number) => batches.slice(from).flat();
      for (const [index, batch] of batches.entries()) {
        if (signal?.aborted) return { ...total, processed, unsent: rest(index), stopped: true };
        try {
          const body = { rows: batch, dryRun, defaultProjectType };
          const res = await apiRequest("POST", "/api/clients/import", body);
          const answer = (await res.json()) as ImportClientsResult;
          total = mergeResults(total, answer);
        } catch (error) {
          return {
            ...total,
            processed,
            unsent: rest(index),
            failure:
              error instanceof ApiError
                ? errorMessage(error, `The server answered ${error.status}.`)
                : "The server could not be reached. Check your connection.",
          };
        }
        processed += batch.length;
        onProgress?.(processed);
      }
      return { ...total, processed, unsent: [] };
    },
    // A dry run changed nothing to refresh.
    onSettled: (_data, _error, input) => (input.dryRun ? undefined : invalidate()),
  });
}
