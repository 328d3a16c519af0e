import { describe, expect, it } from "vitest";
import {
  allocatePayments,
  defaultSchedule,
  type InstallmentRow,
  installmentStatus,
  payInputSchema,
  percentOf,
  rescheduleForTotal,
  resolveSchedule,
  scheduleInputSchema,
  scheduleView,
} from "./schedule.js";

const row = (id: string, position: number, amountCents: number, dueDate: string | null): InstallmentRow => ({
  id,
  position,
  label: id,
  percentBasisPoints: null,
  amountCents,
  dueDate,
});

describe("resolving a schedule against the total", () => {
  it("rounds percentages half up", () => {
    expect(percentOf(10_825, 2_500)).toBe(2_706); // 2,706.25
    expect(percentOf(10_002, 5_000)).toBe(5_001);
    expect(percentOf(3, 5_000)).toBe(2); // 1.5 rounds up
  });

  it("lets the last percentage take the rounding: 3 x 33.33 % of $100.00", () => {
    const third = { percentBasisPoints: 3_333, dueDate: null };
    const resolved = resolveSchedule(
      [
        { label: "One", ...third },
        { label: "Two", ...third },
        { label: "Three", ...third },
      ],
      10_000,
      "USD",
    );
    expect(resolved).toEqual({
      ok: true,
      installments: [
        { label: "One", percentBasisPoints: 3_333, amountCents: 3_333, dueDate: null },
        { label: "Two", percentBasisPoints: 3_333, amountCents: 3_333, dueDate: null },
        { label: "Three", percentBasisPoints: 3_333, amountCents: 3_334, dueDate: null },
      ],
    });
  });

  it("mixes fixed amounts and percentages; the last percentage one takes the rounding", () => {
    const resolved = resolveSchedule(
      [
        { label: "Retainer", amountCents: 50_000, dueDate: null },
        { label: "Half", percentBasisPoints: 5_000, dueDate: "2027-01-10" },
        { label: "Rest", percentBasisPoints: 4_167, dueDate: "2027-06-01" },
      ],
      120_001,
      "USD",
    );
    // 500.00 + 600.01 (50 % of 1,200.01, half up) + 500.04: far more than the total.
    expect(resolved.ok).toBe(false);
    const fits = resolveSchedule(
      [
        { label: "Retainer", amountCents: 20_001, dueDate: null },
        { label: "Half", percentBasisPoints: 5_000, dueDate: "2027-01-10" },
        { label: "Rest", percentBasisPoints: 3_333, dueDate: "2027-06-01" },
      ],
      120_000,
      "USD",
    );
    // 20,001 + 60,000 + 39,996 = 119,997: 3 short, more than the two percentages' rounding.
    expect(fits).toEqual({
      ok: false,
      message: "The instalments add up to $1,199.97: $0.03 less than the total of $1,200.00",
    });
  });

  it("names the difference when the amounts do not add up, either way, in the currency", () => {
    expect(
      resolveSchedule(
        [
          { label: "Deposit", amountCents: 30_000 },
          { label: "Balance", amountCents: 60_000 },
        ],
        100_000,
        "USD",
      ),
    ).toEqual({
      ok: false,
      message: "The instalments add up to $900.00: $100.00 less than the total of $1,000.00",
    });
    expect(
      resolveSchedule(
        [
          { label: "All", percentBasisPoints: 6_000 },
          { label: "More", percentBasisPoints: 6_000 },
        ],
        5_000,
        "JPY",
      ),
    ).toEqual({
      ok: false,
      message: "The instalments add up to ¥6,000: ¥1,000 more than the total of ¥5,000",
    });
  });

  it("gives the default schedule from the deposit, as proposals were paid before schedules", () => {
    expect(defaultSchedule(10_825, 2_706, 25)).toEqual([
      { label: "Deposit", percentBasisPoints: 2_500, amountCents: 2_706, dueDate: null },
      { label: "Balance", percentBasisPoints: 7_500, amountCents: 8_119, dueDate: null },
    ]);
    expect(defaultSchedule(10_825, 0, null)).toEqual([
      { label: "Payment in full", percentBasisPoints: 10_000, amountCents: 10_825, dueDate: null },
    ]);
    // Resolving the default's percentages gives the same amounts as the deposit rule.
    const again = rescheduleForTotal(defaultSchedule(10_825, 2_706, 25), 10_825, "USD");
    expect(again.ok && again.installments.map((i) => i.amountCents)).toEqual([2_706, 8_119]);
  });

  it("recomputes percentages for a new total and keeps fixed amounts", () => {
    const planned = [
      { label: "Retainer", percentBasisPoints: null, amountCents: 500, dueDate: null },
      { label: "Rest", percentBasisPoints: 9_000, amountCents: 4_500, dueDate: null },
    ];
    expect(rescheduleForTotal(planned, 5_000, "USD").ok).toBe(true);
    expect(rescheduleForTotal(planned, 6_000, "USD")).toEqual({
      ok: false,
      message: "The instalments add up to $59.00: $1.00 less than the total of $60.00",
    });
  });
});

