/**
 * Which CRM a file was exported from, told by the values of its stage column (HoneyBook's pipeline
 * stages, Dubsado's Lead/Job/Archived), and the line the mapping step shows about it.
 */
import { CRM_SOURCE_LABELS, type CrmSource, detectCrmSource } from "../../../shared/client-import";
import type { ColumnMapping } from "./import-mapping";

export function fileCrmSource(
  records: readonly Record<string, unknown>[],
  mapping: Pick<ColumnMapping, "projectStage">,
): CrmSource | null {
  const column = mapping.projectStage;
  if (!column) return null;
  const values: string[] = [];
  for (const record of records) {
    const value = record[column];
    if (typeof value === "string" && value.trim()) values.push(value);
  }
  return detectCrmSource(values);
}

export const crmSourceNotice = (source: CrmSource) =>
  `Recognised a ${CRM_SOURCE_LABELS[source]} export: each row's project, with its type, date and pipeline stage, comes too.`;
