import { FormField } from "@/components/ui/form-field";
import { normalizeTime } from "@/lib/form-values";

/**
 * A time of day on the 24-hour clock. A plain text field rather than type="time", whose
 * display follows the browser's locale and shows AM/PM in en-US; what is typed is tidied on leaving.
 */
export function TimeInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  className,
  inputRef,
}: {
  id: string;
  label: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  return (
    <FormField
      id={id}
      ref={inputRef}
      label={label}
      required={required}
      disabled={disabled}
      className={className}
      value={value ?? ""}
      inputMode="numeric"
      autoComplete="off"
      placeholder="HH:MM"
      maxLength={5}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => {
        const tidy = normalizeTime(event.target.value);
        if (tidy !== event.target.value) onChange(tidy);
        onBlur();
      }}
    />
  );
}
