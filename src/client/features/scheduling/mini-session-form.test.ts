import { describe, expect, it } from "vitest";
import { sessionTypeInputSchema } from "../../../shared/session-types";
import {
  checkMiniSession,
  endForSlots,
  type MiniSessionDraft,
  miniSessionPayload,
  newMiniSessionDraft,
  slotCount,
  withField,
} from "./mini-session-form";

const TODAY = "2027-09-01";

describe("how many slots a window holds", () => {
  it("counts slots that start every length + buffer and end inside the window", () => {
    expect(slotCount("10:00", "15:00", 20, 10)).toBe(10);
    expect(slotCount("09:00", "12:00", 20, 10)).toBe(6);
    // The last slot's buffer may run past the end.
    expect(slotCount("09:00", "11:50", 20, 10)).toBe(6);
    expect(slotCount("09:00", "11:49", 20, 10)).toBe(5);
    expect(slotCount("09:00", "10:00", 30, 0)).toBe(2);
  });

  it("is zero when the window is shorter than a slot, and unknown for bad input", () => {
    expect(slotCount("09:00", "09:15", 20, 0)).toBe(0);
    expect(slotCount("12:00", "09:00", 20, 0)).toBe(0);
    expect(slotCount("9", "10:00", 20, 0)).toBeNull();
    expect(slotCount("09:00", "10:00", 0, 0)).toBeNull();
    expect(slotCount("09:00", "10:00", Number.NaN, 0)).toBeNull();
  });

  it("finds the end time for a number of slots, which holds exactly that many", () => {
    expect(endForSlots("10:00", 10, 20, 10)).toBe("14:50");
    expect(endForSlots("09:00", 1, 45, 15)).toBe("09:45");
    expect(slotCount("10:00", endForSlots("10:00", 7, 25, 5)!, 25, 5)).toBe(7);
    expect(endForSlots("22:00", 5, 30, 0)).toBeNull();
    expect(endForSlots("09:00", 0, 20, 10)).toBeNull();
  });
});

describe("the dialog's live count", () => {
  it("recounts the slots when the window, length or buffer changes", () => {
    let draft = newMiniSessionDraft();
    draft = withField(draft, "endTime", "15:00");
    draft = withField(draft, "startTime", "10:00");
    expect(draft.slots).toBe("10");
    draft = withField(draft, "bufferMinutes", "0");
    expect(draft.slots).toBe("15");
  });

  it("moves the end when a number of slots is typed, and keeps following it", () => {
    let draft = withField({ ...newMiniSessionDraft(), startTime: "10:00" }, "slots", "10");
    expect(draft.endTime).toBe("14:50");
    draft = withField(draft, "bufferMinutes", "0");
    expect(draft.endTime).toBe("13:20");
    // Back to the end driving once it is typed.
    draft = withField(draft, "endTime", "12:00");
    expect(draft.slots).toBe("6");
  });
});

const filled = (patch: Partial<MiniSessionDraft> = {}): MiniSessionDraft => ({
  ...newMiniSessionDraft(),
  name: "Fall Minis",
  date: "2027-10-12",
  startTime: "10:00",
  endTime: "15:00",
  slotMinutes: "20",
  bufferMinutes: "10",
  slots: "10",
  price: "95",
  locationDetail: "Riverside Park",
  ...patch,
});

describe("the session type a mini-session creates", () => {
  it("is one dated window, slots one length plus the buffer apart, no deposit, no notice", () => {
    const check = checkMiniSession(filled(), "USD", TODAY);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.payload).toMatchObject({
      name: "Fall Minis",
      slug: "fall-minis",
      durationMinutes: 20,
      slotIntervalMinutes: 30,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 10,
      priceCents: 9_500,
      depositCents: 0,
      minNoticeHours: 0,
      // A family day unless the photographer picks another kind of project.
      projectType: "FAMILY",
      location: { kind: "IN_PERSON", detail: "Riverside Park" },
      availability: { windows: [{ date: "2027-10-12", startTime: "10:00", endTime: "15:00" }] },
      enabled: true,
    });
  });

  it("reaches far enough ahead for its day to be bookable", () => {
    expect(miniSessionPayload(filled(), "USD", TODAY).bookingWindowDays).toBe(60);
    expect(miniSessionPayload(filled({ date: "2028-03-01" }), "USD", TODAY).bookingWindowDays).toBe(183);
    const far = miniSessionPayload(filled({ date: "2031-01-01" }), "USD", TODAY);
    expect(sessionTypeInputSchema.safeParse(far).success).toBe(true);
  });

  it("a name without Latin letters still gets a link", () => {
    expect(miniSessionPayload(filled({ name: "写真" }), "USD", TODAY).slug).toBe("mini-session-2027-10-12");
  });

  it("names what is wrong on the dialog's own fields", () => {
    const check = checkMiniSession(
      filled({ name: "", date: "", slotMinutes: "2", endTime: "09:00" }),
      "USD",
      TODAY,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toMatchObject({
      name: "Name is required",
      date: "Choose the day",
      slotMinutes: "Duration must be 5 to 720 minutes",
      endTime: "End time must be after start time",
    });
  });

  it("refuses a past day, a window shorter than a slot, and slots past midnight", () => {
    const past = checkMiniSession(filled({ date: "2027-08-31" }), "USD", TODAY);
    expect(past.ok ? {} : past.errors).toEqual({ date: "Choose a day from today on" });
    const short = checkMiniSession(filled({ endTime: "10:15" }), "USD", TODAY);
    expect(short.ok ? {} : short.errors).toEqual({ endTime: "The window is shorter than one slot" });
    const late = checkMiniSession(filled({ startTime: "22:00", slots: "9", driver: "slots" }), "USD", TODAY);
    expect(late.ok ? {} : late.errors).toMatchObject({ slots: "That many slots run past midnight" });
  });
});
