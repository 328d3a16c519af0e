import { ChevronLeft, ChevronRight, PencilLine } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";
import type { StaticDripEmail } from "../../../shared/drip";
import { renderTemplate } from "../../../shared/email";
import type { PhotographerSettings } from "../../../shared/photographer";
import { EmailEditForm } from "./email-edit-form";
import { previewHtml, previewText, previewValues } from "./email-rendering";
import { dayLabel } from "./email-sequence";

interface EmailPreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  emails: StaticDripEmail[];
  index: number;
  onIndexChange: (index: number) => void;
  studio: PhotographerSettings | undefined;
  onCloseAutoFocus?: (event: Event) => void;
}

type View = "html" | "text" | "edit";

/** One e-mail of the sequence, as HTML or as text, with the way to the next and to editing it. */
export function EmailPreviewDialog(props: EmailPreviewDialogProps) {
  const { emails, index, studio } = props;
  const [view, setView] = useState<View>("html");
  // Back from editing, focus returns to the button that opened the editor (the form it was in is gone).
  const [returningFromEdit, setReturningFromEdit] = useState(false);
  const email = emails[index];
  const go = (next: number) => {
    if (view === "edit") setView("html");
    props.onIndexChange(next);
  };

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open && view === "edit") setView("html");
        props.onOpenChange(open);
      }}
    >
      <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={props.onCloseAutoFocus}>
        {email ? (
          <>
            <DialogHeader className="pr-8 text-left">
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <span>
                  Email {email.index + 1} of {emails.length}
                </span>
                <Badge variant="info">{dayLabel(email.daysAfterStart)}</Badge>
                {email.hasManualEdits ? <Badge variant="outline">Edited</Badge> : null}
              </div>
              <DialogTitle className="[overflow-wrap:anywhere]">
                {renderTemplate(email.subject, previewValues(studio))}
              </DialogTitle>
              <DialogDescription>
                {view === "edit"
                  ? "Change the wording for your studio."
                  : "As your client will see it, with a sample client's details."}
              </DialogDescription>
            </DialogHeader>

            {view === "edit" ? (
              <EmailEditForm
                key={email.key}
                email={email}
                onDone={() => {
                  setReturningFromEdit(true);
                  setView("html");
                }}
              />
            ) : (
              <>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <fieldset className="inline-flex rounded-lg border bg-muted p-1">
                    <legend className="sr-only">Preview format</legend>
                    {(["html", "text"] as const).map((mode) => (
                      <button
                        key={mode}
                        type="button"
                        aria-pressed={view === mode}
                        onClick={() => setView(mode)}
                        className={cn(
                          "rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                          view === mode
                            ? "bg-background shadow-xs"
                            : "text-muted-foreground hover:text-foreground",
                        )}
                      >
                        {mode === "html" ? "HTML Preview" : "Text Version"}
                      </button>
                    ))}
                  </fieldset>
                  <Button
                    variant="outline"
                    size="sm"
                    autoFocus={returningFromEdit}
                    onClick={() => {
                      setReturningFromEdit(false);
                      setView("edit");
                    }}
                  >
                    <PencilLine aria-hidden="true" />
                    Edit email
                  </Button>
                </div>
                {view === "html" ? (
                  <iframe
                    title="HTML preview"
                    sandbox="allow-popups allow-popups-to-escape-sandbox"
                    srcDoc={previewHtml(email.textBody, studio)}
                    referrerPolicy="no-referrer"
                    className="h-[55vh] min-h-80 w-full rounded-lg border bg-slate-50"
                  />
                ) : (
                  <pre
                    data-testid="drip-text-version"
                    className="h-[55vh] min-h-80 overflow-y-auto rounded-lg border bg-background p-4 font-sans text-sm whitespace-pre-wrap [overflow-wrap:anywhere]"
                  >
                    {previewText(email.textBody, studio)}
                  </pre>
                )}
                <div className="flex items-center justify-between gap-2">
                  <Button variant="ghost" size="sm" onClick={() => go(index - 1)} disabled={index === 0}>
                    <ChevronLeft aria-hidden="true" />
                    Previous
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => go(index + 1)}
                    disabled={index >= emails.length - 1}
                  >
                    Next
                    <ChevronRight aria-hidden="true" />
                  </Button>
                </div>
              </>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
