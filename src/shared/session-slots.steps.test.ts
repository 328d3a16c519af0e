/**
 * How a session type cuts its slots: every duration and buffer combination (step, length, the gap kept
 * around a booking), an explicit interval, and the studio's hours read exactly as computeSlots reads them.
 */
import { describe, expect, it } from "vitest";
import { computeTypeSlots } from "./session-slots";
import { instants, iso, typeDayOf, typeRules, typeStarts, typeStatuses } from "./session-slots.fixture";
import { computeSlots } from "./slots";
import { booking, hours, JUNE_NOW, MINUTE, NY, rules, weekdays } from "./slots.fixture";

// Wednesday 3 June 2026 in New York (EDT): local midnight is 04:00Z; the window is 06:00-22:00.
const MIDNIGHT = Date.UTC(2026, 5, 3, 4);
const at = (minuteOfDay: number) => MIDNIGHT + minuteOfDay * MINUTE;
const OPEN = 6 * 60;
const CLOSE = 22 * 60;
const templates = [hours(3, "06:00", "22:00")];

describe("every duration with every buffer", () => {
  for (const duration of [5, 20, 30, 60, 90, 720]) {
    for (const before of [0, 5, 15]) {
      for (const after of [0, 5, 15]) {
        const step = duration + before + after;
        const typeRulesOf = (slotIntervalMinutes: number | null = null) =>
          typeRules({
            durationMinutes: duration,
            bufferBeforeMinutes: before,
            bufferAfterMinutes: after,
            slotIntervalMinutes,
          });
        const name = `${duration} min, ${before} before, ${after} after`;

        it(`${name}: starts every ${step} min from 06:00, each ${duration} min long, all inside the window`, () => {
          const slots = typeDayOf({ templates, rules: typeRulesOf() });
          const expected: string[] = [];
          for (let m = OPEN; m + duration <= CLOSE; m += step)
            expected.push(`${iso(at(m))} ${iso(at(m + duration))}`);
          expect(instants(slots)).toEqual(expected);
          expect(slots.length).toBe(Math.floor((CLOSE - OPEN - duration) / step) + 1);
          expect(slots.every((s) => s.status === "AVAILABLE" && s.date === "2026-06-03")).toBe(true);
        });

        it(`${name}: booking one slot leaves both neighbours AVAILABLE (the interval keeps the gap)`, () => {
          const free = typeDayOf({ templates, rules: typeRulesOf() });
          const k = Math.floor(free.length / 2);
          const taken = free[k]!;
          const slots = typeDayOf({
            templates,
            rules: typeRulesOf(),
            busy: [{ startMs: taken.startMs, endMs: taken.endMs, kind: "BOOKING", bookingId: "bk" }],
          });
          expect(slots.map((s) => s.status)).toEqual(free.map((_, i) => (i === k ? "BOOKED" : "AVAILABLE")));
          expect(slots[k]!.bookingId).toBe("bk");
        });

        it(`${name}: with a start every 5 min around a 12:00-13:00 booking, the gap is exactly the buffers`, () => {
          const slots = typeDayOf({
            templates,
            rules: typeRulesOf(5),
            busy: [booking(iso(at(12 * 60)), iso(at(13 * 60)), "bk")],
          });
          expect(slots.length).toBe((CLOSE - OPEN - duration) / 5 + 1);
          // BOOKED where it overlaps the booking; BUFFER where only the widened slot does.
          for (const s of slots) {
            const overlaps = s.startMs < at(13 * 60) && s.endMs > at(12 * 60);
            const widened =
              s.startMs - before * MINUTE < at(13 * 60) && s.endMs + after * MINUTE > at(12 * 60);
            expect(s.status).toBe(overlaps ? "BOOKED" : widened ? "BUFFER" : "AVAILABLE");
          }
          const available = slots.filter((s) => s.status === "AVAILABLE").map((s) => s.startMs);
          const lastBefore = 12 * 60 - duration - after;
          const firstAfter = 13 * 60 + before;
          expect(available.filter((t) => t < at(12 * 60)).at(-1)).toBe(
            lastBefore >= OPEN ? at(lastBefore) : undefined,
          );
          expect(available.find((t) => t >= at(13 * 60))).toBe(
            firstAfter + duration <= CLOSE ? at(firstAfter) : undefined,
          );
        });
      }
    }
  }
});

describe("slot interval", () => {
  it("an explicit interval overrides duration + buffers", () => {
    const slots = typeDayOf({
      templates: [hours(3, "09:00", "11:00")],
      rules: typeRules({ durationMinutes: 45, bufferAfterMinutes: 30, slotIntervalMinutes: 20 }),
    });
    expect(typeStarts(slots)).toEqual(["09:00", "09:20", "09:40", "10:00"]);
    expect(instants(slots)[3]).toBe("2026-06-03T14:00:00.000Z 2026-06-03T14:45:00.000Z");
  });

  it("refuses a zero duration or interval instead of looping for ever", () => {
    expect(() => typeDayOf({ templates, rules: typeRules({ durationMinutes: 0 }) })).toThrow(RangeError);
    expect(() => typeDayOf({ templates, rules: typeRules({ slotIntervalMinutes: 0 }) })).toThrow(RangeError);
  });
});

describe("STUDIO_HOURS reads the studio's hours exactly as computeSlots does", () => {
  it("gives computeSlots' instants with breaks, several windows and overrides", () => {
    const studio = {
      timeZone: NY,
      templates: [
        ...weekdays("09:00", "17:00", [{ startTime: "12:00", endTime: "13:00" }]),
        hours(6, "10:00", "12:00"),
        hours(6, "11:00", "14:00"),
        hours(0, "10:00", "14:00", [], false),
      ],
      overrides: [
        { date: "2026-06-04", isAvailable: false, startTime: null, endTime: null, breaks: null },
        {
          date: "2026-06-05",
          isAvailable: true,
          startTime: "08:00",
          endTime: "12:00",
          breaks: [{ startTime: "09:30", endTime: "10:00" }],
        },
        { date: "2026-06-07", isAvailable: true, startTime: "13:00", endTime: "15:00", breaks: null },
      ],
      busy: [],
      now: JUNE_NOW,
      from: "2026-06-01",
      to: "2026-06-14",
    };
    const theirs = computeSlots({ ...studio, rules: rules({ slotMinutes: 45, slotIntervalMinutes: 30 }) });
    const ours = computeTypeSlots({
      ...studio,
      availability: "STUDIO_HOURS",
      rules: typeRules({ durationMinutes: 45, slotIntervalMinutes: 30 }),
    });
    expect(ours.length).toBeGreaterThan(100);
    expect(ours).toEqual(theirs);
    // Spot checks: the closed Thursday has none, Friday's override keeps its own break, Sunday opens.
    expect(ours.filter((s) => s.date === "2026-06-04")).toEqual([]);
    expect(typeStarts(ours.filter((s) => s.date === "2026-06-05"))).toEqual([
      "08:00",
      "08:30",
      "10:00",
      "10:30",
      "11:00",
    ]);
    expect(typeStatuses(ours.filter((s) => s.date === "2026-06-07"))).toEqual([
      "13:00 AVAILABLE",
      "13:30 AVAILABLE",
      "14:00 AVAILABLE",
    ]);
  });

  it("gives the slot id computeSlots gives (its start as YYYYMMDDTHHMMZ)", () => {
    const [first] = typeDayOf({ templates: [hours(3, "09:15", "10:15")] });
    expect(first!.id).toBe("20260603T1315Z");
  });
});
