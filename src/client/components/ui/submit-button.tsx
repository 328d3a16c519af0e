import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "./button";

/** A form's submit button: disabled and relabelled ("Saving...") with a spinner while the form is busy. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  ...props
}: ComponentProps<typeof Button> & { busy: boolean; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy || disabled} {...props}>
      {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
      {busy ? busyLabel : children}
    </Button>
  );
}
