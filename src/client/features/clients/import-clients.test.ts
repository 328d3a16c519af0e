import { describe, expect, it } from "vitest";
import { IMPORT_BATCH_SIZE } from "../../../shared/clients";
import {
  chunk,
  emptyMapping,
  guessMapping,
  mappingHasNames,
  mergeResults,
  normalizeHeader,
  parseCsvText,
  prepareImport,
  previewRows,
  rejectionsCsv,
  splitFullName,
  toIsoDate,
} from "./import-clients";

describe("normalizeHeader", () => {
  it("ignores case, spaces and punctuation", () => {
    expect(normalizeHeader("First Name")).toBe("firstname");
    expect(normalizeHeader("first_name")).toBe("firstname");
    expect(normalizeHeader(" E-mail Address ")).toBe("emailaddress");
  });
});

describe("guessMapping", () => {
  it("recognises common header spellings", () => {
    expect(
      guessMapping(["First Name", "Last Name", "Email Address", "Phone Number", "Wedding Date", "Notes"]),
    ).toEqual({
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email Address",
      phone: "Phone Number",
      eventDate: "Wedding Date",
      notes: "Notes",
      fullName: null,
      projectName: null,
      projectType: null,
      projectStage: null,
    });
    expect(guessMapping(["first_name", "last_name", "email", "phone", "event_date"])).toMatchObject({
      firstName: "first_name",
      lastName: "last_name",
      email: "email",
      phone: "phone",
      eventDate: "event_date",
      notes: null,
    });
  });

  it("uses a whole-name column only without separate first and last name columns", () => {
    expect(guessMapping(["Name", "Email"])).toMatchObject({
      firstName: null,
      lastName: null,
      fullName: "Name",
      email: "Email",
    });
    expect(guessMapping(["Full name", "E-mail"])).toMatchObject({ fullName: "Full name", email: "E-mail" });
    expect(guessMapping(["Name", "First Name", "Last Name"])).toMatchObject({
      firstName: "First Name",
      lastName: "Last Name",
      fullName: null,
    });
  });

  it("does not take a created date for the event date", () => {
    expect(guessMapping(["Created At", "Event Date"]).eventDate).toBe("Event Date");
    expect(guessMapping(["Created At", "Name"]).eventDate).toBeNull();
  });

  it("gives each column to one field only", () => {
    const mapping = guessMapping(["Client First Name", "Client Last Name", "Client Email"]);
    expect(mapping).toMatchObject({
      firstName: "Client First Name",
      lastName: "Client Last Name",
      email: "Client Email",
      fullName: null,
    });
  });

  it("leaves unknown columns unmapped", () => {
    expect(guessMapping(["Foo", "Bar"])).toEqual(emptyMapping());
  });
});

