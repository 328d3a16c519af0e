/**
 * The public calendar's reads. Keys are the API path's segments, with the visitor's zone last because
 * it is part of the answer (?tz=); everything under calendarKey(token) is refetched after a booking.
 */
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { PublicCalendarView, PublicSlots } from "../../../shared/scheduling";

const BASE = "/api/public/booking/calendar";

export const calendarKey = (token: string) => [BASE, token] as const;

async function getJson<T>(url: string): Promise<T> {
  const res = await apiRequest("GET", url);
  return (await res.json()) as T;
}

const path = (token: string, ...rest: string[]) =>
  [BASE, token, ...rest].map((s, i) => (i === 0 ? s : encodeURIComponent(s))).join("/");

export function useCalendarView(token: string, tz: string) {
  return useQuery<PublicCalendarView>({
    queryKey: [...calendarKey(token), tz],
    queryFn: () => getJson(`${path(token)}?tz=${encodeURIComponent(tz)}`),
    enabled: token !== "",
  });
}

export function useDaySlots(token: string, date: string | null, tz: string) {
  return useQuery<PublicSlots>({
    queryKey: [...calendarKey(token), "slots", date, tz],
    queryFn: () => getJson(`${path(token, "slots", date ?? "")}?tz=${encodeURIComponent(tz)}`),
    enabled: token !== "" && date !== null,
  });
}

export const bookPath = (token: string, date: string, slotId: string, tz: string) =>
  `${path(token, "book", date, slotId)}?tz=${encodeURIComponent(tz)}`;
