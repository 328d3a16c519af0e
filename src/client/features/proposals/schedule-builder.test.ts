import { describe, expect, it } from "vitest";
import type { ScheduleEntry } from "../../../shared/schedule";
import {
  addDays,
  beforeEvent,
  canRemoveRow,
  checkSchedule,
  draftFromSchedule,
  emptyInstallment,
  type InstallmentDraft,
  midway,
  presetRows,
  scheduleToSave,
} from "./schedule-builder";

const dates = { today: "2027-01-10", eventDate: "2027-07-10" };
const shape = (rows: InstallmentDraft[]) => rows.map((r) => [r.label, r.mode, r.value, r.dueDate]);
const totals = (totalCents: number) => ({ totalCents, depositCents: 0, depositPercent: null });

describe("dates", () => {
  it("moves calendar days across months and leap years", () => {
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2027-07-10", -30)).toBe("2027-06-10");
    expect(midway("2027-01-10", "2027-01-20")).toBe("2027-01-15");
  });

  it("puts the last instalment 30 days before the event, never before today, blank without an event", () => {
    expect(beforeEvent(dates)).toBe("2027-06-10");
    expect(beforeEvent({ today: "2027-07-01", eventDate: "2027-07-10" })).toBe("2027-07-01");
    expect(beforeEvent({ today: "2027-07-11", eventDate: "2027-07-10" })).toBe("");
    expect(beforeEvent({ today: "2027-01-10", eventDate: null })).toBe("");
  });
});

describe("presets", () => {
  it("50/50: half on signing, half 30 days before the event", () => {
    expect(shape(presetRows("FIFTY_FIFTY", dates))).toEqual([
      ["Deposit", "percent", "50", ""],
      ["Balance", "percent", "50", "2027-06-10"],
    ]);
    expect(presetRows("FIFTY_FIFTY", { ...dates, eventDate: null })[1]!.dueDate).toBe("");
  });

  it("three instalments: 30 % on signing, 35 % midway, 35 % 30 days before the event", () => {
    expect(shape(presetRows("THREE", dates))).toEqual([
      ["Deposit", "percent", "30", ""],
      ["Second payment", "percent", "35", "2027-03-26"],
      ["Final payment", "percent", "35", "2027-06-10"],
    ]);
  });

  it("custom starts from what was shown, or one payment in full", () => {
    const shown = presetRows("THREE", dates);
    expect(shape(presetRows("CUSTOM", dates, shown))).toEqual(shape(shown));
    expect(shape(presetRows("CUSTOM", dates))).toEqual([["Payment in full", "percent", "100", ""]]);
  });
});

