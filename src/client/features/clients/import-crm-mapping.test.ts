/**
 * Files exported from HoneyBook and Dubsado: their header rows guessed right (the client's columns and
 * the project's), and the file recognised from its stage column's values.
 */
import { describe, expect, it } from "vitest";
import { emptyMapping, guessMapping, parseCsvText } from "./import-clients";
import { crmSourceNotice, fileCrmSource } from "./import-source";

const HONEYBOOK = [
  "Full Name",
  "Email",
  "Phone Number",
  "Project Name",
  "Project Type",
  "Project Date",
  "Pipeline Stage",
  "Lead Source",
];
const DUBSADO = [
  "First Name",
  "Last Name",
  "Email",
  "Phone",
  "Project Name",
  "Project Date",
  "Start Date",
  "Status",
];

describe("guessMapping on CRM exports", () => {
  it("maps a HoneyBook export's columns, the project's included", () => {
    expect(guessMapping(HONEYBOOK)).toEqual({
      ...emptyMapping(),
      fullName: "Full Name",
      email: "Email",
      phone: "Phone Number",
      eventDate: "Project Date",
      projectName: "Project Name",
      projectType: "Project Type",
      projectStage: "Pipeline Stage",
    });
    expect(guessMapping(["Client Name", ...HONEYBOOK.slice(1)])).toMatchObject({
      fullName: "Client Name",
      firstName: null,
      lastName: null,
    });
  });

  it("maps a Dubsado export's columns, its Status as the stage and the project date as the event date", () => {
    expect(guessMapping(DUBSADO)).toEqual({
      ...emptyMapping(),
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email",
      phone: "Phone",
      eventDate: "Project Date",
      projectName: "Project Name",
      projectStage: "Status",
    });
    const startOnly = DUBSADO.filter((header) => header !== "Project Date");
    expect(guessMapping(startOnly).eventDate).toBe("Start Date");
  });

  it("knows the other common names of the project's columns", () => {
    expect(guessMapping(["Name", "Job Name", "Job Type", "Lead Status", "Session Date"])).toMatchObject({
      fullName: "Name",
      projectName: "Job Name",
      projectType: "Job Type",
      projectStage: "Lead Status",
      eventDate: "Session Date",
    });
    expect(guessMapping(["Event Name", "Event Type", "Project Status"])).toMatchObject({
      projectName: "Event Name",
      projectType: "Event Type",
      projectStage: "Project Status",
    });
    expect(guessMapping(["Project", "Category", "Stage"])).toMatchObject({
      projectName: "Project",
      projectType: "Category",
      projectStage: "Stage",
    });
    expect(guessMapping(["Project Title", "Session Type"])).toMatchObject({
      projectName: "Project Title",
      projectType: "Session Type",
    });
  });

  it("does not take a payment's status for the project's stage", () => {
    expect(guessMapping(["Name", "Payment Status"]).projectStage).toBeNull();
    expect(guessMapping(["Name", "Payment Status", "Current Pipeline Stage"]).projectStage).toBe(
      "Current Pipeline Stage",
    );
  });
});

describe("fileCrmSource", () => {
  const honeybook = parseCsvText(
    [
      HONEYBOOK.join(","),
      "Jane Doe,jane@example.com,,Doe Wedding,Wedding,6/14/2026,Proposal Sent,Instagram",
      "Bo Chan,bo@example.com,,Chan Portraits,Portrait,,Completed,",
      "Al Roe,al@example.com,,,,,,",
    ].join("\n"),
  );
  const dubsado = parseCsvText(
    [DUBSADO.join(","), "Jane,Doe,jane@example.com,,Doe Wedding,,,Lead", "Bo,Chan,,,,,,Job"].join("\n"),
  );

  it("recognises HoneyBook by its pipeline stages and Dubsado by its statuses", () => {
    expect(fileCrmSource(honeybook.records, guessMapping(honeybook.headers))).toBe("honeybook");
    expect(fileCrmSource(dubsado.records, guessMapping(dubsado.headers))).toBe("dubsado");
  });

  it("recognises nothing without a stage column or with stages of its own", () => {
    expect(fileCrmSource(honeybook.records, { projectStage: null })).toBeNull();
    const own = parseCsvText("Name,Stage\nJane Doe,Proposal Sent\nBo Chan,Waiting on venue\n");
    expect(fileCrmSource(own.records, guessMapping(own.headers))).toBeNull();
  });

  it("says which CRM it recognised, and that the projects come too", () => {
    expect(crmSourceNotice("honeybook")).toBe(
      "Recognised a HoneyBook export: each row's project, with its type, date and pipeline stage, comes too.",
    );
    expect(crmSourceNotice("dubsado")).toMatch(/^Recognised a Dubsado export: /);
  });
});
