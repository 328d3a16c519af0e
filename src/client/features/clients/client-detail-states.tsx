/** The client detail page while it loads, when the client is gone, and when it could not be read. */
import { AlertTriangle, ArrowLeft, RotateCw, UserRoundX } from "lucide-react";
import { Link } from "wouter";
import { SectionSkeleton } from "@/components/section-states";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { BackToClients } from "./client-detail-header";

/** The page while the client loads: header, the narrow column and the wide column, shaped like the content. */
export function ClientDetailSkeleton() {
  return (
    <output aria-live="polite" aria-label="Loading client" className="block">
      <div className="mb-6 space-y-3 md:mb-8">
        <Skeleton className="h-4 w-24" />
        <div className="flex flex-col gap-4 xl:flex-row xl:justify-between">
          <div className="space-y-2">
            <Skeleton className="h-8 w-56" />
            <Skeleton className="h-4 w-72 max-w-full" />
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-9 w-full sm:w-32" />
            ))}
          </div>
        </div>
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-1">
          <SectionSkeleton rows={5} />
          <SectionSkeleton rows={3} />
        </div>
        <div className="space-y-6">
          <SectionSkeleton rows={2} tall />
          <SectionSkeleton rows={2} tall />
          <SectionSkeleton rows={4} />
        </div>
      </div>
    </output>
  );
}

export function ClientNotFound() {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-4 py-2 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <UserRoundX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-xl font-semibold tracking-tight">Client not found</h1>
        <p className="text-sm text-muted-foreground">
          This client may have been deleted, or the link is not quite right.
        </p>
        <Button asChild>
          <Link href="/clients">
            <ArrowLeft aria-hidden="true" />
            Back to Clients
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function ClientLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="space-y-6">
      <BackToClients />
      <Card className="mx-auto max-w-lg">
        <CardContent className="flex flex-col items-center gap-4 py-2 text-center" role="alert">
          <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
            <AlertTriangle aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-xl font-semibold tracking-tight">We couldn't load this client</h1>
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
