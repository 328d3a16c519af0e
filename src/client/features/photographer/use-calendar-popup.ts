/**
 * Connecting Google Calendar: open Google's consent page in a popup, then poll the
 * calendar status every 2 s for up to 5 min until it says authenticated. Polling is how we learn the
 * photographer finished: Google's pages cut the popup off from this window, so it can't tell us.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { useToast } from "@/hooks/use-toast";
import { closePopup, openPlaceholderPopup, useStatusPolling } from "@/lib/status-popup";
import type { CalendarStatus } from "../../../shared/scheduling";
import { CALENDAR_STATUS_QUERY_KEY, useGoogleAuthUrl } from "./use-calendar";

export const CALENDAR_WINDOW_NAME = "google-calendar";
const CALENDAR_WINDOW_FEATURES = "width=500,height=650";
export const CALENDAR_POLL_INTERVAL_MS = 2_000;
export const CALENDAR_POLL_LIMIT_MS = 5 * 60 * 1000;

export function useCalendarPopup() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const authUrl = useGoogleAuthUrl();
  const popupRef = useRef<Window | null>(null);
  const { startPolling, waiting } = useStatusPolling<CalendarStatus>({
    url: CALENDAR_STATUS_QUERY_KEY[0],
    intervalMs: CALENDAR_POLL_INTERVAL_MS,
    limitMs: CALENDAR_POLL_LIMIT_MS,
    isDone: (status) => status.authenticated,
    onDone: (status) => {
      closePopup(popupRef.current);
      queryClient.setQueryData(CALENDAR_STATUS_QUERY_KEY, status);
      toast({
        title: "Google Calendar Connected!",
        description: status.email ? `Connected as ${status.email}.` : undefined,
      });
      void queryClient.invalidateQueries({ queryKey: CALENDAR_STATUS_QUERY_KEY });
    },
    onTimeout: () => closePopup(popupRef.current),
  });

  /** Call straight from the click handler: the popup must open before the first await. */
  const start = useCallback(async () => {
    // Browsers only allow a popup in direct response to a click, so open it now and send it to
    // Google once the server has made the address.
    const popup = openPlaceholderPopup(
      CALENDAR_WINDOW_NAME,
      CALENDAR_WINDOW_FEATURES,
      "Opening Google sign-in...",
    );
    if (!popup) {
      // Connecting in this tab would strand the photographer on the callback page, so ask instead.
      toast({
        variant: "destructive",
        title: "Pop-up blocked",
        description: "Allow pop-ups for this site, then connect Google Calendar again.",
      });
      return;
    }
    popupRef.current = popup;

    let url: string;
    try {
      ({ authUrl: url } = await authUrl.mutateAsync());
    } catch {
      closePopup(popup);
      toast({
        variant: "destructive",
        title: "Connection Failed",
        description: "Failed to connect to Google Calendar. Please try again.",
      });
      return;
    }

    // Closed while we waited for the address: the photographer changed their mind.
    if (popup.closed) return;
    popup.location.href = url;
    popup.focus();
    startPolling();
  }, [authUrl, startPolling, toast]);

  return { start, busy: authUrl.isPending, waiting };
}
