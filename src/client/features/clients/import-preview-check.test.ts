/**
 * The import preview refuses what the server would refuse, before it offers "Import N clients": rows the
 * Add Client rules reject (checked with the server's own schema), addresses the studio already has (as
 * the server answered them), and a second row with an address already in the file.
 */
import { describe, expect, it } from "vitest";
import { checkImportRow, duplicateEmailReason } from "../../../shared/clients";
import { guessMapping, importEmails, parseCsvText, prepareImport, previewRows } from "./import-clients";

const csv = [
  "First Name,Last Name,Email,Phone,Event Date",
  "Ana,Ready,ana@example.com,,",
  "Bad,Mail,bad@,,",
  "Old,Client,TAKEN@Example.com,,",
  "Short,Phone,short@example.com,123,",
  "Ana,Again,ANA@example.com,,",
  "Far,Future,far@example.com,,1/1/2999",
  "No,Mail,,,",
].join("\n");
const file = parseCsvText(csv);
const mapping = guessMapping(file.headers);
/** What POST /api/clients/import/check answered: the studio's own addresses, lower case. */
const existing = new Set(["taken@example.com"]);

describe("the import preview's checks", () => {
  it("counts only the rows the server will import, and says why each other row is skipped", () => {
    const prepared = prepareImport(file.records, mapping, existing);
    expect(prepared.rows.map((r) => r.rowNumber)).toEqual([1, 7]);
    expect(prepared.rejected).toEqual([
      { rowNumber: 2, reason: "Invalid email address" },
      { rowNumber: 3, reason: duplicateEmailReason("taken@example.com") },
      { rowNumber: 4, reason: "Phone number must be at least 10 digits" },
      { rowNumber: 5, reason: "The email ana@example.com is already on row 1 of this file" },
      { rowNumber: 6, reason: "Dates must be between 1900 and 2200" },
    ]);
    expect(prepared.existing).toBe(1);
  });

  it("refuses a row exactly when the server's check of the same values does", () => {
    const prepared = prepareImport(file.records, mapping);
    for (const row of prepared.rows) expect(checkImportRow(row.values).ok).toBe(true);
    const refused = new Set(prepared.rejected.map((r) => r.rowNumber));
    // The rows refused for their own values (not for an address seen before) fail the server's check.
    for (const rowNumber of [2, 4, 6]) expect(refused.has(rowNumber)).toBe(true);
  });

  it("asks the server about the addresses of the rows that pass, in lower case and once each", () => {
    expect(importEmails(file.records, mapping)).toEqual(["ana@example.com", "taken@example.com"]);
    expect(importEmails(file.records, { ...mapping, email: null })).toEqual([]);
  });

  it("marks the preview rows the same way, and Ready only the ones that will be imported", () => {
    const preview = previewRows(file.records, mapping, 10, existing);
    expect(preview.map((r) => [r.rowNumber, r.problem])).toEqual([
      [1, null],
      [2, "Invalid email address"],
      [3, duplicateEmailReason("taken@example.com")],
      [4, "Phone number must be at least 10 digits"],
      [5, "The email ana@example.com is already on row 1 of this file"],
      [6, "Dates must be between 1900 and 2200"],
      [7, null],
    ]);
  });
});
