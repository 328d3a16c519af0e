/**
 * Server state of one questionnaire in the client portal: reading it, saving the draft as the client
 * types (debounced, one request at a time, the newest answers always last), and submitting it.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { ApiError, apiRequest, throwIfResNotOk } from "@/lib/api";
import { getQueryFn } from "@/lib/query-client";
import {
  type Answers,
  type ClientQuestionnaire,
  normalizeAnswers,
} from "../../../shared/questionnaire-answers";
import { PORTAL_QUERY_KEY } from "./use-portal";

export const AUTOSAVE_DELAY_MS = 800;

/** The query key is the API path in segments, so the id is encoded here as it is in the URL. */
export const questionnaireKey = (id: string) =>
  ["/api/client-portal/questionnaires", encodeURIComponent(id)] as const;
const questionnaireUrl = (id: string) => `/api/client-portal/questionnaires/${encodeURIComponent(id)}`;

/** `null` when nobody is signed in as a client (401): the page sends the visitor to the portal. */
export function useClientQuestionnaire(id: string) {
  return useQuery<ClientQuestionnaire | null>({
    queryKey: questionnaireKey(id),
    queryFn: getQueryFn<ClientQuestionnaire | null>({ on401: "returnNull" }),
  });
}

export type SaveStatus = "idle" | "saving" | "saved" | "error";

async function putDraft(id: string, answers: Answers, keepalive: boolean): Promise<void> {
  const init: RequestInit = {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ answers }),
    credentials: "include",
  };
  let res: Response;
  try {
    res = await fetch(`${questionnaireUrl(id)}/answers`, { ...init, keepalive });
  } catch (error) {
    // A keepalive body over the browser's 64 kB limit is refused outright: send it the ordinary way.
    if (!keepalive) throw error;
    res = await fetch(`${questionnaireUrl(id)}/answers`, init);
  }
  await throwIfResNotOk(res);
}

/**
 * Debounced draft saving. `schedule` is called with the full answers on every change; only the newest
 * are sent, never two requests at once, and whatever is still waiting is sent when the page is left.
 */
export function useDraftAutosave(
  id: string,
  { onSignedOut, onClosed }: { onSignedOut: () => void; onClosed: () => void },
) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const waiting = useRef<Answers | null>(null);
  const isSending = useRef(false);
  const isPaused = useRef(false);
  const handlers = useRef({ onSignedOut, onClosed });
  useLayoutEffect(() => {
    handlers.current = { onSignedOut, onClosed };
  });

  const flush = useCallback(
    async (keepalive = false): Promise<void> => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const answers = waiting.current;
      if (!answers || isPaused.current || (isSending.current && !keepalive)) return;
      waiting.current = null;
      isSending.current = true;
      setStatus("saving");
      // The cache holds the newest draft, so reopening the page shows it without a refetch.
      queryClient.setQueryData<ClientQuestionnaire | null>(questionnaireKey(id), (old) =>
        old ? { ...old, answers } : old,
      );
      try {
        await putDraft(id, answers, keepalive);
        if (!isPaused.current) setStatus(waiting.current ? "saving" : "saved");
      } catch (error) {
        if (isPaused.current) return;
        const code = error instanceof ApiError ? error.status : 0;
        if (code === 401 || code === 409) {
          // Signed out, or submitted in another tab: nothing more can be saved from this page.
          isPaused.current = true;
          if (code === 401) handlers.current.onSignedOut();
          else handlers.current.onClosed();
        } else {
          setStatus("error");
        }
      } finally {
        isSending.current = false;
      }
      // Typed while that request was out, and the debounce already ran out: send the newest now.
      if (waiting.current && !timer.current) void flush();
    },
    [id, queryClient],
  );

  const schedule = useCallback(
    (answers: Answers) => {
      waiting.current = answers;
      isPaused.current = false;
      setStatus("saving");
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  /** Stops saving drafts (while submitting: a draft must not race the submission). */
  const pause = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    waiting.current = null;
    isPaused.current = true;
  }, []);

  useEffect(() => {
    // Leaving the page (closing the tab, switching apps on a phone, going back): send what is waiting.
    const leave = () => void flush(true);
    const onVisibility = () => {
      if (document.visibilityState === "hidden") leave();
    };
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", onVisibility);
      leave();
    };
  }, [flush]);

  return { status, schedule, pause };
}

/** `onSubmitted` runs in the same tick as the cache update, so the page never flashes in between. */
export function useSubmitQuestionnaire(id: string, { onSubmitted }: { onSubmitted: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: Answers) => {
      const res = await apiRequest("POST", `${questionnaireUrl(id)}/submit`, { answers });
      return (await res.json()) as { submittedAt: string };
    },
    onSuccess: ({ submittedAt }, answers) => {
      onSubmitted();
      queryClient.setQueryData<ClientQuestionnaire | null>(questionnaireKey(id), (old) =>
        old ? { ...old, answers: normalizeAnswers(old.questions, answers), submittedAt } : old,
      );
      // The portal's list shows it as Completed next time it is opened.
      void queryClient.invalidateQueries({ queryKey: PORTAL_QUERY_KEY, refetchType: "none" });
    },
  });
}

/** Reloads the questionnaire (after a 409: it was submitted elsewhere, so it shows read-only). */
export function useReloadQuestionnaire(id: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: questionnaireKey(id) }),
    [id, queryClient],
  );
}
