import { describe, expect, it } from "vitest";
import type { BackupRun } from "../../../shared/backups";
import { describeBackup } from "./backup-status";

const at = (iso: string) => `at ${iso.slice(0, 16)}`;
const run: BackupRun = {
  startedAt: "2026-11-27T03:00:00.000Z",
  finishedAt: "2026-11-27T03:00:04.000Z",
  status: "DONE",
  sizeBytes: 5 * 1024 * 1024,
  encrypted: false,
  error: null,
};

describe("describeBackup", () => {
  it("says when the last backup finished and its size, or why there is none", () => {
    expect(describeBackup({ enabled: true, latest: run }, at)).toBe(
      "Last backup: at 2026-11-27T03:00, 5.0 MB.",
    );
    expect(describeBackup({ enabled: true, latest: null }, at)).toBe("No backup yet.");
    expect(describeBackup({ enabled: false, latest: run }, at)).toMatch(/^Backups are off/);
    expect(
      describeBackup({ enabled: true, latest: { ...run, status: "FAILED", error: "disk full" } }, at),
    ).toMatch(/failed .*disk full/);
  });
});
