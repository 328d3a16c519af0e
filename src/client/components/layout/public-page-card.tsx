import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";

/**
 * The minimal frame of a client-facing page (proposal, booking, calendar, portal, checkout): phone first,
 * no studio chrome, nothing from the photographer's app.
 */
export function PublicPageCard({
  icon: Icon,
  title,
  description,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <main className="flex min-h-svh items-center justify-center bg-linear-to-b from-slate-50 to-slate-100 px-4 py-10">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 py-6 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-blue-50 text-primary-solid">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
          <p className="text-sm text-muted-foreground">{description}</p>
          <p className="text-xs text-muted-foreground">
            This page is being prepared. Please check back shortly.
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
