import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { Question } from "../../../shared/questionnaires";
import { moveRow, newRow, type QuestionRow, rowProblems, savePlan } from "./question-draft";
import { QuestionRowEditor } from "./question-row-editor";
import { useDeleteQuestion, useRefreshQuestions, useSaveQuestion } from "./use-questionnaires";

interface QuestionEditorProps {
  templateId: string;
  saved: Question[];
  rows: QuestionRow[];
  onRowsChange: (rows: QuestionRow[] | null) => void;
}

/** New rows are created on save, existing ones updated; a new row's delete is local only. */
export function QuestionEditor({ templateId, saved, rows, onRowsChange }: QuestionEditorProps) {
  const saveQuestion = useSaveQuestion();
  const deleteQuestion = useDeleteQuestion();
  const refresh = useRefreshQuestions();
  const [saving, setSaving] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const problems = showProblems ? rowProblems(rows) : [];
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((r) => r.key === active.id);
    const to = rows.findIndex((r) => r.key === over.id);
    onRowsChange(moveRow(rows, from, to));
  };

  const remove = (row: QuestionRow) => {
    if (!row.id) {
      onRowsChange(rows.filter((r) => r.key !== row.key));
      return;
    }
    deleteQuestion.mutate(
      { id: row.id, templateId },
      {
        onSuccess: () => {
          onRowsChange(rows.filter((r) => r.key !== row.key));
          toast({ title: "Question Deleted", description: `"${row.label || "Untitled"}" was removed.` });
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Error",
            description: errorMessage(error, "Failed to delete question. Please try again."),
          }),
      },
    );
  };

  const save = async () => {
    const found = rowProblems(rows);
    if (found.length > 0) {
      setShowProblems(true);
      const first = found[0]!;
      document.getElementById(`question-${first.key}-${first.field}`)?.focus();
      return;
    }
    const plan = savePlan(templateId, rows, saved);
    setSaving(true);
    try {
      for (const { body } of plan.create) await saveQuestion.mutateAsync({ id: null, body });
      for (const { id, body } of plan.update) await saveQuestion.mutateAsync({ id, body });
      await refresh(templateId);
      onRowsChange(null);
      setShowProblems(false);
      const added = plan.create.length;
      const updated = plan.update.length;
      toast(
        added > 0
          ? {
              title: "Question Added",
              description: `${added} added${updated ? `, ${updated} updated` : ""}.`,
            }
          : updated > 0
            ? {
                title: "Question Updated",
                description: `${updated} ${updated === 1 ? "question" : "questions"} updated.`,
              }
            : { title: "Questions saved", description: "Nothing had changed." },
      );
    } catch (error) {
      await refresh(templateId);
      toast({
        variant: "destructive",
        title: "Error",
        description: errorMessage(
          error,
          plan.create.length > 0
            ? "Failed to add question. Please try again."
            : "Failed to update question. Please try again.",
        ),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No questions yet. Add the first one: what do you need to know from your client?
        </p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={rows.map((r) => r.key)} strategy={verticalListSortingStrategy}>
            <ol aria-label="Questions" className="grid max-h-[50vh] gap-2 overflow-y-auto pr-1">
              {rows.map((row, index) => (
                <QuestionRowEditor
                  key={row.key}
                  row={row}
                  number={index + 1}
                  problems={problems.filter((p) => p.key === row.key)}
                  disabled={saving}
                  onChange={(next) => onRowsChange(rows.map((r) => (r.key === row.key ? next : r)))}
                  onDelete={() => remove(row)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button
          type="button"
          variant="outline"
          onClick={() => onRowsChange([...rows, newRow()])}
          disabled={saving}
        >
          <Plus aria-hidden="true" />
          Add question
        </Button>
        <SubmitButton busy={saving} busyLabel="Saving...">
          Save questions
        </SubmitButton>
      </div>
    </form>
  );
}
