import { LoaderCircle, Paperclip, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";
import { uploadProblem } from "@/lib/file-upload";
import { cn } from "@/lib/utils";
import { MAX_ATTACHMENTS } from "../../../shared/conversations";
import type { FileView } from "../../../shared/files";
import { formatBytes } from "./thread-format";

const UPLOAD_FAILED = "The file could not be uploaded. Please try again.";

/**
 * The composer's files: a button that opens the file picker (several at once), each file uploaded at once
 * and shown as a chip with a remove button; a refusal shows the server's reason.
 */
export function useAttachments(upload: (file: File) => Promise<FileView>) {
  const [files, setFiles] = useState<FileView[]>([]);
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (picked: readonly File[]) => {
    setProblem(null);
    const room = MAX_ATTACHMENTS - files.length;
    if (picked.length > room) setProblem(`At most ${MAX_ATTACHMENTS} files a message`);
    const accepted = picked.slice(0, Math.max(room, 0));
    setUploading((n) => n + accepted.length);
    await Promise.all(
      accepted.map(async (file) => {
        try {
          const early = uploadProblem(file);
          if (early) {
            setProblem(`${file.name}: ${early}`);
            return;
          }
          const saved = await upload(file);
          setFiles((list) => [...list, saved]);
        } catch (error) {
          setProblem(`${file.name}: ${errorMessage(error, UPLOAD_FAILED)}`);
        } finally {
          setUploading((n) => n - 1);
        }
      }),
    );
  };

  return {
    files,
    uploading: uploading > 0,
    problem,
    add,
    remove: (id: string) => setFiles((list) => list.filter((f) => f.id !== id)),
    clear: () => {
      setFiles([]);
      setProblem(null);
    },
  };
}

export type Attachments = ReturnType<typeof useAttachments>;

export function AttachButton({
  attachments,
  label = "Attach files",
  accept,
  className,
}: {
  attachments: Attachments;
  label?: string;
  accept?: string;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const full = attachments.files.length >= MAX_ATTACHMENTS;
  return (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          // The same file can be picked again after a remove.
          event.target.value = "";
          if (picked.length > 0) void attachments.add(picked);
        }}
      />
      <Button
        type="button"
        variant="outline"
        className={className}
        disabled={full}
        onClick={() => input.current?.click()}
      >
        {attachments.uploading ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Paperclip aria-hidden="true" />
        )}
        {label}
      </Button>
    </>
  );
}

/** The chips of the files waiting to go, and the reason a file was refused. */
export function AttachmentChips({
  attachments,
  className,
}: {
  attachments: Attachments;
  className?: string;
}) {
  const { files, problem, uploading } = attachments;
  if (files.length === 0 && !problem && !uploading) return null;
  return (
    <div className={cn("space-y-2", className)}>
      {files.length > 0 ? (
        <ul aria-label="Files to send" className="flex flex-wrap gap-2">
          {files.map((file) => (
            <li
              key={file.id}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border bg-slate-50 py-0.5 pr-0.5 pl-2.5 text-xs"
            >
              <Paperclip aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{file.filename}</span>
              <span className="shrink-0 text-muted-foreground">{formatBytes(file.size)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-6 rounded-full"
                aria-label={`Remove ${file.filename}`}
                onClick={() => attachments.remove(file.id)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {uploading ? <output className="block text-xs text-muted-foreground">Uploading...</output> : null}
      {problem ? (
        <p role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
