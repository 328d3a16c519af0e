/** The generator's other states: loading, no photographer, and a failed load. */
import { LogIn } from "lucide-react";
import { Link } from "wouter";
import { ErrorState, type RetryProps } from "@/components/error-state";
import { BoneSet, type Bones, fieldBones } from "@/components/list-skeleton";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** The settings card: its title, then four labelled fields. */
const SETTINGS_CARD: readonly Bones[] = ["h-5 w-40", ...fieldBones(4, "w-24")];

export function GeneratorSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6">
      <span className="sr-only">Loading the widget generator</span>
      <Skeleton className="h-10 w-full max-w-md" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,420px)]">
        <Card>
          <CardContent className="grid gap-5">
            <BoneSet bones={SETTINGS_CARD} />
          </CardContent>
        </Card>
        <Card className="hidden lg:flex">
          <CardContent className="grid gap-4">
            <BoneSet bones={["h-6 w-32", "h-96 w-full"]} />
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

export function GeneratorLoadError(props: RetryProps) {
  return (
    <ErrorState
      title="We couldn't load your studio's details"
      titleAs="h2"
      description="The embed code needs them. Check your connection and try again."
      retryLabel="Try again"
      retryingLabel="Trying again..."
      {...props}
    />
  );
}
