import { AlertTriangle, ArrowLeft, FolderX, RotateCw } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

export function BackToProjects() {
  return (
    <Link
      href="/projects"
      className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All projects
    </Link>
  );
}

function SectionSkeleton({ rows, tall }: { rows: number; tall?: boolean }) {
  return (
    <Card>
      <CardHeader>
        <Skeleton className="h-5 w-40" />
      </CardHeader>
      <CardContent className="space-y-3">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className={tall ? "h-14 w-full" : "h-5 w-full"} />
        ))}
      </CardContent>
    </Card>
  );
}

/** The page while the project loads, shaped like the content. */
export function ProjectDetailSkeleton() {
  return (
    <output aria-live="polite" aria-label="Loading project" className="block">
      <div className="mb-6 space-y-3 md:mb-8">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-64 max-w-full" />
        <div className="flex gap-2">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-5 w-24" />
        </div>
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-1">
          <SectionSkeleton rows={3} />
          <SectionSkeleton rows={3} />
        </div>
        <div className="space-y-6">
          <SectionSkeleton rows={4} />
          <SectionSkeleton rows={2} tall />
          <SectionSkeleton rows={3} />
        </div>
      </div>
    </output>
  );
}

export function ProjectNotFound() {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-4 py-2 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <FolderX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-xl font-semibold tracking-tight">Project Not Found</h1>
        <p className="text-sm text-muted-foreground">
          This project may have been deleted, or the link is not quite right.
        </p>
        <Button asChild>
          <Link href="/projects">
            <ArrowLeft aria-hidden="true" />
            Back to Projects
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function ProjectLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="space-y-6">
      <BackToProjects />
      <Card className="mx-auto max-w-lg">
        <CardContent className="flex flex-col items-center gap-4 py-2 text-center" role="alert">
          <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
            <AlertTriangle aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-xl font-semibold tracking-tight">We couldn't load this project</h1>
          <p className="text-sm text-muted-foreground">
            The server did not answer as expected. Check your connection and try again.
          </p>
          <Button onClick={onRetry} disabled={retrying}>
            <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
            Retry
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
