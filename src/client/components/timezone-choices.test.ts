import { describe, expect, it } from "vitest";
import { filterChoices, movedActive, zoneChoices } from "./timezone-choices";

const winter = new Date("2027-01-15T12:00:00Z");

describe("zoneChoices", () => {
  it("lists every zone with its offset now, UTC among them", () => {
    const choices = zoneChoices("America/New_York", winter);
    expect(choices.length).toBeGreaterThan(300);
    expect(choices).toContainEqual({ zone: "Europe/London", label: "Europe/London (UTC+00:00)" });
    expect(choices).toContainEqual({ zone: "America/New_York", label: "America/New York (UTC-05:00)" });
    expect(choices).toContainEqual({ zone: "UTC", label: "UTC (UTC+00:00)" });
  });

  it("keeps the current zone even when Intl lists it under another name", () => {
    const choices = zoneChoices("Asia/Kolkata", winter);
    expect(choices.filter((c) => c.zone === "Asia/Kolkata")).toHaveLength(1);
  });

  it("puts the none entry first when asked", () => {
    const choices = zoneChoices(null, winter, "Same as studio");
    expect(choices[0]).toEqual({ zone: null, label: "Same as studio" });
  });
});

describe("filterChoices", () => {
  const choices = zoneChoices(null, winter, "Same as studio");
  it("narrows by name or offset and keeps the none entry", () => {
    const london = filterChoices(choices, "london");
    expect(london.map((c) => c.zone)).toEqual([null, "Europe/London"]);
    expect(filterChoices(choices, "los angeles").map((c) => c.zone)).toContain("America/Los_Angeles");
    const nepal = filterChoices(choices, "+05:45").filter((c) => c.zone !== null);
    expect(nepal.length).toBeGreaterThan(0);
    for (const c of nepal) expect(c.label).toContain("(UTC+05:45)");
    expect(filterChoices(choices, "")).toHaveLength(choices.length);
  });
});

describe("movedActive", () => {
  it("moves within the list and ignores other keys", () => {
    expect(movedActive("ArrowDown", 0, 3)).toBe(1);
    expect(movedActive("ArrowDown", 2, 3)).toBe(2);
    expect(movedActive("ArrowUp", 0, 3)).toBe(0);
    expect(movedActive("End", 0, 3)).toBe(2);
    expect(movedActive("Home", 2, 3)).toBe(0);
    expect(movedActive("PageDown", 0, 30)).toBe(10);
    expect(movedActive("a", 0, 3)).toBeUndefined();
    expect(movedActive("ArrowDown", 0, 0)).toBeUndefined();
  });
});
