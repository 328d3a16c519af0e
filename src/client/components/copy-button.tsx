import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";

/**
 * Copies `text`, then reads 'Copied!' for 2 s so the photographer sees it worked. `what` finishes the
 * name for screen readers ("Copy subscription link"), where several Copy buttons share a page.
 */
export function CopyButton({
  text,
  label = "Copy",
  what,
  onCopied,
  ...props
}: { text: string; label?: string; what?: string; onCopied?: () => void } & Omit<
  ButtonProps,
  "onClick" | "children"
>) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      onCopied?.();
    } catch {
      toast({ variant: "destructive", title: "Error", description: "Failed to copy to clipboard" });
    }
  };

  return (
    <Button type="button" variant="outline" {...props} onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">
        {copied ? (
          "Copied!"
        ) : (
          <>
            {label}
            {what ? <span className="sr-only"> {what}</span> : null}
          </>
        )}
      </span>
    </Button>
  );
}
