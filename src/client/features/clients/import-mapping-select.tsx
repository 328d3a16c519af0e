import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const NONE = "__none__";

interface ImportMappingSelectProps {
  label: string;
  hint?: string;
  required?: boolean;
  headers: readonly string[];
  value: string | null;
  onChange: (header: string | null) => void;
}

/** One Focal field, and beside it the file column that feeds it ("Don't import" when none). */
export function ImportMappingSelect({
  label,
  hint,
  required,
  headers,
  value,
  onChange,
}: ImportMappingSelectProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="grid min-w-0 gap-x-4 gap-y-1.5 sm:grid-cols-[10rem_1fr] sm:items-center">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      <Select value={value ?? NONE} onValueChange={(next) => onChange(next === NONE ? null : next)}>
        <SelectTrigger id={id} className="w-full min-w-0" aria-describedby={hint ? hintId : undefined}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NONE}>
            <span className="text-muted-foreground">Don't import</span>
          </SelectItem>
          {headers.map((header) => (
            <SelectItem key={header} value={header}>
              {header}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground sm:col-start-2">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
