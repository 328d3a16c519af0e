import { describe, expect, it } from "vitest";
import type { DataExport } from "../../../shared/exports";
import { describeCounts, exportBadgeVariant, exportStatusLabel, formatBytes } from "./export-status";

const item = (over: Partial<DataExport>): DataExport => ({
  id: "00000000-0000-4000-8000-000000000000",
  status: "QUEUED",
  progress: 0,
  sizeBytes: null,
  createdAt: "2026-11-27T10:00:00.000Z",
  finishedAt: null,
  expiresAt: null,
  downloadedAt: null,
  error: null,
  ...over,
});

describe("export status", () => {
  it("says how far a running export got and what a finished one means", () => {
    expect(exportStatusLabel(item({ status: "RUNNING", progress: 42 }))).toBe("Preparing… 42%");
    expect(exportStatusLabel(item({ status: "READY" }))).toMatch(/e-mail/);
    expect(exportBadgeVariant(item({ status: "FAILED" }))).toBe("danger");
    expect(exportBadgeVariant(item({ status: "DOWNLOADED" }))).toBe("success");
  });

  it("writes sizes in KB under a megabyte, MB above", () => {
    expect(formatBytes(null)).toBe("");
    expect(formatBytes(300)).toBe("1 KB");
    expect(formatBytes(812 * 1024)).toBe("812 KB");
    expect(formatBytes(4.2 * 1024 * 1024)).toBe("4.2 MB");
  });
});

describe("what an erasure kept, in words", () => {
  it("names the non-zero counts, singular or plural", () => {
    expect(describeCounts({ payments: 2, refunds: 0, signedProposals: 1, projects: 1 })).toBe(
      "2 payments, 1 signed proposal, 1 project",
    );
    expect(describeCounts({ payments: 0 })).toBe("");
  });
});
