import { describe, expect, it } from "vitest";
import type { AvailabilityTemplate } from "../../../shared/scheduling";
import { availabilityTemplateInputSchema } from "../../../shared/scheduling";
import { dayList, weekdayCopies } from "./weekday-copy";

const monday: AvailabilityTemplate = {
  id: "t1",
  dayOfWeek: 1,
  startTime: "09:00",
  endTime: "17:00",
  isEnabled: true,
  breaks: [{ id: "b1", startTime: "12:00", endTime: "13:00", label: "Lunch" }],
};

describe("weekdayCopies", () => {
  it("gives Monday's hours and breaks to Tuesday to Friday", () => {
    const copies = weekdayCopies(monday, [monday]);
    expect(copies.map((c) => c.dayOfWeek)).toEqual([2, 3, 4, 5]);
    expect(copies[0]).toEqual({
      dayOfWeek: 2,
      startTime: "09:00",
      endTime: "17:00",
      isEnabled: true,
      breaks: [{ startTime: "12:00", endTime: "13:00", label: "Lunch" }],
    });
    // What the server is sent is what its schema accepts.
    for (const copy of copies) expect(availabilityTemplateInputSchema.safeParse(copy).success).toBe(true);
  });

  it("leaves the weekdays that already have hours alone, and never adds a weekend day", () => {
    const wednesday = { ...monday, id: "t3", dayOfWeek: 3, startTime: "10:00" };
    const saturday = { ...monday, id: "t6", dayOfWeek: 6 };
    expect(weekdayCopies(monday, [monday, wednesday, saturday]).map((c) => c.dayOfWeek)).toEqual([2, 4, 5]);
    // Copied from a Saturday: the five weekdays, less those with hours.
    expect(weekdayCopies(saturday, [monday, wednesday, saturday]).map((c) => c.dayOfWeek)).toEqual([2, 4, 5]);
  });

  it("has nothing to copy when every other weekday has hours", () => {
    const all = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ ...monday, id: `t${dayOfWeek}`, dayOfWeek }));
    expect(weekdayCopies(monday, all)).toEqual([]);
  });
});

describe("dayList", () => {
  it("names the days in a sentence", () => {
    expect(dayList([2])).toBe("Tuesday");
    expect(dayList([2, 5])).toBe("Tuesday and Friday");
    expect(dayList([2, 3, 4, 5])).toBe("Tuesday, Wednesday, Thursday and Friday");
  });
});
