/**
 * Connecting Google Calendar (SPEC §7, §9): open Google's consent page in a popup, then poll the
 * calendar status every 2 s for up to 5 min until it says authenticated. Polling is how we learn the
 * photographer finished: Google's pages cut the popup off from this window, so it can't tell us.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useToast } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api";
import type { CalendarStatus } from "../../../shared/scheduling";
import { CALENDAR_STATUS_QUERY_KEY, useGoogleAuthUrl } from "./use-calendar";

export const CALENDAR_WINDOW_NAME = "google-calendar";
const CALENDAR_WINDOW_FEATURES = "width=500,height=650";
export const CALENDAR_POLL_INTERVAL_MS = 2_000;
export const CALENDAR_POLL_LIMIT_MS = 5 * 60 * 1000;

/** The blank popup waits a moment for Google's address; say so rather than show an empty white window. */
function showPlaceholder(popup: Window) {
  try {
    const { document } = popup;
    document.title = "Connecting...";
    document.body.style.cssText =
      "margin:0;height:100vh;display:grid;place-items:center;font:15px system-ui,sans-serif;color:#475569";
    document.body.textContent = "Opening Google sign-in...";
  } catch {
    // Still showing Google's page from an earlier click (another origin): leave it be.
  }
}

function closePopup(popup: Window | null) {
  try {
    popup?.close();
  } catch {
    // Already gone, or no longer ours to close.
  }
}

export function useCalendarPopup() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const authUrl = useGoogleAuthUrl();
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const popupRef = useRef<Window | null>(null);
  // Bumped on every start, stop and unmount, so a status request still in flight from an older
  // round can't schedule a second polling loop or toast after the page is gone.
  const round = useRef(0);

  const stopPolling = useCallback(() => {
    round.current += 1;
    clearTimeout(timer.current);
    setWaiting(false);
  }, []);

  useEffect(
    () => () => {
      round.current += 1;
      clearTimeout(timer.current);
    },
    [],
  );

  const startPolling = useCallback(() => {
    clearTimeout(timer.current);
    const current = ++round.current;
    const deadline = Date.now() + CALENDAR_POLL_LIMIT_MS;
    setWaiting(true);

    const tick = async () => {
      let status: CalendarStatus | undefined;
      try {
        const res = await apiRequest("GET", CALENDAR_STATUS_QUERY_KEY[0]);
        status = (await res.json()) as CalendarStatus;
      } catch {
        // A dropped request while the photographer is on Google's page is no reason to give up.
      }
      if (current !== round.current) return;
      if (status?.authenticated) {
        stopPolling();
        closePopup(popupRef.current);
        queryClient.setQueryData(CALENDAR_STATUS_QUERY_KEY, status);
        toast({
          title: "Google Calendar Connected!",
          description: status.email ? `Connected as ${status.email}.` : undefined,
        });
        void queryClient.invalidateQueries({ queryKey: CALENDAR_STATUS_QUERY_KEY });
        return;
      }
      if (Date.now() >= deadline) {
        stopPolling();
        closePopup(popupRef.current);
        return;
      }
      timer.current = setTimeout(tick, CALENDAR_POLL_INTERVAL_MS);
    };
    timer.current = setTimeout(tick, CALENDAR_POLL_INTERVAL_MS);
  }, [queryClient, stopPolling, toast]);

  /** Call straight from the click handler: the popup must open before the first await. */
  const start = useCallback(async () => {
    // Browsers only allow a popup in direct response to a click, so open it now and send it to
    // Google once the server has made the address.
    const popup = window.open("", CALENDAR_WINDOW_NAME, CALENDAR_WINDOW_FEATURES);
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
    showPlaceholder(popup);

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
