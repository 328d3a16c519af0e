import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** A document's state as its badge shows it. */
export interface PortalBadge {
  label: string;
  variant: NonNullable<BadgeProps["variant"]>;
}

/** One card of the portal, headed by its icon and title; the title names the section for screen readers. */
export function PortalSection({
  icon: Icon,
  title,
  aside,
  children,
}: {
  icon: LucideIcon;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = `portal-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id}>
      <Card className="gap-4">
        <CardHeader className="flex items-center justify-between gap-3">
          <CardTitle id={id} className="flex items-center gap-2.5 text-base">
            <span className="flex size-8 items-center justify-center rounded-full bg-(--brand)/10 text-(--brand-text)">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            {title}
          </CardTitle>
          {aside}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

/** What a section says while it has nothing to show. */
export function PortalEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg bg-slate-50 px-4 py-5 text-center text-sm text-muted-foreground">{children}</p>
  );
}

/** One document of a section: its title and state, what else it says, and the button that opens it. */
export function PortalItem({
  title,
  badge,
  children,
  action,
}: {
  title: string;
  /** A document's state; none for something that has no state (a shared file). */
  badge?: PortalBadge;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium break-words">{title}</p>
          {badge ? <Badge variant={badge.variant}>{badge.label}</Badge> : null}
        </div>
        {children}
      </div>
      {action}
    </li>
  );
}
