import { FileSpreadsheet, LoaderCircle, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { downloadText } from "./download-text";
import { type ParsedCsv, parseCsvText } from "./import-clients";

const MAX_FILE_BYTES = 25 * 1024 * 1024;
const SAMPLE_CSV =
  "First Name,Last Name,Email,Phone,Event Date,Notes\r\nJane,Doe,jane@example.com,(555) 010-0001,6/14/2026,Barn venue\r\n";

export interface ChosenFile extends ParsedCsv {
  fileName: string;
}

/** Step 1: choose (or drop) a CSV file with a header row; it is read here, in the browser. */
export function ImportFileStep({ onParsed }: { onParsed: (file: ChosenFile) => void }) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const read = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > MAX_FILE_BYTES) {
      setError("This file is larger than 25 MB. Split it into smaller files and import them one by one.");
      return;
    }
    setReading(true);
    try {
      const text = await file.text();
      // Let the "Reading" state paint before the parse takes the main thread.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const parsed = parseCsvText(text);
      if (parsed.headers.length === 0) {
        setError("This file has no header row. The first row must name the columns, such as First Name.");
      } else if (parsed.records.length === 0) {
        setError("This file has no rows under its header row.");
      } else {
        onParsed({ ...parsed, fileName: file.name });
        return;
      }
    } catch {
      setError("This file could not be read. Save it as CSV (comma separated) and try again.");
    } finally {
      setReading(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  };

  return (
    <div className="grid gap-4">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone only adds drag and drop; the button inside is the keyboard way. */}
      <div
        className={cn(
          "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors",
          dragging ? "border-primary bg-blue-50/60" : "border-input",
        )}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void read(event.dataTransfer.files[0]);
        }}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary-solid">
          <FileSpreadsheet aria-hidden="true" className="size-6" />
        </span>
        <div className="grid gap-1">
          <p className="text-sm font-medium">Choose a CSV file, or drop it here</p>
          <p id={hintId} className="max-w-sm text-xs text-muted-foreground">
            The first row must name the columns. Dates can be YYYY-MM-DD or M/D/YYYY. You'll match the columns
            to Focal's fields next.
          </p>
        </div>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="hidden"
          tabIndex={-1}
          onChange={(event) => void read(event.target.files?.[0])}
        />
        <Button
          type="button"
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
          disabled={reading}
        >
          {reading ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Upload aria-hidden="true" />
          )}
          {reading ? "Reading file..." : "Choose CSV file"}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        Not sure how to lay it out?{" "}
        <button
          type="button"
          className="font-medium text-primary-solid underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          onClick={() => downloadText("focal-clients-sample.csv", SAMPLE_CSV)}
        >
          Download a sample CSV
        </button>
        .
      </p>
    </div>
  );
}
