import { useEffect, useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { IMPORT_BATCH_SIZE } from "../../../shared/clients";
import {
  type ColumnMapping,
  emptyMapping,
  guessMapping,
  type ImportRow,
  type PreparedImport,
  sortRejections,
} from "./import-clients";
import { type ChosenFile, ImportFileStep } from "./import-file-step";
import { ImportMappingStep } from "./import-mapping-step";
import { ImportProgress } from "./import-progress";
import { type ImportOutcome, ImportReport } from "./import-report";
import { useImportClients } from "./use-clients";

interface ImportClientsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (it has no trigger of its own). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Import clients from a CSV file: choose, match columns, import in batches, read the report. */
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

type Phase = "file" | "map" | "importing" | "done";

function ImportFlow({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const importClients = useImportClients();
  const [phase, setPhase] = useState<Phase>("file");
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>(emptyMapping);
  const [progress, setProgress] = useState({ processed: 0, total: 0 });
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [stopping, setStopping] = useState(false);
  const unsent = useRef<ImportRow[]>([]);
  const abort = useRef<AbortController | null>(null);

  // Leaving or reloading the page mid-import would cut it short: ask the browser to confirm.
  useEffect(() => {
    if (phase !== "importing") return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [phase]);

  const run = async (rows: ImportRow[], base: ImportOutcome) => {
    const controller = new AbortController();
    abort.current = controller;
    setStopping(false);
    setProgress({ processed: 0, total: rows.length });
    setPhase("importing");
    onBusyChange(true);
    let next: ImportOutcome;
    try {
      const result = await importClients.mutateAsync({
        rows,
        signal: controller.signal,
        onProgress: (processed) => setProgress({ processed, total: rows.length }),
      });
      unsent.current = rows.slice(result.processed);
      next = {
        created: base.created + result.created,
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
    onBusyChange(false);
  };

  const start = (prepared: PreparedImport) => {
    const base: ImportOutcome = {
      created: 0,
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
    setOutcome(null);
    unsent.current = [];
    setPhase("file");
  };

  const description = {
    file: "Bring in clients from a spreadsheet or another CRM, saved as a CSV file.",
    map: "Tell us which column holds what, and check the first rows before importing.",
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
          onChooseAnother={restart}
          onStart={start}
        />
      ) : null}
      {phase === "importing" ? (
        <ImportProgress
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
