/**
 * Flows that finish in a popup on another origin (Stripe onboarding, Google's consent page) can't
 * tell this window when they are done, so the page polls a status endpoint while the popup is open.
 * These are the pieces both flows share: a popup opened synchronously on the click with a friendly
 * placeholder, and a polling loop that stops on success, on its time limit and on unmount.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { apiRequest } from "@/lib/api";

/** Browsers allow a popup only in direct response to a click: open it now, point it somewhere later. */
export function openPlaceholderPopup(name: string, features: string, message: string): Window | null {
  const popup = window.open("", name, features);
  if (!popup) return null;
  try {
    const { document } = popup;
    document.title = "Connecting...";
    document.body.style.cssText =
      "margin:0;height:100vh;display:grid;place-items:center;font:15px system-ui,sans-serif;color:#475569";
    document.body.textContent = message;
  } catch {
    // Still showing the provider's page from an earlier click (another origin): leave it be.
  }
  return popup;
}

export function closePopup(popup: Window | null | undefined) {
  try {
    popup?.close();
  } catch {
    // Already gone, or no longer ours to close.
  }
}

export interface StatusPollingOptions<T> {
  url: string;
  intervalMs: number;
  limitMs: number;
  isDone: (status: T) => boolean;
  /** Every status read, done or not (e.g. to keep a query's cache fresh). */
  onStatus?: (status: T) => void;
  onDone: (status: T) => void;
  onTimeout?: () => void;
}

export function useStatusPolling<T>(options: StatusPollingOptions<T>) {
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest callbacks, so a poll started by an older render still calls today's code.
  const latest = useRef(options);
  latest.current = options;
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
    const { intervalMs, limitMs } = latest.current;
    const deadline = Date.now() + limitMs;
    setWaiting(true);

    const tick = async () => {
      let status: T | undefined;
      try {
        status = (await (await apiRequest("GET", latest.current.url)).json()) as T;
      } catch {
        // A dropped request while the photographer is on the provider's page is no reason to give up.
      }
      if (current !== round.current) return;
      if (status !== undefined) latest.current.onStatus?.(status);
      if (status !== undefined && latest.current.isDone(status)) {
        stopPolling();
        latest.current.onDone(status);
        return;
      }
      if (Date.now() >= deadline) {
        stopPolling();
        latest.current.onTimeout?.();
        return;
      }
      timer.current = setTimeout(tick, intervalMs);
    };
    timer.current = setTimeout(tick, intervalMs);
  }, [stopPolling]);

  return { startPolling, stopPolling, waiting };
}
