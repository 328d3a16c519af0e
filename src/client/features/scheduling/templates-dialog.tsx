/**
 * The template manager: the daily hours with Copy to weekdays, Edit and delete, above the create/edit
 * form. Set Daily Hours opens it with the form ready; Manage Templates opens it on the list.
 */
import { CalendarClock, CopyPlus, PencilLine, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Separator } from "@/components/ui/separator";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { type AvailabilityTemplate, DAY_NAMES, FORM_DAYS } from "../../../shared/scheduling";
import { plural, weekdayLabel } from "./scheduling-format";
import { SectionError } from "./section-error";
import { TemplateForm, templateDayId } from "./template-form";
import { useAvailabilityTemplates, useDeleteTemplate, useSaveTemplate } from "./use-scheduling";
import { dayList, weekdayCopies } from "./weekday-copy";

export type TemplatesDialogMode = "list" | "create";

interface TemplatesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: TemplatesDialogMode;
  onCloseAutoFocus?: (event: Event) => void;
}

export function TemplatesDialog({ open, onOpenChange, mode, onCloseAutoFocus }: TemplatesDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-xl"
        onCloseAutoFocus={onCloseAutoFocus}
        // Set Daily Hours opens on the form: start at its first field rather than the list.
        onOpenAutoFocus={(event) => {
          const day = mode === "create" ? document.getElementById(templateDayId(null)) : null;
          if (!day) return;
          event.preventDefault();
          day.focus();
        }}
        // A stray click beside the dialog must not throw away hours being typed.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Daily Schedule Templates</DialogTitle>
          <DialogDescription>
            The hours you work on each weekday. Clients can book the time slots inside them.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts in the mode it was opened in. */}
        {open ? <TemplateManager startCreating={mode === "create"} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** Monday first, as the forms list the days. */
const weekOrder = (t: AvailabilityTemplate) => FORM_DAYS.indexOf(DAY_NAMES[t.dayOfWeek] ?? "SUNDAY");

function TemplateManager({ startCreating }: { startCreating: boolean }) {
  const templates = useAvailabilityTemplates();
  const remove = useDeleteTemplate();
  const save = useSaveTemplate();
  const [copyingId, setCopyingId] = useState<string | null>(null);
  const [editing, setEditing] = useState<AvailabilityTemplate | "new" | null>(startCreating ? "new" : null);
  // The form opened with the dialog gets focus from the dialog; one opened from the list takes it itself.
  const [fromList, setFromList] = useState(false);
  const edit = (next: AvailabilityTemplate | "new") => {
    setFromList(true);
    setEditing(next);
  };
  const [deleting, setDeleting] = useState<{ open: boolean; template: AvailabilityTemplate | null }>({
    open: false,
    template: null,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const list = [...(templates.data ?? [])].sort(
    (a, b) => weekOrder(a) - weekOrder(b) || a.startTime.localeCompare(b.startTime),
  );

  const confirmDelete = () => {
    const template = deleting.template;
    if (!template) return;
    remove.mutate(template.id, {
      onSuccess: () => {
        toast({
          title: "Daily schedule template deleted successfully",
          description: `${weekdayLabel(template.dayOfWeek)} ${template.startTime}–${template.endTime}`,
        });
        if (editing !== "new" && editing?.id === template.id) setEditing(null);
        setDeleting((s) => ({ ...s, open: false }));
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: errorMessage(error, "Failed to delete template"),
        }),
    });
  };

  /** One day's hours to every weekday without hours yet, one template each. */
  const copyToWeekdays = async (source: AvailabilityTemplate) => {
    const copies = weekdayCopies(source, list);
    const from = `${weekdayLabel(source.dayOfWeek)} ${source.startTime}–${source.endTime}`;
    if (copies.length === 0) {
      toast({
        title: "Every weekday already has hours",
        description: `Nothing was copied from ${from}. Edit a day to change its hours.`,
      });
      return;
    }
    setCopyingId(source.id);
    const copied: number[] = [];
    try {
      for (const input of copies) {
        await save.mutateAsync({ id: null, input });
        copied.push(Number(input.dayOfWeek));
      }
      toast({ title: "Hours copied to weekdays", description: `${from} copied to ${dayList(copied)}.` });
    } catch (error) {
      const before = copied.length > 0 ? `Copied to ${dayList(copied)} only. ` : "";
      toast({
        variant: "destructive",
        title: "Error",
        description: before + errorMessage(error, "Failed to copy the hours"),
      });
    } finally {
      setCopyingId(null);
    }
  };

  return (
    <div className="grid gap-5">
      <section aria-labelledby="template-list-heading" className="grid gap-2">
        <h3
          id="template-list-heading"
          ref={heading}
          tabIndex={-1}
          className="text-sm font-semibold outline-none"
        >
          Your hours{templates.data ? ` (${plural(list.length, "template")})` : ""}
        </h3>
        {templates.isPending ? (
          <ul aria-label="Loading templates" className="grid gap-2">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-12 w-full rounded-lg" />
              </li>
            ))}
          </ul>
        ) : templates.isError ? (
          <SectionError
            message="We couldn't load your daily hours."
            onRetry={() => templates.refetch()}
            retrying={templates.isFetching}
          />
        ) : list.length === 0 ? (
          <div className="flex items-center gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
            <p>No daily hours yet. Add the hours you work on each weekday so clients can book you.</p>
          </div>
        ) : (
          <ul aria-label="Daily schedule templates" className="grid max-h-48 gap-2 overflow-y-auto pr-1">
            {list.map((t) => (
              <li
                key={t.id}
                className="flex items-center gap-3 rounded-lg border px-3 py-2 data-[current=true]:border-primary-solid data-[current=true]:bg-blue-50/60"
                data-current={editing !== "new" && editing?.id === t.id}
              >
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                    {weekdayLabel(t.dayOfWeek)}
                    {t.isEnabled ? null : <Badge variant="secondary">Disabled</Badge>}
                  </p>
                  <p className="text-sm text-muted-foreground tabular-nums">
                    {t.startTime}–{t.endTime}
                    {t.breaks.length > 0 ? ` · ${plural(t.breaks.length, "break")}` : ""}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={copyingId !== null}
                  onClick={() => void copyToWeekdays(t)}
                  aria-label={`Copy to weekdays: ${weekdayLabel(t.dayOfWeek)} ${t.startTime}–${t.endTime}`}
                >
                  <CopyPlus aria-hidden="true" />
                  <span className="hidden sm:inline">
                    {copyingId === t.id ? "Copying..." : "Copy to weekdays"}
                  </span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => edit(t)}
                  aria-label={`Edit ${weekdayLabel(t.dayOfWeek)} ${t.startTime}–${t.endTime}`}
                >
                  <PencilLine aria-hidden="true" />
                  <span className="hidden sm:inline">Edit</span>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => setDeleting({ open: true, template: t })}
                  aria-label={`Delete ${weekdayLabel(t.dayOfWeek)} ${t.startTime}–${t.endTime}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <Separator />

      {editing ? (
        <TemplateForm
          key={editing === "new" ? "new" : editing.id}
          template={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
          onCancel={() => setEditing(null)}
          focusOnMount={fromList}
        />
      ) : (
        <Button variant="outline" className="justify-self-start" onClick={() => edit("new")}>
          <Plus aria-hidden="true" />
          Add daily hours
        </Button>
      )}

      <ConfirmDeleteDialog
        open={deleting.open}
        onOpenChange={(open) => setDeleting((s) => ({ ...s, open }))}
        title="Delete these hours?"
        description={
          deleting.template
            ? `${weekdayLabel(deleting.template.dayOfWeek)} ${deleting.template.startTime}–${deleting.template.endTime} will no longer be offered to clients. Bookings already made stay as they are.`
            : ""
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        // The row that was asked about may be gone: keep focus inside the manager, at its list.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          heading.current?.focus();
        }}
      />
    </div>
  );
}
