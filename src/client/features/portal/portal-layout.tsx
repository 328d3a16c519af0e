import type { LucideIcon } from "lucide-react";
import { type CSSProperties, type ReactNode, useState } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/** The client-facing page: no studio chrome, a soft background, phone first. */
export function PortalFrame({
  children,
  className,
  style,
}: {
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <div style={style} className={cn("min-h-svh bg-linear-to-b from-slate-50 to-slate-100/80", className)}>
      {children}
    </div>
  );
}

/**
 * One calm message on its own: why the portal is not showing, and what to do. Used when nobody is
 * signed in, after signing out, for a login link that does not work, and when loading fails.
 */
export function PortalMessageCard({
  icon: Icon,
  title,
  children,
  action,
  tone = "calm",
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  tone?: "calm" | "busy";
}) {
  return (
    <PortalFrame>
      <main className="flex min-h-svh items-center justify-center px-4 py-10">
        <Card className="w-full max-w-md">
          <CardContent className="flex flex-col items-center gap-4 py-4 text-center" aria-live="polite">
            <span className="flex size-14 items-center justify-center rounded-full bg-blue-50 text-primary-solid">
              <Icon aria-hidden="true" className={cn("size-7", tone === "busy" && "animate-spin")} />
            </span>
            <h1 className="text-xl font-semibold tracking-tight text-balance">{title}</h1>
            <div className="space-y-2 text-sm text-muted-foreground">{children}</div>
            {action ? <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto">{action}</div> : null}
          </CardContent>
        </Card>
      </main>
    </PortalFrame>
  );
}

/** The photographer's logo, or their initials in the brand colour when there is none (or it fails). */
export function StudioMark({
  businessName,
  logoUrl,
  className,
}: {
  businessName: string;
  logoUrl: string | null;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (logoUrl && !broken) {
    return (
      <img
        src={logoUrl}
        alt={businessName}
        onError={() => setBroken(true)}
        className={cn("h-10 w-auto max-w-40 object-contain", className)}
      />
    );
  }
  const initials =
    businessName
      .split(/\s+/)
      .filter((word) => /^[\p{L}\p{N}]/u.test(word))
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join("") || "·";
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-10 shrink-0 items-center justify-center rounded-full bg-(--brand) text-sm font-semibold text-(--brand-fg)",
        className,
      )}
    >
      {initials}
    </span>
  );
}

/** The portal while it loads: header, welcome and three cards, shaped like the real thing. */
export function PortalSkeleton() {
  return (
    <PortalFrame>
      <output aria-label="Loading your portal" className="block">
        <div className="border-b bg-background">
          <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4">
            <Skeleton className="bg-slate-200/70 size-10 rounded-full" />
            <Skeleton className="bg-slate-200/70 h-5 w-40" />
          </div>
        </div>
        <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
          <div className="space-y-3">
            <Skeleton className="bg-slate-200/70 h-9 w-64 max-w-full" />
            <Skeleton className="bg-slate-200/70 h-6 w-48" />
          </div>
          <div className="grid gap-6 md:grid-cols-5">
            <div className="space-y-6 md:col-span-3">
              <Skeleton className="bg-slate-200/70 h-48 w-full rounded-xl" />
              <Skeleton className="bg-slate-200/70 h-36 w-full rounded-xl" />
            </div>
            <div className="space-y-6 md:col-span-2">
              <Skeleton className="bg-slate-200/70 h-36 w-full rounded-xl" />
              <Skeleton className="bg-slate-200/70 h-28 w-full rounded-xl" />
            </div>
          </div>
        </div>
      </output>
    </PortalFrame>
  );
}
