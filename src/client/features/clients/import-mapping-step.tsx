import { AlertTriangle, FileSpreadsheet, Sparkles } from "lucide-react";
import { useMemo } from "react";
import { StickyDialogFooter } from "@/components/sticky-dialog-footer";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/api";
import type { ProjectType } from "../../../shared/projects";
import {
  type ColumnMapping,
  importEmails,
  MAPPING_KEYS,
  MAPPING_LABELS,
  type MappingKey,
  mappingHasNames,
  type PreparedImport,
  prepareImport,
  previewRows,
} from "./import-clients";
import type { ChosenFile } from "./import-file-step";
import { ImportMappingSelect } from "./import-mapping-select";
import { ImportPreview } from "./import-preview";
import { ImportProjectMapping } from "./import-project-mapping";
import { crmSourceNotice, fileCrmSource } from "./import-source";
import { useExistingEmails } from "./use-clients";

/** Full name sits with the names it feeds. */
const ORDER: readonly MappingKey[] = [
  "firstName",
  "lastName",
  "fullName",
  "email",
  "phone",
  "eventDate",
  "notes",
];

const HINTS: Partial<Record<MappingKey, string>> = {
  fullName: 'For files with one name column: "Jane Doe" becomes Jane and Doe.',
  eventDate: "Dates as YYYY-MM-DD or M/D/YYYY.",
};

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

const NO_EMAILS: ReadonlySet<string> = new Set();

interface ImportMappingStepProps {
  file: ChosenFile;
  mapping: ColumnMapping;
  onMappingChange: (mapping: ColumnMapping) => void;
  defaultProjectType: ProjectType;
  onDefaultProjectTypeChange: (type: ProjectType) => void;
  onChooseAnother: () => void;
  /** Goes on to the dry run, which the review step shows before anything is written. */
  onStart: (prepared: PreparedImport) => void;
}

/** Step 2: match each Focal field to a column, check the first rows, then check the import. */
export function ImportMappingStep({
  file,
  mapping,
  onMappingChange,
  defaultProjectType,
  onDefaultProjectTypeChange,
  onChooseAnother,
  onStart,
}: ImportMappingStepProps) {
  // The rows are checked with the server's rules here; which addresses are already clients' only the
  // server knows, so it is asked before the import is offered with a count.
  const emails = useMemo(() => importEmails(file.records, mapping), [file.records, mapping]);
  const check = useExistingEmails(emails);
  const existing = check.data ?? NO_EMAILS;
  const checking = emails.length > 0 && check.isPending;
  const checkFailed = emails.length > 0 && check.isError && !check.data;
  const prepared = useMemo(
    () => prepareImport(file.records, mapping, existing),
    [file.records, mapping, existing],
  );
  const preview = useMemo(
    () => previewRows(file.records, mapping, 5, existing),
    [file.records, mapping, existing],
  );
  const source = useMemo(() => fileCrmSource(file.records, mapping), [file.records, mapping]);
  const showProject = Boolean(mapping.projectName || mapping.projectType || mapping.projectStage);
  const hasNames = mappingHasNames(mapping);
  const canImport = hasNames && prepared.rows.length > 0 && !checking && !checkFailed;

  const setField = (key: MappingKey, header: string | null) => {
    const next = { ...mapping, [key]: header };
    // A column feeds one field: taking it here frees it elsewhere.
    if (header) {
      for (const other of MAPPING_KEYS) if (other !== key && next[other] === header) next[other] = null;
    }
    onMappingChange(next);
  };

  return (
    <div className="flex flex-1 flex-col gap-6">
      {source ? (
        <p className="flex items-start gap-2 rounded-md bg-blue-50 px-3 py-2 text-sm text-blue-900">
          <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {crmSourceNotice(source)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted/60 px-3 py-2">
        <span className="flex min-w-0 items-center gap-2 text-sm">
          <FileSpreadsheet aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate font-medium">{file.fileName}</span>
          <span className="shrink-0 text-muted-foreground">
            {count(file.records.length, "row", "rows")}, {count(file.headers.length, "column", "columns")}
          </span>
        </span>
        <Button type="button" variant="ghost" size="sm" onClick={onChooseAnother}>
          Choose another file
        </Button>
      </div>

      <section className="grid gap-3" aria-labelledby="import-mapping-heading">
        <div>
          <h3 id="import-mapping-heading" className="text-sm font-semibold">
            Match your columns
          </h3>
          <p className="text-sm text-muted-foreground">
            We guessed from the column names. Change any that are wrong.
          </p>
        </div>
        <div className="grid gap-4 sm:gap-3">
          {ORDER.map((key) => (
            <ImportMappingSelect
              key={key}
              label={MAPPING_LABELS[key]}
              hint={HINTS[key]}
              required={(key === "firstName" || key === "lastName") && !mapping.fullName}
              headers={file.headers}
              value={mapping[key]}
              onChange={(header) => setField(key, header)}
            />
          ))}
        </div>
        <ImportProjectMapping
          headers={file.headers}
          mapping={mapping}
          onFieldChange={setField}
          defaultProjectType={defaultProjectType}
          onDefaultProjectTypeChange={onDefaultProjectTypeChange}
        />
        {hasNames ? null : (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Choose the columns with first and last names, or one full name column, to continue.
          </p>
        )}
      </section>

      <section className="grid gap-3" aria-labelledby="import-preview-heading">
        <h3 id="import-preview-heading" className="text-sm font-semibold">
          {preview.length > 1 ? `Preview of the first ${preview.length} rows` : "Preview"}
        </h3>
        <ImportPreview rows={preview} checking={checking} showProject={showProject} />
        {checkFailed ? (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <span className="flex items-start gap-2">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {errorMessage(
                check.error,
                "We could not check which of these people are already your clients.",
              )}
            </span>
            <Button type="button" variant="outline" size="sm" onClick={() => void check.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {checking ? (
            "Checking which of these people are already your clients…"
          ) : (
            <>
              {count(prepared.rows.length, "row is", "rows are")} ready to import
              {prepared.projects > 0
                ? ` (${count(prepared.projects, "brings a project", "bring a project")})`
                : ""}
              .
              {prepared.rejected.length > 0
                ? ` ${count(prepared.rejected.length, "row", "rows")} will be skipped and listed in the report with the reason${
                    prepared.existing > 0
                      ? ` (${count(prepared.existing, "is already your client", "are already your clients")})`
                      : ""
                  }.`
                : ""}
              {prepared.blank > 0
                ? ` ${count(prepared.blank, "empty row", "empty rows")} will be ignored.`
                : ""}
            </>
          )}
        </p>
      </section>

      <StickyDialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="button" disabled={!canImport} onClick={() => onStart(prepared)}>
          {checking ? "Checking…" : prepared.rows.length > 0 ? "Check import" : "Nothing to import"}
        </Button>
      </StickyDialogFooter>
    </div>
  );
}
