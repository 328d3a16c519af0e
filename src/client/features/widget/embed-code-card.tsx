/**
 * Get Embed Code: the snippet for the studio's website, with its public token, and how to install it.
 * The snippet carries no settings (the script reads the saved ones), so it never needs copying again.
 */
import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { embedSnippet } from "../../widget/embed-snippet";

/** How long the button reads "Copied!" before it offers to copy again. */
const COPIED_MS = 2000;

const STEPS = [
  "Copy the code.",
  'Paste it into your website where the form should go: a "Code", "Embed" or "Custom HTML" block in Squarespace, Wix, WordPress or Showit.',
  "Publish. Each inquiry becomes a client and a project in the first stage of your pipeline, with Website as its lead source, and your automations for that stage run.",
];

export function EmbedCodeCard({ origin, token }: { origin: string; token: string }) {
  const code = embedSnippet({ origin, token });
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const block = useRef<HTMLPreElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      toast({ title: "Copied!", description: "Embed code copied to clipboard" });
    } catch {
      // Selected instead, so that Ctrl+C (or ⌘C) still takes it.
      const selection = window.getSelection();
      if (block.current && selection) selection.selectAllChildren(block.current);
      toast({ variant: "destructive", title: "Failed to copy to clipboard" });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your embed code</CardTitle>
        <CardDescription>
          Paste it once. Your website's form loads your saved settings each time it is shown, so after a
          change you only save: no need to paste the code again.
        </CardDescription>
        <CardAction>
          <Button onClick={copy} aria-live="polite" className="min-w-28">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? "Copied!" : "Copy Code"}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section aria-label="Embed code">
          <pre
            ref={block}
            // A scrollable region must be reachable by keyboard.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
            tabIndex={0}
            className="max-h-72 overflow-auto rounded-lg bg-slate-950 p-4 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap text-slate-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <code>{code}</code>
          </pre>
        </section>
        <section aria-labelledby="widget-install-heading" className="grid gap-3">
          <h4 id="widget-install-heading" className="text-sm font-semibold">
            Add it to your website
          </h4>
          <ol className="grid gap-3">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-3 text-sm">
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5 text-muted-foreground">{step}</span>
              </li>
            ))}
          </ol>
        </section>
      </CardContent>
    </Card>
  );
}
