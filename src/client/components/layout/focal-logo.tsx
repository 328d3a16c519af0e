import { Aperture } from "lucide-react";
import { cn } from "@/lib/utils";

/** The Focal mark: an aperture on the accent gradient. */
export function FocalMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-9 shrink-0 items-center justify-center rounded-lg bg-linear-to-br from-blue-500 to-blue-700 text-white shadow-sm ring-1 ring-blue-900/10",
        className,
      )}
    >
      <Aperture className="size-[55%]" strokeWidth={2.25} />
    </span>
  );
}

/** Mark plus product name, with the optional tagline underneath. */
export function FocalLogo({
  tagline,
  className,
  markClassName,
}: {
  tagline?: string;
  className?: string;
  markClassName?: string;
}) {
  return (
    <span className={cn("flex items-center gap-2.5", className)}>
      <FocalMark className={markClassName} />
      <span className="grid leading-tight">
        <span className="text-base font-semibold tracking-tight">Focal</span>
        {tagline ? <span className="text-xs text-muted-foreground">{tagline}</span> : null}
      </span>
    </span>
  );
}