describe("checkSchedule", () => {
  it("shows each instalment's amount, the last percentage taking the rounding as the server does", () => {
    const rows = ["33.33", "33.33", "33.34"].map((value, i) => ({
      ...emptyInstallment(),
      label: `Part ${i + 1}`,
      value,
    }));
    const check = checkSchedule(rows, 10_001, "USD");
    expect(check.ok).toBe(true);
    expect(check.amounts).toEqual([3_333, 3_333, 3_335]);
    expect(check.amounts.reduce((a, b) => a + b, 0)).toBe(10_001);
    if (check.ok) {
      expect(check.input.installments[0]).toEqual({
        label: "Part 1",
        percentBasisPoints: 3_333,
        dueDate: null,
      });
    }
  });

  it("mixes amounts and percentages, in yen without a minor unit", () => {
    const rows: InstallmentDraft[] = [
      { ...emptyInstallment(), label: "Retainer", mode: "amount", value: "50000" },
      { ...emptyInstallment(), label: "Rest", value: "75", dueDate: "2027-05-01" },
    ];
    const check = checkSchedule(rows, 200_000, "JPY");
    expect(check).toMatchObject({ ok: true, amounts: [50_000, 150_000] });
    if (check.ok) expect(check.input.installments[1]).toMatchObject({ dueDate: "2027-05-01" });
  });

  it("names the difference when the instalments do not add up", () => {
    const rows = [
      { ...emptyInstallment(), label: "Deposit", value: "50" },
      { ...emptyInstallment(), label: "Balance", value: "40" },
    ];
    const check = checkSchedule(rows, 100_000, "USD");
    expect(check).toMatchObject({
      ok: false,
      message: "The instalments add up to $900.00: $100.00 less than the total of $1,000.00",
      amounts: [50_000, 40_000],
    });
  });

  it("flags a row without a label, a percentage beyond 100 or an empty amount", () => {
    const rows: InstallmentDraft[] = [
      { ...emptyInstallment(), label: " ", value: "50" },
      { ...emptyInstallment(), label: "Too much", value: "150" },
      { ...emptyInstallment(), label: "Nothing", mode: "amount", value: "" },
    ];
    const check = checkSchedule(rows, 100_000, "USD");
    expect(check.ok).toBe(false);
    expect(Object.values(check.rowErrors)).toEqual([
      "Give this instalment a label",
      "Enter a percentage between 0.01 and 100",
      "Enter an amount above zero",
    ]);
  });

  it("sends a paid instalment back exactly as stored", () => {
    const paid: InstallmentDraft = {
      ...emptyInstallment(),
      label: "Deposit",
      mode: "amount",
      value: "300.00",
      paid: { amountCents: 30_000, paidCents: 30_000 },
    };
    const check = checkSchedule(
      [paid, { ...emptyInstallment(), label: "Rest", value: "70" }],
      100_000,
      "USD",
    );
    expect(check.ok && check.input.installments[0]).toEqual({
      label: "Deposit",
      amountCents: 30_000,
      dueDate: null,
    });
  });
});

describe("draftFromSchedule", () => {
  const proposal = { totalCents: 100_000, depositCents: 25_000, depositPercent: 25, currency: "USD" };
  const entry = (e: Partial<ScheduleEntry>): ScheduleEntry => ({
    id: "i",
    label: "Deposit",
    amountCents: 0,
    dueDate: null,
    paidCents: 0,
    status: "UPCOMING",
    ...e,
  });

  it("recognises the default schedule", () => {
    const draft = draftFromSchedule(
      [entry({ amountCents: 25_000 }), entry({ label: "Balance", amountCents: 75_000 })],
      proposal,
    );
    expect(draft).toEqual({ preset: "DEFAULT", rows: [], changed: false });
  });

  it("reads a custom one back as percentages where exact, amounts otherwise, paid rows locked", () => {
    const draft = draftFromSchedule(
      [
        entry({ amountCents: 40_000, paidCents: 40_000, status: "PAID" }),
        entry({ label: "Second", amountCents: 35_000, dueDate: "2027-03-01" }),
        entry({ label: "Last", amountCents: 25_001 - 1 }),
      ],
      proposal,
    );
    expect(draft.preset).toBe("CUSTOM");
    expect(shape(draft.rows)).toEqual([
      ["Deposit", "amount", "400.00", ""],
      ["Second", "percent", "35", "2027-03-01"],
      ["Last", "percent", "25", ""],
    ]);
    expect(draft.rows[0]!.paid).toEqual({ amountCents: 40_000, paidCents: 40_000 });
    expect(canRemoveRow(draft.rows, 0)).toBe(false);
    expect(canRemoveRow(draft.rows, 1)).toBe(true);
  });
});

describe("scheduleToSave", () => {
  it("writes nothing until the schedule is changed, and the default rows when chosen back", () => {
    expect(
      scheduleToSave(
        { preset: "THREE", rows: presetRows("THREE", dates), changed: false },
        totals(100_000),
        "USD",
      ),
    ).toBeNull();
    const back = scheduleToSave(
      { preset: "DEFAULT", rows: [], changed: true },
      { totalCents: 100_000, depositCents: 20_000, depositPercent: 20 },
      "USD",
    );
    expect(back?.ok && back.input.installments).toEqual([
      { label: "Deposit", percentBasisPoints: 2_000, dueDate: null },
      { label: "Balance", percentBasisPoints: 8_000, dueDate: null },
    ]);
  });
});
