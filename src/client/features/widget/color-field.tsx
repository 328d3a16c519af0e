/**
 * A colour: the browser's picker beside the hex code, either of which can change it. A half-typed
 * code stays in the box (and out of the widget) until it is a whole #rrggbb.
 */
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { isHexColor } from "../../widget/widget-config";

const INVALID = "Use a colour like #3b82f6";

export function ColorField({
  id,
  label,
  value,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (color: string) => void;
  hint?: string;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [touched, setTouched] = useState(false);
  // The picker, a preset or a reset changed it from outside: the box follows.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const candidate = text.startsWith("#") ? text.trim() : `#${text.trim()}`;
  const error = touched && !isHexColor(candidate) ? INVALID : undefined;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="size-9 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
        <Input
          id={id}
          value={text}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="font-mono uppercase"
          onChange={(e) => {
            const next = e.target.value;
            setText(next);
            const hex = next.startsWith("#") ? next.trim() : `#${next.trim()}`;
            if (isHexColor(hex)) {
              setShown(hex);
              onChange(hex);
            }
          }}
          onBlur={() => setTouched(true)}
        />
      </div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
