/**
 * The reads and writes of the booking-by-type pages. Slot keys live under calendarKey(token) so that
 * anything refetching the calendar after a booking also refreshes every type's slots.
 */
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { PublicTypeSlots, TypedBookingInput, TypedBookingResult } from "../../../shared/session-types";
import { calendarKey } from "./public-calendar-queries";

const BASE = "/api/public/booking/calendar";

const enc = encodeURIComponent;
const typePath = (token: string, slug: string, action: "slots" | "book") =>
  `${BASE}/${enc(token)}/types/${enc(slug)}/${action}`;

export const typeSlotsKey = (token: string, slug: string) => [...calendarKey(token), "types", slug] as const;

/** A mini-session's count moves while the visitor looks: ask again every 20 s. */
export const LIVE_REFETCH_MS = 20_000;

export function useTypeSlots(
  token: string,
  slug: string,
  range: { from: string; to: string } | null,
  tz: string,
  options: { live?: boolean } = {},
) {
  return useQuery<PublicTypeSlots>({
    queryKey: [...typeSlotsKey(token, slug), range?.from, range?.to, tz],
    queryFn: async () => {
      const query = `from=${enc(range?.from ?? "")}&to=${enc(range?.to ?? "")}&tz=${enc(tz)}`;
      const res = await apiRequest("GET", `${typePath(token, slug, "slots")}?${query}`);
      return (await res.json()) as PublicTypeSlots;
    },
    enabled: token !== "" && slug !== "" && range !== null && range.from <= range.to,
    refetchInterval: options.live ? LIVE_REFETCH_MS : false,
    // Keep the month on screen while the next one loads, instead of flashing the skeleton.
    placeholderData: (previous) => previous,
  });
}

export async function bookType(token: string, slug: string, input: TypedBookingInput) {
  const res = await apiRequest("POST", typePath(token, slug, "book"), input);
  return (await res.json()) as TypedBookingResult;
}
