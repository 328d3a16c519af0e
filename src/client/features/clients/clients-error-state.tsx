import { ErrorState, type RetryProps } from "@/components/error-state";

/** The list could not be loaded: say so plainly and offer another try. */
export function ClientsErrorState(props: RetryProps) {
  return <ErrorState title="We couldn't load your clients" {...props} />;
}
