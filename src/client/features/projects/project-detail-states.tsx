/** The project detail page while it loads, when the project is gone, and when it could not be read. */
import { FolderX } from "lucide-react";
import { BackLink } from "@/components/back-link";
import type { RetryProps } from "@/components/error-state";
import { DetailPageSkeleton, RecordLoadError, RecordNotFound } from "@/components/record-states";

export function BackToProjects() {
  return <BackLink href="/projects">All projects</BackLink>;
}

/** The page while the project loads, shaped like the content. */
export function ProjectDetailSkeleton() {
  return (
    <DetailPageSkeleton
      label="Loading project"
      header={[
        "h-4 w-24",
        "h-8 w-64 max-w-full",
        { row: ["h-5 w-20", "h-5 w-16", "h-5 w-24"], className: "gap-2" },
      ]}
      narrow={[{ rows: 3 }, { rows: 3 }]}
      wide={[{ rows: 4 }, { rows: 2, tall: true }, { rows: 3 }]}
    />
  );
}

export function ProjectNotFound() {
  return (
    <RecordNotFound
      icon={FolderX}
      title="Project Not Found"
      backHref="/projects"
      backLabel="Back to Projects"
    >
      This project may have been deleted, or the link is not quite right.
    </RecordNotFound>
  );
}

export function ProjectLoadError(props: RetryProps) {
  return <RecordLoadError title="We couldn't load this project" back={<BackToProjects />} {...props} />;
}
