import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

/** A centred spinner: the whole screen while the session loads, or the content area while a page loads. */
export function PageSpinner({
  label = "Loading",
  fullScreen = true,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    <output
      aria-live="polite"
      className={cn("flex w-full items-center justify-center", fullScreen ? "min-h-svh" : "min-h-[50vh]")}
    >
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </output>
  );
}
