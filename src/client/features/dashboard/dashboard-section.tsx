/** The pieces every dashboard section is made of: its card, its placeholders and its empty sentence. */
import { ChevronRight, type LucideIcon } from "lucide-react";
import type * as React from "react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

export function SectionCard({
  id,
  title,
  icon: Icon,
  description,
  link,
  children,
  className,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  description?: React.ReactNode;
  link?: { href: string; label: string };
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Card aria-labelledby={`${id}-heading`} role="region" className={cn("gap-5", className)}>
      <CardHeader className="px-5 sm:px-6">
        <CardTitle id={`${id}-heading`} className="flex items-center gap-2 text-base">
          <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {link ? (
          <CardAction>
            <Link
              href={link.href}
              className="-my-1 inline-flex items-center gap-0.5 rounded-md px-1.5 py-1 text-sm font-medium text-primary-solid hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {link.label}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-6 px-5 sm:px-6">{children}</CardContent>
    </Card>
  );
}

/** A part of a section with its own heading and count: "Awaiting signature 2". */
export function Subsection({
  id,
  title,
  count,
  tone = "secondary",
  children,
}: {
  id: string;
  title: string;
  count?: number;
  tone?: "secondary" | "danger" | "warning" | "info";
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h4 id={id} className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        {title}
        {count ? (
          <Badge variant={tone} className="tabular-nums">
            {count.toLocaleString("en-US")}
          </Badge>
        ) : null}
      </h4>
      {children}
    </section>
  );
}

/** Placeholders shaped like the rows they stand for: a person or entry, or a booking's time block. */
export function RowsSkeleton({
  rows,
  label,
  shape = "entry",
}: {
  rows: number;
  label: string;
  shape?: "entry" | "booking";
}) {
  return (
    <ul aria-label={label} aria-busy="true" className="grid gap-3">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
        <li key={i} className={cn("flex items-center gap-3", shape === "booking" && "rounded-lg border p-3")}>
          {shape === "booking" ? (
            <Skeleton className="h-9 w-12 shrink-0" />
          ) : (
            <Skeleton className="size-9 shrink-0 rounded-full" />
          )}
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-3 w-2/5" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** What goes here, when nothing does yet. */
export function EmptyLine({ icon: Icon, children }: { icon: LucideIcon; children: React.ReactNode }) {
  return (
    <p className="flex items-center gap-3 rounded-lg border border-dashed px-4 py-3.5 text-sm text-muted-foreground">
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** "and 4 more", linking to where they all are. */
export function MoreLink({ shown, total, href }: { shown: number; total: number; href: string }) {
  if (total <= shown) return null;
  return (
    <Link href={href} className="justify-self-start text-sm font-medium text-primary-solid hover:underline">
      and {(total - shown).toLocaleString("en-US")} more
    </Link>
  );
}
