/**
 * The scheduling page's server state: daily hours, day overrides, booking rules, a day's slots and the
 * bookings, and the writes. Keys are the API path in segments, so ["/api/availability"] covers every
 * availability read: any change to hours, overrides or rules refreshes the slots cut from them.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAuth } from "@/hooks/use-auth";
import { usePhotographerSettings } from "@/hooks/use-photographer-settings";
import { apiRequest } from "@/lib/api";
import { DEFAULT_TIMEZONE } from "../../../shared/auth";
import type {
  AvailabilityOverride,
  AvailabilityTemplate,
  AvailabilityTemplateInput,
  Booking,
  DaySlots,
  OverrideInput,
  SlotRules,
  SlotRulesInput,
} from "../../../shared/scheduling";

export const AVAILABILITY_KEY = ["/api/availability"] as const;
export const TEMPLATES_KEY = ["/api/availability", "templates"] as const;
export const SETTINGS_KEY = ["/api/availability", "settings"] as const;
export const daySlotsKey = (date: string) => ["/api/availability", "slots", date] as const;
export const overridesKey = (startDate: string, endDate: string) =>
  ["/api/availability", `overrides?startDate=${startDate}&endDate=${endDate}`] as const;
export const BOOKINGS_KEY = ["/api/bookings"] as const;
export const bookingKey = (id: string) => ["/api/bookings", id] as const;

/** The photographer's zone: the studio's setting, else the session's, else the default zone. */
export function useStudioZone(): string {
  const settings = usePhotographerSettings();
  const { user } = useAuth();
  return settings.data?.timezone ?? user?.timezone ?? DEFAULT_TIMEZONE;
}

export function useAvailabilityTemplates() {
  return useQuery<AvailabilityTemplate[]>({ queryKey: TEMPLATES_KEY });
}

/** The override of one day, or null when the day follows its weekday's hours. */
export function useDayOverride(date: string | null) {
  return useQuery<AvailabilityOverride[], Error, AvailabilityOverride | null>({
    queryKey: overridesKey(date ?? "", date ?? ""),
    enabled: Boolean(date),
    select: (list) => list.find((o) => o.date === date) ?? null,
  });
}

export function useSlotRules() {
  return useQuery<SlotRules>({ queryKey: SETTINGS_KEY });
}

/** A day's slots change when clients book on the public calendar, so each visit reads them again. */
export function useDaySlots(date: string | null) {
  return useQuery<DaySlots>({
    queryKey: daySlotsKey(date ?? ""),
    enabled: Boolean(date),
    refetchOnMount: "always",
  });
}

export function useBookings() {
  return useQuery<Booking[]>({ queryKey: BOOKINGS_KEY, refetchOnMount: "always" });
}

/** One booking, for when it is not in the list yet (opened from a slot booked a moment ago). */
export function useBooking(id: string | null, enabled: boolean) {
  return useQuery<Booking>({ queryKey: bookingKey(id ?? ""), enabled: Boolean(id) && enabled });
}

function useRefreshAvailability() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY });
}

/** Creates a daily template, or updates the one with this id. */
export function useSaveTemplate() {
  const refresh = useRefreshAvailability();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: AvailabilityTemplateInput }) => {
      const res = id
        ? await apiRequest("PUT", `/api/availability/templates/${id}`, input)
        : await apiRequest("POST", "/api/availability/templates", input);
      return (await res.json()) as AvailabilityTemplate;
    },
    onSuccess: () => refresh(),
  });
}

export function useDeleteTemplate() {
  const refresh = useRefreshAvailability();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/availability/templates/${id}`);
    },
    onSuccess: () => refresh(),
  });
}

/** One override per date: saving a date again replaces it. */
export function useSaveOverride() {
  const refresh = useRefreshAvailability();
  return useMutation({
    mutationFn: async (input: OverrideInput) =>
      (await (await apiRequest("POST", "/api/availability/overrides", input)).json()) as AvailabilityOverride,
    onSuccess: () => refresh(),
  });
}

export function useDeleteOverride() {
  const refresh = useRefreshAvailability();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/availability/overrides/${id}`);
    },
    onSuccess: () => refresh(),
  });
}

export function useSaveSlotRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SlotRulesInput) =>
      (await (await apiRequest("PUT", "/api/availability/settings", input)).json()) as SlotRules,
    onSuccess: (rules) => {
      queryClient.setQueryData(SETTINGS_KEY, rules);
      return queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY });
    },
  });
}

/**
 * The photographer confirms a pending booking or cancels one; its slot shows the new status too (a
 * cancelled booking's time is free again). The server e-mails the client either way.
 */
export function useSetBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: "CONFIRMED" | "CANCELLED" }) =>
      (await (await apiRequest("PUT", `/api/bookings/${id}`, { status })).json()) as Booking,
    onSuccess: (booking) => {
      queryClient.setQueryData<Booking[]>(BOOKINGS_KEY, (list) =>
        list?.map((b) => (b.id === booking.id ? booking : b)),
      );
      queryClient.setQueryData(bookingKey(booking.id), booking);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: ["/api/availability", "slots"] }),
      ]);
    },
  });
}
