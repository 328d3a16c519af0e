/** The generator's other states: loading, no photographer, and a failed load. */
import { AlertTriangle, LogIn, RotateCw } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

export function GeneratorSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6">
      <span className="sr-only">Loading the widget generator</span>
      <Skeleton className="h-10 w-full max-w-md" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,420px)]">
        <Card>
          <CardContent className="grid gap-5">
            <Skeleton className="h-5 w-40" />
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
              <div key={i} className="grid gap-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-9 w-full" />
              </div>
            ))}
          </CardContent>
        </Card>
        <Card className="hidden lg:flex">
          <CardContent className="grid gap-4">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-96 w-full" />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

export function LoginRequired() {
  return (
    <Card role="alert">
      <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="font-medium">Please log in to access the widget generator.</p>
        <Button asChild>
          <Link href="/login">
            <LogIn aria-hidden="true" />
            Sign in
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function GeneratorLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="border-red-200">
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <div className="flex size-11 items-center justify-center rounded-full bg-red-50 text-red-600">
          <AlertTriangle aria-hidden="true" className="size-5" />
        </div>
        <div className="space-y-1">
          <h2 className="font-semibold">We couldn't load your studio's details</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            The embed code needs them. Check your connection and try again.
          </p>
        </div>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
          {retrying ? "Trying again..." : "Try again"}
        </Button>
      </CardContent>
    </Card>
  );
}
