import type * as React from "react";
import { DialogFooter } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

/**
 * A dialog's buttons pinned to the bottom edge while the content scrolls: on a phone's full-height
 * dialog they stay under the thumb, and a message appearing above never moves them mid-tap.
 */
export function StickyDialogFooter({ className, ...props }: React.ComponentProps<typeof DialogFooter>) {
  return (
    <DialogFooter
      className={cn(
        "sticky -bottom-6 z-10 -mx-6 mt-auto -mb-6 border-t bg-background px-6 py-4 sm:rounded-b-lg",
        className,
      )}
      {...props}
    />
  );
}
