/**
 * The widget's settings, saved on the server (GET/PUT /api/widget-config): the same in every browser,
 * and read by the embed script on the studio's website. `draft` is what the fields show, as typed;
 * `config` is what the widget gets (trimmed, defaults for blank buttons) and what Save sends. Nothing
 * reaches the website until it is saved.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { WIDGET_DEFAULTS, type WidgetConfig, type WidgetConfigState } from "../../../shared/widget-config";
import { parseWidgetConfig } from "../../widget/widget-config";
import { checkBeforeSave, hasUnsavedChanges, initialDraft, legacyStorageKey } from "./widget-config-draft";

export const WIDGET_CONFIG_QUERY_KEY = ["/api/widget-config"] as const;

export function useSavedWidgetConfig() {
  return useQuery<WidgetConfigState>({ queryKey: WIDGET_CONFIG_QUERY_KEY });
}

function readLegacy(studioId: string): string | null {
  try {
    return window.localStorage.getItem(legacyStorageKey(studioId));
  } catch {
    // Storage can be switched off (private windows, strict settings): there is nothing to carry over.
    return null;
  }
}

function forgetLegacy(studioId: string): void {
  try {
    window.localStorage.removeItem(legacyStorageKey(studioId));
  } catch {
    // As above.
  }
}

/** The editor over the saved configuration, which the caller has loaded. */
export function useWidgetConfig(studioId: string, saved: WidgetConfigState) {
  const queryClient = useQueryClient();
  const [start] = useState(() => initialDraft(saved, readLegacy(studioId)));
  const [draft, setDraft] = useState<WidgetConfig>(start.draft);
  const [fromBrowser, setFromBrowser] = useState(start.fromBrowser);
  const config = useMemo(() => parseWidgetConfig(draft), [draft]);
  const unsaved = hasUnsavedChanges(config, saved, fromBrowser);

  const mutation = useMutation({
    mutationFn: async (next: WidgetConfig) =>
      (await (await apiRequest("PUT", WIDGET_CONFIG_QUERY_KEY[0], next)).json()) as WidgetConfigState,
    onSuccess: (state) => {
      queryClient.setQueryData(WIDGET_CONFIG_QUERY_KEY, state);
      setDraft(state.config);
      setFromBrowser(false);
      forgetLegacy(studioId);
      toast({ title: "Widget settings saved", description: "Your website's form shows them from now on." });
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Couldn't save the widget settings",
        description: errorMessage(error, "Check your connection and try again."),
      }),
  });

  // Leaving the page (or closing the tab) would lose the changes: the browser asks first.
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  const update = (patch: Partial<WidgetConfig>) => setDraft((current) => ({ ...current, ...patch }));
  const reset = () => setDraft(WIDGET_DEFAULTS);
  const discard = () => {
    setDraft(saved.config);
    setFromBrowser(false);
    forgetLegacy(studioId);
  };
  const save = () => {
    const checked = checkBeforeSave(config);
    if (!checked.ok) {
      toast({
        variant: "destructive",
        title: "Couldn't save the widget settings",
        description: checked.message,
      });
      return;
    }
    mutation.mutate(checked.config);
  };

  return {
    draft,
    config,
    update,
    reset,
    save,
    discard,
    saving: mutation.isPending,
    unsaved,
    fromBrowser,
    savedAt: saved.updatedAt,
  };
}

export type WidgetConfigEditor = ReturnType<typeof useWidgetConfig>;
