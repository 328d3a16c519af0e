/**
 * The frame of the two public scheduling pages: the studio's brand colour as CSS variables, its logo or
 * initials with its name at the top, and one calm message screen for links that lead nowhere.
 */
import { type ComponentProps, type ReactNode, useState } from "react";
import { PublicMessage } from "@/components/public-message";
import { schedulingBrand, schedulingBrandStyle } from "@/lib/public-brand";
import { cn } from "@/lib/utils";

/** The primary action in the studio's colour, with text picked for contrast (public-brand.ts). */
export const BRAND_BUTTON =
  "bg-(--brand-solid) text-(--brand-solid-fg) hover:bg-(--brand-solid-hover) focus-visible:ring-(--brand) disabled:opacity-60";

export function SchedulingFrame({ brandPrimary, children }: { brandPrimary?: string; children: ReactNode }) {
  return (
    <div
      style={schedulingBrandStyle(schedulingBrand(brandPrimary))}
      className="min-h-svh bg-linear-to-b from-slate-50 to-slate-100/80"
    >
      {children}
    </div>
  );
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
}

/** The logo, or the initials on the brand colour when there is none (or it fails to load). */
function StudioMark({ businessName, logoUrl }: { businessName: string; logoUrl: string | null }) {
  const [broken, setBroken] = useState(false);
  if (logoUrl && !broken) {
    return (
      <img
        src={logoUrl}
        alt={businessName}
        onError={() => setBroken(true)}
        className="h-10 w-auto max-w-40 object-contain"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-(--brand-solid) text-sm font-semibold text-(--brand-solid-fg)"
    >
      {initialsOf(businessName) || "·"}
    </span>
  );
}

export function StudioHeader({
  businessName,
  logoUrl,
  width = "max-w-5xl",
}: {
  businessName: string;
  logoUrl: string | null;
  width?: string;
}) {
  return (
    <header className="border-t-4 border-t-(--brand) border-b bg-background/95">
      <div className={cn("mx-auto flex h-16 items-center gap-3 px-4 sm:px-6", width)}>
        <StudioMark businessName={businessName} logoUrl={logoUrl} />
        <span className="truncate font-semibold tracking-tight">{businessName}</span>
      </div>
    </header>
  );
}

/** One message on its own (not found, failed to load), with what to do next. */
export function SchedulingMessage(props: ComponentProps<typeof PublicMessage>) {
  return (
    <SchedulingFrame>
      <PublicMessage {...props} />
    </SchedulingFrame>
  );
}
