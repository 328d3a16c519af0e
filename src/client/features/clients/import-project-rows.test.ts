/**
 * Rows that bring a project: an address the studio (or an earlier row) already has adds the project
 * to that client instead of being refused; the batches keep such rows together so that the dry run
 * answers what the import does; the answers add up with their projects; the review says it in words.
 */
import { describe, expect, it } from "vitest";
import type { ImportClientsResult, ImportRowPlan } from "../../../shared/clients";
import { duplicateEmailReason } from "../../../shared/clients";
import {
  batchRows,
  EMPTY_RESULT,
  guessMapping,
  importEmails,
  mergeResults,
  parseCsvText,
  prepareImport,
} from "./import-clients";
import { createdHeadline, importButtonLabel, importReview, reviewSummary, stageText } from "./import-dry-run";

const file = parseCsvText(
  [
    "Full Name,Email,Project Name,Project Type,Project Date,Pipeline Stage",
    "Jane Doe,jane@example.com,Doe Wedding,Wedding,6/14/2026,Proposal Sent",
    "Jane Doe,JANE@example.com,Doe Engagement,Engagement,2/1/2026,Completed",
    "Old Client,taken@example.com,Anniversary,Portrait,,Inquiry",
    "Old Again,taken@example.com,,,,",
    "Al Roe,al@example.com,,,,",
    "Al Roe,al@example.com,,,,",
    `Long Name,long@example.com,,,,${"x".repeat(101)}`,
  ].join("\n"),
);
const mapping = guessMapping(file.headers);
const existing = new Set(["taken@example.com"]);

describe("prepareImport with project columns", () => {
  it("sends a row with a project whose address is a client's or an earlier row's, and refuses one without", () => {
    const prepared = prepareImport(file.records, mapping, existing);
    expect(prepared.rows.map((r) => r.rowNumber)).toEqual([1, 2, 3, 5]);
    expect(prepared.rows[1]!.values).toEqual({
      firstName: "Jane",
      lastName: "Doe",
      email: "JANE@example.com",
      eventDate: "2026-02-01",
      projectName: "Doe Engagement",
      projectType: "Engagement",
      projectStage: "Completed",
    });
    expect(prepared.rejected).toEqual([
      { rowNumber: 4, reason: duplicateEmailReason("taken@example.com") },
      { rowNumber: 6, reason: "The email al@example.com is already on row 5 of this file" },
      { rowNumber: 7, reason: "Project stage is too long" },
    ]);
    expect(prepared.existing).toBe(1);
    expect(prepared.projects).toBe(3);
  });

  it("asks the server about each address once", () => {
    expect(importEmails(file.records, mapping)).toEqual([
      "jane@example.com",
      "taken@example.com",
      "al@example.com",
    ]);
  });
});

const row = (rowNumber: number, email?: string) => ({ rowNumber, values: email ? { email } : {} });
const numbers = (batches: { rowNumber: number }[][]) => batches.map((b) => b.map((r) => r.rowNumber));

describe("batchRows", () => {
  it("keeps the rows of one address in one batch, in the order the addresses first appear", () => {
    const rows = [
      row(1, "a@x.com"),
      row(2, "b@x.com"),
      row(3),
      row(4, "A@x.com"),
      row(5, "c@x.com"),
      row(6, "b@x.com"),
    ];
    // Rows 2 and 6 share an address: they would overflow the first batch, so they start the next.
    expect(numbers(batchRows(rows, 3))).toEqual([[1, 4], [2, 6, 3], [5]]);
    expect(numbers(batchRows(rows, 10))).toEqual([[1, 4, 2, 6, 3, 5]]);
  });

  it("starts a new batch rather than split a group, and splits only a group larger than a batch", () => {
    const rows = [row(1, "a@x.com"), row(2, "b@x.com"), row(3, "b@x.com"), row(4, "b@x.com"), row(5)];
    expect(numbers(batchRows(rows, 3))).toEqual([[1], [2, 3, 4], [5]]);
    expect(numbers(batchRows(rows, 2))).toEqual([[1], [2, 3], [4, 5]]);
  });

  it("never makes a batch over the size", () => {
    const rows = Array.from({ length: 1200 }, (_, i) => row(i + 1, `c${i % 700}@x.com`));
    const batches = batchRows(rows);
    expect(batches.every((b) => b.length <= 500)).toBe(true);
    expect(batches.flat()).toHaveLength(1200);
    const batchOf = new Map<string, number>();
    batches.forEach((b, i) => {
      for (const r of b) {
        const email = r.values.email!;
        expect(batchOf.get(email) ?? i).toBe(i);
        batchOf.set(email, i);
      }
    });
  });
});

