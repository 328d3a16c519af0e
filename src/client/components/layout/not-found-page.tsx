import { ArrowLeft, Compass } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

export function NotFoundPage() {
  return (
    <main className="flex min-h-svh items-center justify-center bg-linear-to-b from-slate-50 to-white px-4 py-10">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-blue-50 text-primary-solid">
          <Compass aria-hidden="true" className="size-7" />
        </span>
        <p className="text-sm font-semibold text-primary-solid">404</p>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Page Not Found</h1>
        <p className="text-sm text-muted-foreground">
          The page you are looking for does not exist or may have moved.
        </p>
        <Button asChild size="lg" className="mt-2">
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
      </div>
    </main>
  );
}
