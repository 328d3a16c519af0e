import { ErrorState, type RetryProps } from "@/components/error-state";

/** A section that could not load: what is missing in plain words, and another try. */
export function SectionError({ message, ...props }: RetryProps & { message: string; className?: string }) {
  return (
    <ErrorState
      compact
      title={message}
      description="Check your connection and try again."
      retryLabel="Try again"
      retryingLabel="Trying again..."
      {...props}
    />
  );
}