const plan = (
  rowNumber: number,
  client: "new" | "existing",
  stage: string | null,
  matched = true,
): ImportRowPlan => ({
  rowNumber,
  client,
  clientName: "Jane Doe",
  project:
    stage === null
      ? null
      : {
          title: `Project ${rowNumber}`,
          projectType: "WEDDING",
          stageName: stage,
          stageMatched: matched,
          status: "ACTIVE",
          eventDate: null,
        },
});

describe("mergeResults with projects", () => {
  it("adds up the projects and keeps the planned rows in file order", () => {
    const first: ImportClientsResult = {
      created: 1,
      rejected: [],
      projectsCreated: 2,
      dryRun: true,
      rows: [plan(4, "new", "Inquiry"), plan(5, "new", "Booked")],
    };
    const second: ImportClientsResult = {
      created: 1,
      rejected: [{ rowNumber: 2, reason: "Invalid email address" }],
      projectsCreated: 1,
      dryRun: true,
      rows: [plan(1, "existing", "Inquiry")],
    };
    const merged = mergeResults({ ...EMPTY_RESULT, dryRun: true }, mergeResults(first, second));
    expect(merged).toMatchObject({ created: 2, projectsCreated: 3, dryRun: true });
    expect(merged.rows.map((r) => r.rowNumber)).toEqual([1, 4, 5]);
    expect(merged.rejected).toEqual([{ rowNumber: 2, reason: "Invalid email address" }]);
  });
});

describe("the review of a dry run", () => {
  const prepared = prepareImport(file.records, mapping, existing);
  const result: ImportClientsResult = {
    created: 2,
    rejected: [{ rowNumber: 5, reason: "Something the server found" }],
    projectsCreated: 3,
    dryRun: true,
    rows: [
      plan(1, "new", "Proposal Sent"),
      plan(2, "existing", "Delivered"),
      plan(3, "existing", "Inquiry", false),
    ],
  };
  const review = importReview(prepared, result);

  it("counts new clients, projects (those on clients already there) and every skipped row", () => {
    expect(review).toMatchObject({ newClients: 2, projects: 3, projectsOnExisting: 2 });
    expect(review.skipped.map((r) => r.rowNumber)).toEqual([4, 5, 6, 7]);
    expect(reviewSummary(review)).toBe(
      "2 new clients, 3 projects (2 on clients you already have), 4 rows skipped",
    );
    expect(importButtonLabel(review)).toBe("Import 2 clients and 3 projects");
  });

  it("marks a stage it did not recognise with the stage the project starts in", () => {
    expect(stageText(review.rows[0]!)).toBe("Proposal Sent");
    expect(stageText({ ...review.rows[2]!, fileStage: "Waiting" })).toBe(
      '"Waiting" not recognised, starts in Inquiry',
    );
  });

  it("words the counts in the singular and without projects", () => {
    const one = { ...review, newClients: 1, projects: 1, projectsOnExisting: 1, skipped: [] };
    expect(reviewSummary(one)).toBe(
      "1 new client, 1 project (1 on a client you already have), 0 rows skipped",
    );
    expect(importButtonLabel({ ...one, projects: 0 })).toBe("Import 1 client");
    expect(importButtonLabel({ ...one, newClients: 0, projects: 0 })).toBe("Nothing to import");
    expect(createdHeadline(2, 3)).toBe("2 clients and 3 projects created");
    expect(createdHeadline(0, 1)).toBe("1 project created");
    expect(createdHeadline(1, 0)).toBe("1 client created");
  });
});
