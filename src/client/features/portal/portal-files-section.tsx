import { useQuery } from "@tanstack/react-query";
import { Download, ExternalLink, FolderOpen } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatBytes, type PortalFile, type PortalFiles, type PortalProject } from "../../../shared/files";
import { moment } from "./portal-dates";
import { PortalEmpty, PortalItem, PortalSection } from "./portal-section";

export const GENERAL_FILES = "General";

interface FileGroup {
  key: string;
  title: string;
  galleryUrl: string | null;
  files: PortalFile[];
}

/**
 * One group per project the server listed (in its order), then the client-wide files under "General".
 * A file whose project is not among them is client-wide too: it is never dropped.
 */
export function groupPortalFiles({ files, projects }: PortalFiles): FileGroup[] {
  const known = new Set(projects.map((p) => p.id));
  const groups: FileGroup[] = projects.map((project: PortalProject) => ({
    key: project.id,
    title: project.title,
    // The server checked it when it was saved and again when it sent it; only https opens from here all
    // the same (a check this small keeps the full one, and its chunk, out of the portal).
    galleryUrl: project.galleryUrl?.startsWith("https://") ? project.galleryUrl : null,
    files: files.filter((file) => file.projectId === project.id),
  }));
  const general = files.filter((file) => !file.projectId || !known.has(file.projectId));
  if (general.length > 0)
    groups.push({ key: "general", title: GENERAL_FILES, galleryUrl: null, files: general });
  return groups.filter((group) => group.files.length > 0 || group.galleryUrl);
}

function FileItem({ file }: { file: PortalFile }) {
  return (
    <PortalItem
      title={file.filename}
      action={
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <a href={`/api/files/${file.id}`} download>
            <Download aria-hidden="true" />
            Download
            <span className="sr-only"> {file.filename}</span>
          </a>
        </Button>
      }
    >
      <p className="text-xs text-muted-foreground">
        {formatBytes(file.size)} · {moment(file.createdAt, "MMMM d, yyyy")}
      </p>
    </PortalItem>
  );
}

function Group({ group }: { group: FileGroup }) {
  const headingId = `portal-files-${group.key}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {group.title}
        </h3>
        {group.galleryUrl ? (
          <Button asChild variant="outline" size="sm">
            <a href={group.galleryUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Open gallery
              <span className="sr-only"> of {group.title} (opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
      </div>
      {group.files.length > 0 ? (
        <ul className="space-y-3">
          {group.files.map((file) => (
            <FileItem key={file.id} file={file} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** What the studio shared with the client (timelines, shot lists) by project, each to download, and galleries. */
export function FilesSection() {
  const answer = useQuery<PortalFiles>({ queryKey: ["/api/client-portal/files"] });
  const groups = answer.data ? groupPortalFiles(answer.data) : [];
  return (
    <PortalSection icon={FolderOpen} title="Files">
      {answer.isError ? (
        <PortalEmpty>Your files could not be loaded. Please try again later.</PortalEmpty>
      ) : !answer.data ? (
        <PortalEmpty>Loading your files…</PortalEmpty>
      ) : groups.length === 0 ? (
        <PortalEmpty>
          No files yet. Timelines and other documents your photographer shares will be here.
        </PortalEmpty>
      ) : (
        <div className="space-y-6">
          {groups.map((group) => (
            <Group key={group.key} group={group} />
          ))}
        </div>
      )}
    </PortalSection>
  );
}
