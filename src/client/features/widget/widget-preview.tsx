/**
 * The live preview is the widget itself: the real /widget.js on a blank page in an iframe, marked as a
 * preview so that it sends nothing. New settings reach it by message, so the visitor's view changes
 * without a reload; it tells us its height so that the frame never scrolls.
 */
import { Eye } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { PREVIEW_CONFIG_MESSAGE, PREVIEW_HEIGHT_MESSAGE, previewDocument } from "../../widget/embed-snippet";
import type { WidgetConfig } from "../../widget/widget-config";

/** Roughly the default form's height, so the card doesn't jump while the script loads. */
const INITIAL_HEIGHT = 720;

/** "*": the sandboxed frame's origin is opaque, so it has no name to address it by. */
function sendConfig(frame: HTMLIFrameElement | null, configJson: string): void {
  frame?.contentWindow?.postMessage({ type: PREVIEW_CONFIG_MESSAGE, config: JSON.parse(configJson) }, "*");
}

export function WidgetPreview({
  origin,
  token,
  config,
}: {
  origin: string;
  token: string;
  config: WidgetConfig;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  // Written once: later settings arrive by message (a new srcDoc would reload and flash the frame).
  const [srcDoc] = useState(() => previewDocument({ origin, token, config }));
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  const configJson = JSON.stringify(config);

  // Syncing an outside system (the frame's document) with the settings: what effects are for.
  useEffect(() => {
    sendConfig(frame.current, configJson);
  }, [configJson]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (data?.type === PREVIEW_HEIGHT_MESSAGE && typeof data.height === "number" && data.height > 0) {
        setHeight(Math.ceil(data.height));
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  return (
    <iframe
      ref={frame}
      title="Widget preview"
      srcDoc={srcDoc}
      // Its own origin: the preview cannot touch the studio app. Forms stay allowed so its checks run.
      sandbox="allow-scripts allow-forms"
      onLoad={() => sendConfig(frame.current, configJson)}
      style={{ height }}
      className="block w-full border-0 bg-transparent"
    />
  );
}

export function PreviewCard({
  className,
  ...props
}: {
  origin: string;
  token: string;
  config: WidgetConfig;
  className?: string;
}) {
  return (
    <Card className={cn("gap-4 lg:sticky lg:top-6", className)}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Eye aria-hidden="true" className="size-4 text-muted-foreground" />
          Live preview
        </CardTitle>
        <CardDescription>What visitors see on your website. Nothing is sent from here.</CardDescription>
      </CardHeader>
      <CardContent className="px-3 sm:px-6">
        <div className="rounded-lg border border-dashed bg-[repeating-linear-gradient(45deg,transparent,transparent_10px,rgb(241_245_249)_10px,rgb(241_245_249)_20px)] p-2 sm:p-4">
          <WidgetPreview {...props} />
        </div>
      </CardContent>
    </Card>
  );
}
