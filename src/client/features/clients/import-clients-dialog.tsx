import { useEffect, useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { IMPORT_BATCH_SIZE } from "../../../shared/clients";
import type { ProjectType } from "../../../shared/projects";
import {
  type ColumnMapping,
  EMPTY_RESULT,
  emptyMapping,
  guessMapping,
  type ImportRow,
  type PreparedImport,
  sortRejections,
} from "./import-clients";
import { type ImportReview, importReview } from "./import-dry-run";
import { type ChosenFile, ImportFileStep } from "./import-file-step";
import { ImportMappingStep } from "./import-mapping-step";
import { ImportProgress } from "./import-progress";
import { type ImportOutcome, ImportReport } from "./import-report";
import { ImportReviewStep } from "./import-review-step";
import { useImportClients } from "./use-clients";

interface ImportClientsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (it has no trigger of its own). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Import clients from a CSV file: choose, match columns, check (a dry run), import in batches, read
 * the report.
 */
export function ImportClientsDialog({ open, onOpenChange, onCloseAutoFocus }: ImportClientsDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // While batches are going out the dialog stays open: "Stop import" is the way out.
        if (!next && busy) return;
        onOpenChange(next);
      }}
    >
      <DialogContent
        className="flex flex-col sm:max-w-3xl"
        showCloseButton={!busy}
        onCloseAutoFocus={onCloseAutoFocus}
        onInteractOutside={(event) => event.preventDefault()}
      >
        {open ? <ImportFlow onBusyChange={setBusy} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type Phase = "file" | "map" | "checking" | "review" | "importing" | "done";

interface Checked {
  prepared: PreparedImport;
  review: ImportReview;
  /** Rows the dry run accepted (the table shows the first few). */
  planned: number;
  failure?: string;
}

function ImportFlow({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const importClients = useImportClients();
  const [phase, setPhase] = useState<Phase>("file");
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>(emptyMapping);
  const [defaultType, setDefaultType] = useState<ProjectType>("WEDDING");
  const [checked, setChecked] = useState<Checked | null>(null);
  const [progress, setProgress] = useState({ processed: 0, total: 0 });
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [stopping, setStopping] = useState(false);
  const unsent = useRef<ImportRow[]>([]);
  const abort = useRef<AbortController | null>(null);

  // Leaving or reloading the page mid-import would cut it short: ask the browser to confirm.
  useEffect(() => {
    if (phase !== "importing" && phase !== "checking") return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [phase]);

  /** Sends the rows in batches (on a dry run too), with progress and the Stop button. */
  const send = (rows: ImportRow[], dryRun: boolean) => {
    const controller = new AbortController();
    abort.current = controller;
    setStopping(false);
    setProgress({ processed: 0, total: rows.length });
    setPhase(dryRun ? "checking" : "importing");
    onBusyChange(true);
    return importClients
      .mutateAsync({
        rows,
        dryRun,
        defaultProjectType: defaultType,
        signal: controller.signal,
        onProgress: (processed) => setProgress({ processed, total: rows.length }),
      })
      .finally(() => onBusyChange(false));
  };

  /** The dry run: every batch with `dryRun`, then the review of what the import would do. */
  const check = async (prepared: PreparedImport) => {
    let next: Checked;
    try {
      const result = await send(prepared.rows, true);
      if (result.stopped) {
        setPhase("map");
        return;
      }
      const review = importReview(prepared, result);
      next = { prepared, review, planned: result.rows.length, failure: result.failure };
    } catch {
      const review = importReview(prepared, { ...EMPTY_RESULT, dryRun: true });
      next = { prepared, review, planned: 0, failure: "Something went wrong. Please try again." };
    }
    setChecked(next);
    setPhase("review");
  };

  const run = async (rows: ImportRow[], base: ImportOutcome) => {
    let next: ImportOutcome;
    try {
      const result = await send(rows, false);
      unsent.current = result.unsent;
      next = {
        created: base.created + result.created,
        projectsCreated: base.projectsCreated + result.projectsCreated,
        rejected: sortRejections([...base.rejected, ...result.rejected]),
        blank: base.blank,
        remaining: unsent.current.length,
        failure: result.failure,
        stopped: result.stopped,
      };
    } catch {
      unsent.current = rows;
      next = { ...base, remaining: rows.length, failure: "Something went wrong. Please try again." };
    }
    setOutcome(next);
    setPhase("done");
  };

  const start = (prepared: PreparedImport) => {
    const base: ImportOutcome = {
      created: 0,
      projectsCreated: 0,
      rejected: prepared.rejected,
      blank: prepared.blank,
      remaining: 0,
    };
    if (prepared.rows.length === 0) {
      setOutcome(base);
      setPhase("done");
      return;
    }
    void run(prepared.rows, base);
  };

  const resume = () => {
    if (!outcome) return;
    void run(unsent.current, { ...outcome, remaining: 0, failure: undefined, stopped: undefined });
  };

  const restart = () => {
    setFile(null);
    setMapping(emptyMapping());
    setDefaultType("WEDDING");
    setChecked(null);
    setOutcome(null);
    unsent.current = [];
    setPhase("file");
  };

  const description = {
    file: "Bring in clients from a spreadsheet or another CRM, saved as a CSV file.",
    map: "Tell us which column holds what, and check the first rows before importing.",
    checking: "Checking every row with the server. Nothing is imported yet.",
    review: "Here is what the import will do. Nothing is imported until you confirm.",
    importing: `Sending your clients in batches of ${IMPORT_BATCH_SIZE}.`,
    done: "Here is how the import went.",
  }[phase];

  return (
    <>
      <DialogHeader>
        <DialogTitle>Import Clients</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {phase === "file" ? (
        <ImportFileStep
          onParsed={(chosen) => {
            setFile(chosen);
            setMapping(guessMapping(chosen.headers));
            setPhase("map");
          }}
        />
      ) : null}
      {phase === "map" && file ? (
        <ImportMappingStep
          file={file}
          mapping={mapping}
          onMappingChange={setMapping}
          defaultProjectType={defaultType}
          onDefaultProjectTypeChange={setDefaultType}
          onChooseAnother={restart}
          onStart={(prepared) => void check(prepared)}
        />
      ) : null}
      {phase === "review" && checked ? (
        <ImportReviewStep
          review={checked.review}
          planned={checked.planned}
          failure={checked.failure}
          onBack={() => setPhase("map")}
          onRetry={() => void check(checked.prepared)}
          onImport={() => start(checked.prepared)}
        />
      ) : null}
      {phase === "importing" || phase === "checking" ? (
        <ImportProgress
          checking={phase === "checking"}
          processed={progress.processed}
          total={progress.total}
          stopping={stopping}
          onStop={() => {
            setStopping(true);
            abort.current?.abort();
          }}
        />
      ) : null}
      {phase === "done" && outcome && file ? (
        <ImportReport outcome={outcome} file={file} onResume={resume} onImportAnother={restart} />
      ) : null}
    </>
  );
}
