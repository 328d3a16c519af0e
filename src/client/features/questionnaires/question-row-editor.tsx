import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import {
  hasOptions,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionType,
} from "../../../shared/questionnaires";
import type { QuestionRow, RowProblem } from "./question-draft";

interface QuestionRowEditorProps {
  row: QuestionRow;
  number: number;
  problems: RowProblem[];
  disabled: boolean;
  onChange: (row: QuestionRow) => void;
  onDelete: () => void;
}

/** One question: drag handle, type, label, options for choice types, required, delete. */
export function QuestionRowEditor({
  row,
  number,
  problems,
  disabled,
  onChange,
  onDelete,
}: QuestionRowEditorProps) {
  const sortable = useSortable({ id: row.key, disabled });
  const labelProblem = problems.find((p) => p.field === "label");
  const optionsProblem = problems.find((p) => p.field === "options");
  const name = row.label.trim() || `question ${number}`;
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className={cn(
        "grid gap-3 rounded-lg border bg-background p-3 sm:p-4",
        sortable.isDragging ? "relative z-10 shadow-lg" : "",
      )}
      data-testid="question-row"
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          className="mt-1.5 cursor-grab rounded p-1 text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:cursor-grabbing"
          aria-label={`Drag to reorder ${name}`}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
          <Select value={row.type} onValueChange={(type) => onChange({ ...row, type: type as QuestionType })}>
            <SelectTrigger aria-label={`Type of question ${number}`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {QUESTION_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {QUESTION_TYPE_LABELS[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <div className="grid gap-1">
            <Input
              id={`question-${row.key}-label`}
              aria-label={`Question ${number}`}
              placeholder="Ask something…"
              value={row.label}
              aria-invalid={Boolean(labelProblem)}
              onChange={(e) => onChange({ ...row, label: e.target.value })}
              maxLength={500}
            />
            {labelProblem ? <p className="text-sm text-red-600">{labelProblem.message}</p> : null}
          </div>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={onDelete}
          disabled={disabled}
          aria-label={`Delete question ${number}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {hasOptions(row.type) ? (
        <div className="grid gap-1 pl-9">
          <Textarea
            id={`question-${row.key}-options`}
            aria-label={`Options for question ${number}, one per line`}
            placeholder={"One option per line\nYes\nNo"}
            rows={3}
            value={row.options}
            aria-invalid={Boolean(optionsProblem)}
            onChange={(e) => onChange({ ...row, options: e.target.value })}
          />
          {optionsProblem ? <p className="text-sm text-red-600">{optionsProblem.message}</p> : null}
        </div>
      ) : null}
      <div className="flex w-fit items-center gap-2 pl-9 text-sm">
        <Checkbox
          id={`question-${row.key}-required`}
          checked={row.isRequired}
          onCheckedChange={(v) => onChange({ ...row, isRequired: v === true })}
          aria-label={`Question ${number} is required`}
        />
        <label htmlFor={`question-${row.key}-required`}>Required</label>
      </div>
    </li>
  );
}
