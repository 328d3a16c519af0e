/**
 * Save or discard the generator's changes. While there are unsaved ones it stays in view at the bottom
 * of the settings as they scroll; it says what the studio's website shows: the saved settings, never
 * the unsaved ones.
 */
import { Check, Save, Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { WidgetConfigEditor } from "./use-widget-config";

function status(editor: WidgetConfigEditor): string {
  if (editor.fromBrowser) {
    return "These settings were kept in this browser only. Save them so that your website uses them.";
  }
  if (editor.unsaved) return "Unsaved changes. Your website shows the last saved settings until you save.";
  if (!editor.savedAt) {
    return "Not saved yet: until you save, your website shows the defaults (or what an older embed code carries).";
  }
  return "All changes saved. Your website shows these settings.";
}

export function WidgetSaveBar({ editor }: { editor: WidgetConfigEditor }) {
  const { unsaved, saving, save, discard, savedAt } = editor;
  return (
    <div
      className={cn(
        "mt-4 flex flex-wrap items-center gap-3 rounded-lg border bg-background/95 p-3",
        // Only unsaved changes follow the scroll: a saved state needn't cover the fields.
        unsaved && "sticky bottom-3 z-10 border-amber-300 shadow-md backdrop-blur",
      )}
    >
      <p className="mr-auto flex min-w-0 flex-1 basis-60 items-start gap-2 text-sm" aria-live="polite">
        {unsaved ? null : <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />}
        <span className={unsaved ? "font-medium text-amber-800" : "text-muted-foreground"}>
          {status(editor)}
        </span>
      </p>
      <div className="flex gap-2">
        {unsaved ? (
          <Button type="button" variant="outline" size="sm" onClick={discard} disabled={saving}>
            <Undo2 aria-hidden="true" />
            Discard
          </Button>
        ) : null}
        <Button type="button" size="sm" onClick={save} disabled={saving || (!unsaved && savedAt !== null)}>
          <Save aria-hidden="true" />
          {saving ? "Saving..." : "Save changes"}
        </Button>
      </div>
    </div>
  );
}
