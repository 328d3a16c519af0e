/** Placeholders for the client-facing pages (proposal, booking, questionnaire), on their soft background. */
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { BoneSet } from "./bones";

/** A grey that still shows on the pages' slate background. */
export const PUBLIC_BONE = "bg-slate-200/70";

/** The studio's header while it loads: its logo and name. `accent` keeps the brand strip along the top. */
export function PublicHeaderBones({ width, accent = false }: { width: string; accent?: boolean }) {
  return (
    <div className={cn("border-b bg-background", accent && "border-t-4 border-t-slate-200")}>
      <div className={cn("mx-auto flex h-16 items-center gap-3 px-4", accent && "sm:px-6", width)}>
        <BoneSet bones={["size-10 rounded-full", "h-5 w-40"]} tint={PUBLIC_BONE} />
      </div>
    </div>
  );
}

/** A client-facing page while it loads: the studio's header, then the page's own shape under it. */
export function PublicPageSkeleton({
  label,
  width,
  className,
  children,
}: {
  label: string;
  width: string;
  /** The spacing between the page's blocks. */
  className: string;
  children: ReactNode;
}) {
  return (
    <output aria-label={label} className="block">
      <PublicHeaderBones width={width} accent />
      <div className={cn("mx-auto px-4 py-8 sm:px-6 sm:py-12", width, className)}>{children}</div>
    </output>
  );
}
