import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { isHexColor } from "./hex-color";

/**
 * A colour as a swatch (the browser's picker) and as hex text, kept as one value: picking writes the
 * text, typing a full hex value moves the swatch.
 */
export function ColorField({
  label,
  hint,
  value,
  fallback,
  error,
  onChange,
  onBlur,
}: {
  label: string;
  hint: string;
  value: string;
  /** What the swatch shows while the text is not (yet) a colour. */
  fallback: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const id = useId();
  const hintId = useId();
  const messageId = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-3">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={isHexColor(value) ? value.toLowerCase() : fallback}
          onChange={(event) => onChange(event.target.value)}
          className="size-10 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-color-swatch]:rounded-sm [&::-webkit-color-swatch]:border-0 [&::-webkit-color-swatch-wrapper]:p-0"
        />
        <Input
          id={id}
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          className="max-w-36 font-mono uppercase"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : hintId}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </div>
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
