import { AlertTriangle, ArrowLeft, RotateCw, UserRoundX } from "lucide-react";
import type * as React from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
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

export function SectionSkeleton({ rows, tall = false }: { rows: number; tall?: boolean }) {
  return (
    <Card>
      <CardHeader>
        <Skeleton className="h-5 w-36" />
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

/** Skeleton rows for a section whose own data is still on the way. */
export function RowsSkeleton({ rows, className }: { rows: number; className?: string }) {
  return (
    <div className="space-y-3" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className={className ?? "h-12 w-full"} />
      ))}
    </div>
  );
}

/** A section that could not load: what happened, and a way to try again. */
export function SectionError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50/60 p-4 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <span className="flex items-start gap-2">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {message}
      </span>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
        Retry
      </Button>
    </div>
  );
}

/** A calm empty section: what goes here, and the button that fills it. */
export function SectionEmpty({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  title: string;
  children?: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <p className="text-sm font-medium">{title}</p>
      {children ? <p className="max-w-sm text-sm text-muted-foreground">{children}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
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