describe("the schedule's request", () => {
  it("takes 1 to 12 instalments, each a label of 1 to 80 characters and a percentage or an amount", () => {
    const one = { label: "All", percentBasisPoints: 10_000, dueDate: null };
    expect(scheduleInputSchema.safeParse({ installments: [one] }).success).toBe(true);
    expect(scheduleInputSchema.safeParse({ installments: [] }).success).toBe(false);
    expect(scheduleInputSchema.safeParse({ installments: Array(13).fill(one) }).success).toBe(false);
    expect(scheduleInputSchema.safeParse({ installments: [{ ...one, label: " " }] }).success).toBe(false);
    expect(scheduleInputSchema.safeParse({ installments: [{ ...one, label: "x".repeat(81) }] }).success).toBe(
      false,
    );
    expect(
      scheduleInputSchema.safeParse({ installments: [{ ...one, amountCents: 100 }] }).error?.issues[0]
        ?.message,
    ).toBe("Give each instalment either a percentage or an amount");
    expect(scheduleInputSchema.safeParse({ installments: [{ label: "x", dueDate: null }] }).success).toBe(
      false,
    );
    expect(scheduleInputSchema.safeParse({ installments: [{ ...one, dueDate: "2027-02-30" }] }).success).toBe(
      false,
    );
    expect(
      scheduleInputSchema.parse({ installments: [{ label: "x", amountCents: 5 }] }).installments[0],
    ).toEqual({
      label: "x",
      amountCents: 5,
      dueDate: null,
    });
  });

  it("pays an instalment, or DEPOSIT or FULL, not both", () => {
    expect(payInputSchema.safeParse({ mode: "FULL" }).success).toBe(true);
    expect(payInputSchema.safeParse({ installmentId: "0b7c3f62-4f7e-4a53-9a57-2d1b8c1e0f11" }).success).toBe(
      true,
    );
    expect(payInputSchema.safeParse({}).success).toBe(false);
    expect(
      payInputSchema.safeParse({ mode: "FULL", installmentId: "0b7c3f62-4f7e-4a53-9a57-2d1b8c1e0f11" })
        .success,
    ).toBe(false);
    expect(payInputSchema.safeParse({ mode: "HALF" }).success).toBe(false);
  });
});

describe("allocating payments to instalments", () => {
  const rows = [row("a", 0, 1_000, null), row("b", 1, 2_000, "2027-03-01"), row("c", 2, 3_000, "2027-01-01")];

  it("fills a payment's own instalment first, untied money by due date (on signing first)", () => {
    const paid = allocatePayments(rows, [
      { installmentId: "b", netCents: 2_000 },
      { installmentId: null, netCents: 1_500 },
    ]);
    expect(Object.fromEntries(paid)).toEqual({ a: 1_000, b: 2_000, c: 500 });
  });

  it("sends what a tied payment had beyond its instalment to the rest, and an unknown one too", () => {
    const paid = allocatePayments(rows, [
      { installmentId: "a", netCents: 1_500 },
      { installmentId: "gone", netCents: 100 },
    ]);
    expect(Object.fromEntries(paid)).toEqual({ a: 1_000, b: 0, c: 600 });
  });

  it("counts refunds through the payments' net amounts: a refund reopens what its payment paid", () => {
    const paid = allocatePayments(rows, [{ installmentId: "c", netCents: 3_000 - 1_200 }]);
    expect(Object.fromEntries(paid)).toEqual({ a: 0, b: 0, c: 1_800 });
  });

  it("orders positions among equal due dates", () => {
    const same = [row("x", 0, 100, "2027-01-01"), row("y", 1, 100, "2027-01-01")];
    expect(Object.fromEntries(allocatePayments(same, [{ installmentId: null, netCents: 150 }]))).toEqual({
      x: 100,
      y: 50,
    });
  });
});

describe("instalment statuses, by the studio's date", () => {
  const today = "2027-01-15";
  it("is PAID once covered, whatever the date", () => {
    expect(installmentStatus({ amountCents: 100, dueDate: "2027-01-01" }, 100, today, true)).toBe("PAID");
  });
  it("is OVERDUE before today, DUE today or on signing once signed, UPCOMING otherwise", () => {
    expect(installmentStatus({ amountCents: 100, dueDate: "2027-01-14" }, 99, today, true)).toBe("OVERDUE");
    expect(installmentStatus({ amountCents: 100, dueDate: "2027-01-15" }, 0, today, true)).toBe("DUE");
    expect(installmentStatus({ amountCents: 100, dueDate: null }, 0, today, true)).toBe("DUE");
    expect(installmentStatus({ amountCents: 100, dueDate: "2027-01-16" }, 0, today, true)).toBe("UPCOMING");
  });
  it("owes nothing before signing", () => {
    expect(installmentStatus({ amountCents: 100, dueDate: null }, 0, today, false)).toBe("UPCOMING");
    expect(installmentStatus({ amountCents: 100, dueDate: "2027-01-01" }, 0, today, false)).toBe("UPCOMING");
  });
  it("shows the schedule in the studio's order with what is paid of each", () => {
    const rows = [row("late", 1, 500, "2027-02-01"), row("first", 0, 500, null)];
    expect(scheduleView(rows, [{ installmentId: null, netCents: 600 }], today, true)).toEqual([
      { id: "first", label: "first", amountCents: 500, dueDate: null, paidCents: 500, status: "PAID" },
      {
        id: "late",
        label: "late",
        amountCents: 500,
        dueDate: "2027-02-01",
        paidCents: 100,
        status: "UPCOMING",
      },
    ]);
  });
});
