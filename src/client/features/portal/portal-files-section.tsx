import { useQuery } from "@tanstack/react-query";
import { Download, FolderOpen } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatBytes, type PortalFile } from "../../../shared/files";
import { moment } from "./portal-dates";
import { PortalEmpty, PortalItem, PortalSection } from "./portal-section";

/** What the studio shared with the client (timelines, shot lists), each to download. */
export function FilesSection() {
  const files = useQuery<PortalFile[]>({ queryKey: ["/api/client-portal/files"] });
  return (
    <PortalSection icon={FolderOpen} title="Files">
      {files.isError ? (
        <PortalEmpty>Your files could not be loaded. Please try again later.</PortalEmpty>
      ) : !files.data ? (
        <PortalEmpty>Loading your files…</PortalEmpty>
      ) : files.data.length === 0 ? (
        <PortalEmpty>
          No files yet. Timelines and other documents your photographer shares will be here.
        </PortalEmpty>
      ) : (
        <ul className="space-y-3">
          {files.data.map((file) => (
            <PortalItem
              key={file.id}
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
          ))}
        </ul>
      )}
    </PortalSection>
  );
}
