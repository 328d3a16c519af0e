import { useEffect, useState } from "react";

/** How long typing must pause before a search is sent to the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The value once it has stayed the same for `delay` ms: a search box asks the server once per pause
 * instead of once per key. Clearing the box (an empty value) applies at once.
 */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === "" || delay <= 0) {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
