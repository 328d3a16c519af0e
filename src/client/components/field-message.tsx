/** A field's validation message, under the field; its id goes in the field's aria-describedby. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** The aria attributes of a field with this message. */
export function invalidProps(messageId: string, message: string | undefined) {
  return message
    ? { "aria-invalid": true as const, "aria-describedby": messageId }
    : { "aria-invalid": undefined, "aria-describedby": undefined };
}