describe("splitFullName", () => {
  it("splits on the last word", () => {
    expect(splitFullName("Jane Doe")).toEqual({ firstName: "Jane", lastName: "Doe" });
    expect(splitFullName("  Mary  Ann Smith ")).toEqual({ firstName: "Mary Ann", lastName: "Smith" });
    expect(splitFullName("Jane & John Doe")).toEqual({ firstName: "Jane & John", lastName: "Doe" });
  });

  it("keeps surname particles with the last name", () => {
    expect(splitFullName("Anna van der Berg")).toEqual({ firstName: "Anna", lastName: "van der Berg" });
  });

  it("reads 'Last, First'", () => {
    expect(splitFullName("Doe, Jane")).toEqual({ firstName: "Jane", lastName: "Doe" });
  });

  it("gives no last name for a single word", () => {
    expect(splitFullName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
    expect(splitFullName("")).toEqual({ firstName: "", lastName: "" });
  });
});

describe("toIsoDate", () => {
  it("keeps YYYY-MM-DD and converts M/D/YYYY", () => {
    expect(toIsoDate("2025-06-14")).toBe("2025-06-14");
    expect(toIsoDate("2025-6-4")).toBe("2025-06-04");
    expect(toIsoDate("2025-06-14T00:00:00Z")).toBe("2025-06-14");
    expect(toIsoDate("6/14/2025")).toBe("2025-06-14");
    expect(toIsoDate("12/01/2026")).toBe("2026-12-01");
    expect(toIsoDate(" 2/29/2028 ")).toBe("2028-02-29");
  });

  it("refuses other formats and days that do not exist", () => {
    expect(toIsoDate("14/6/2025")).toBeNull();
    expect(toIsoDate("2/29/2027")).toBeNull();
    expect(toIsoDate("2025-02-30")).toBeNull();
    expect(toIsoDate("June 14, 2025")).toBeNull();
    expect(toIsoDate("6/14/25")).toBeNull();
  });
});

describe("parseCsvText", () => {
  it("reads the header row and keeps blank lines so row numbers match the file", () => {
    const parsed = parseCsvText(
      "\uFEFFFirst Name, Last Name ,Email\nJane,Doe,jane@example.com\n\nJohn,Roe,\n",
    );
    expect(parsed.headers).toEqual(["First Name", "Last Name", "Email"]);
    expect(parsed.records).toHaveLength(3);
    expect(parsed.records[2]).toMatchObject({ "First Name": "John", "Last Name": "Roe" });
  });

  it("handles quoted commas and new lines", () => {
    const parsed = parseCsvText('Name,Notes\n"Doe, Jane","Loves\nfilm"\n');
    expect(parsed.records).toEqual([{ Name: "Doe, Jane", Notes: "Loves\nfilm" }]);
  });
});

describe("prepareImport", () => {
  const csv = [
    "First Name,Last Name,Email,Phone,Wedding Date,Notes",
    "Jane,Doe,JANE@example.com ,555-010-0001,6/14/2025,Barn venue",
    ",Roe,roe@example.com,,,",
    ",,,,,",
    "Ann,Lee,,,,",
    "Bo,Chan,,,31/12/2025,",
    "Al,,,,2025-01-05,",
  ].join("\n");
  const { records, headers } = parseCsvText(csv);
  const mapping = guessMapping(headers);

  it("sends trimmed values, omits empty ones and converts dates", () => {
    const prepared = prepareImport(records, mapping);
    expect(prepared.rows).toEqual([
      {
        rowNumber: 1,
        values: {
          firstName: "Jane",
          lastName: "Doe",
          email: "JANE@example.com",
          phone: "555-010-0001",
          eventDate: "2025-06-14",
          notes: "Barn venue",
        },
      },
      { rowNumber: 4, values: { firstName: "Ann", lastName: "Lee" } },
    ]);
  });

  it("rejects rows without names or with unreadable dates, with their row numbers", () => {
    const prepared = prepareImport(records, mapping);
    expect(prepared.rejected).toEqual([
      { rowNumber: 2, reason: "First name is required" },
      {
        rowNumber: 5,
        reason: 'Event date "31/12/2025" is not a date (use YYYY-MM-DD or M/D/YYYY)',
      },
      { rowNumber: 6, reason: "Last name is required" },
    ]);
    expect(prepared.blank).toBe(1);
  });

  it("splits a full name column, preferring separate columns when filled", () => {
    const parsed = parseCsvText("Name,Email\nJane Doe,jane@example.com\nCher,cher@example.com\n");
    const guessed = guessMapping(parsed.headers);
    expect(mappingHasNames(guessed)).toBe(true);
    const prepared = prepareImport(parsed.records, guessed);
    expect(prepared.rows).toEqual([
      { rowNumber: 1, values: { firstName: "Jane", lastName: "Doe", email: "jane@example.com" } },
    ]);
    expect(prepared.rejected).toEqual([{ rowNumber: 2, reason: "Last name is required" }]);
  });

  it("reports a missing name mapping", () => {
    expect(mappingHasNames({ ...emptyMapping(), firstName: "A" })).toBe(false);
    expect(mappingHasNames({ ...emptyMapping(), firstName: "A", lastName: "B" })).toBe(true);
  });

  it("handles thousands of rows quickly", () => {
    const lines = ["First Name,Last Name,Email,Event Date"];
    for (let i = 1; i <= 6000; i += 1)
      lines.push(`First${i},Last${i},client${i}@example.com,3/${(i % 28) + 1}/2026`);
    const started = performance.now();
    const parsed = parseCsvText(lines.join("\n"));
    const prepared = prepareImport(parsed.records, guessMapping(parsed.headers));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(prepared.rows).toHaveLength(6000);
    expect(prepared.rows[5999]).toEqual({
      rowNumber: 6000,
      values: {
        firstName: "First6000",
        lastName: "Last6000",
        email: "client6000@example.com",
        eventDate: "2026-03-09",
      },
    });
    const batches = chunk(prepared.rows);
    expect(batches).toHaveLength(Math.ceil(6000 / IMPORT_BATCH_SIZE));
    expect(batches.every((batch) => batch.length <= IMPORT_BATCH_SIZE)).toBe(true);
  });
});

describe("previewRows", () => {
  it("shows the first mapped rows, skipping blank lines, with converted dates and problems", () => {
    const parsed = parseCsvText("Name,Date\n\nJane Doe,6/14/2025\nCher,\nA B,\nC D,\nE F,\nG H,\n");
    const preview = previewRows(parsed.records, guessMapping(parsed.headers));
    expect(preview).toHaveLength(5);
    expect(preview[0]).toMatchObject({
      rowNumber: 2,
      values: { firstName: "Jane", lastName: "Doe", eventDate: "2025-06-14" },
      problem: null,
    });
    expect(preview[1]).toMatchObject({ rowNumber: 3, problem: "Last name is required" });
  });
});

describe("mergeResults and rejectionsCsv", () => {
  it("adds batches up with rejections in file order", () => {
    const batch = { projectsCreated: 0, dryRun: false, rows: [] };
    const merged = mergeResults(
      { ...batch, created: 3, rejected: [{ rowNumber: 9, reason: "Invalid email address" }] },
      { ...batch, created: 2, rejected: [{ rowNumber: 4, reason: "Last name is required" }] },
    );
    expect(merged).toEqual({
      ...batch,
      created: 5,
      rejected: [
        { rowNumber: 4, reason: "Last name is required" },
        { rowNumber: 9, reason: "Invalid email address" },
      ],
    });
    expect(rejectionsCsv(merged.rejected)).toBe(
      "Row,Reason\r\n4,Last name is required\r\n9,Invalid email address",
    );
  });

  it("adds the rejected rows' original columns when the file is given", () => {
    const file = parseCsvText("Name,Email\nJane Doe,jane@example.com\nCher,cher@example.com\n");
    expect(rejectionsCsv([{ rowNumber: 2, reason: "Last name is required" }], file)).toBe(
      "Row,Reason,Name,Email\r\n2,Last name is required,Cher,cher@example.com",
    );
  });
});
