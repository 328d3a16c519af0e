/**
 * A detail page (a client, a project) before its record is shown: loading, gone, or unreadable. Each page
 * names its own record; the shapes are shared so those pages fail and load alike.
 */
import { ArrowLeft, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { EmptyState } from "./empty-state";
import { ErrorState, type RetryProps } from "./error-state";
import { BoneSet, type Bones } from "./list-skeleton";
import { type SectionShape, SectionSkeleton } from "./section-states";

function SectionSkeletons({ sections }: { sections: readonly SectionShape[] }) {
  return (
    <>
      {sections.map((shape, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <SectionSkeleton key={i} {...shape} />
      ))}
    </>
  );
}

/** The page while the record loads: its header, then the narrow column of facts beside the wide one. */
export function DetailPageSkeleton({
  label,
  header,
  narrow,
  wide,
}: {
  label: string;
  header: readonly Bones[];
  narrow: readonly SectionShape[];
  wide: readonly SectionShape[];
}) {
  return (
    <output aria-live="polite" aria-label={label} className="block">
      <div className="mb-6 space-y-3 md:mb-8">
        <BoneSet bones={header} />
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-1">
          <SectionSkeletons sections={narrow} />
        </div>
        <div className="space-y-6">
          <SectionSkeletons sections={wide} />
        </div>
      </div>
    </output>
  );
}

/** The record is gone (or the link is wrong): say so, and lead back to the list. */
export function RecordNotFound({
  icon,
  title,
  children,
  backHref,
  backLabel,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  backHref: string;
  backLabel: string;
}) {
  return (
    <EmptyState
      icon={icon}
      tone="neutral"
      title={title}
      titleAs="h1"
      className="mx-auto max-w-lg"
      action={
        <Button asChild>
          <Link href={backHref}>
            <ArrowLeft aria-hidden="true" />
            {backLabel}
          </Link>
        </Button>
      }
    >
      {children}
    </EmptyState>
  );
}

/** The record could not be read: the way back to the list above the page's error card. */
export function RecordLoadError({ title, back, ...props }: RetryProps & { title: string; back: ReactNode }) {
  return (
    <div className="space-y-6">
      {back}
      <ErrorState
        title={title}
        titleAs="h1"
        description="The server did not answer as expected. Check your connection and try again."
        className="mx-auto max-w-lg"
        {...props}
      />
    </div>
  );
}
