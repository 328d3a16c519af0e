import { ErrorState } from "@/components/error-state";

/** The list could not be loaded: say so plainly and offer another try. */
export function ClientsErrorState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return <ErrorState title="We couldn't load your clients" onRetry={onRetry} retrying={retrying} />;
}
