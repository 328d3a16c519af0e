/**
 * The client page's Files card: what the studio shares in the client's portal (timelines, shot lists),
 * the client's own uploads and the files sent with messages. Uploading here shares the file at once; the
 * switch takes it out of the portal again; a file sent with a message stays with it.
 */
import { Download, FolderOpen, Trash2, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { SelectField } from "@/components/select-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SelectItem } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { uploadProblem } from "@/lib/file-upload";
import { type ClientFile, formatBytes } from "../../../shared/files";
import { useClientFiles, useClientProjects, useFileActions } from "./use-client-files";

/** The select's value for "no project": Radix's select takes no empty value. */
const CLIENT_WIDE = "none";

const FROM: Record<ClientFile["uploadedBy"], string> = {
  STUDIO: "You",
  CLIENT: "Client",
  EMAIL: "By e-mail",
};

function FileRow({
  file,
  clientId,
  projectTitle,
}: {
  file: ClientFile;
  clientId: string;
  projectTitle?: string;
}) {
  const dates = useStudioDates();
  const { share, remove } = useFileActions(clientId);
  const failed = (error: unknown) =>
    toast({ variant: "destructive", title: "Error", description: errorMessage(error, "Please try again.") });
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1">
        <a
          href={`/api/files/${file.id}`}
          download
          className="inline-flex max-w-full items-center gap-1.5 font-medium text-primary-solid underline-offset-4 hover:underline"
        >
          <Download aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{file.filename}</span>
        </a>
        <p className="text-xs text-muted-foreground">
          {formatBytes(file.size)} · {FROM[file.uploadedBy]} · {dates.day(file.createdAt)}
          {projectTitle ? ` · ${projectTitle}` : ""}
          {file.onMessage ? " · sent with a message" : ""}
        </p>
      </div>
      <div className="flex items-center gap-2 text-sm">
        <Switch
          id={`share-${file.id}`}
          checked={file.sharedInPortal}
          disabled={share.isPending}
          onCheckedChange={(shared) => share.mutate({ id: file.id, shared }, { onError: failed })}
        />
        <label htmlFor={`share-${file.id}`}>
          In portal<span className="sr-only">: {file.filename}</span>
        </label>
      </div>
      {file.onMessage ? null : (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Delete ${file.filename}`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(file.id, {
              onSuccess: () => toast({ title: "File deleted", description: file.filename }),
              onError: failed,
            })
          }
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}

export function ClientFilesCard({ clientId }: { clientId: string }) {
  const files = useClientFiles(clientId);
  const projects = useClientProjects(clientId);
  const titles = new Map(projects.map((p) => [p.id, p.title]));
  const [project, setProject] = useState(CLIENT_WIDE);
  const { upload } = useFileActions(clientId);
  const input = useRef<HTMLInputElement>(null);
  const onPick = (picked: File[]) => {
    for (const file of picked) {
      const problem = uploadProblem(file);
      if (problem) {
        toast({ variant: "destructive", title: file.name, description: problem });
        continue;
      }
      const projectId = project === CLIENT_WIDE || !titles.has(project) ? null : project;
      upload.mutate(
        { file, projectId },
        {
          onSuccess: () => toast({ title: "Shared in the portal", description: file.name }),
          onError: (error) =>
            toast({
              variant: "destructive",
              title: file.name,
              description: errorMessage(error, "Upload failed."),
            }),
        },
      );
    }
  };
  return (
    <Card role="region" aria-labelledby="client-files-heading">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle id="client-files-heading">Files</CardTitle>
          <CardDescription>
            Timelines, shot lists and documents: switched on, the client sees them in the portal.
          </CardDescription>
        </div>
        <input
          ref={input}
          type="file"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            event.target.value = "";
            onPick(picked);
          }}
        />
        <div className="flex flex-wrap items-end gap-2">
          {projects.length > 0 ? (
            <SelectField
              id={`client-files-project-${clientId}`}
              label="Project"
              value={project}
              onChange={setProject}
              triggerClassName="w-56"
            >
              <SelectItem value={CLIENT_WIDE}>No project (general)</SelectItem>
              {projects.map((p) => (
                <SelectItem key={p.id} value={p.id}>
                  {p.title}
                </SelectItem>
              ))}
            </SelectField>
          ) : null}
          <Button
            type="button"
            variant="outline"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            <Upload aria-hidden="true" />
            {upload.isPending ? "Uploading..." : "Upload file"}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {files.isError ? (
          <p className="text-sm text-destructive">The files could not be loaded.</p>
        ) : !files.data ? (
          <p className="text-sm text-muted-foreground">Loading files…</p>
        ) : files.data.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <FolderOpen aria-hidden="true" className="size-4" />
            No files yet. Upload one to share it in the client's portal.
          </p>
        ) : (
          <ul aria-label="Client files" className="divide-y">
            {files.data.map((file) => (
              <FileRow
                key={file.id}
                file={file}
                clientId={clientId}
                projectTitle={file.projectId ? titles.get(file.projectId) : undefined}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
