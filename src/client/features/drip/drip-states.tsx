import { ErrorState, type RetryProps } from "@/components/error-state";
import { BoneSet, type Bones } from "@/components/list-skeleton";

/** A row of the sequence: its switch, day badge, subject and preview button. */
const SEQUENCE_ROW: readonly Bones[] = ["size-4 rounded-sm", "h-5 w-14", "h-4 flex-1", "size-8"];

/** Loading: rows shaped like the sequence (a switch, a day badge, a subject, a button). */
export function SequenceSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading email templates" className="divide-y">
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
        <li key={i} className="flex items-center gap-3 px-4 py-3.5">
          <BoneSet bones={SEQUENCE_ROW} />
        </li>
      ))}
    </ul>
  );
}

/** The load failure card, for the e-mails and for the campaign settings beside them. */
export function EmailsLoadFailure(props: RetryProps) {
  return (
    <ErrorState
      title="Unable to load email templates"
      titleAs="h2"
      description="We couldn't reach the server. Your campaign settings are safe; try again in a moment."
      retryLabel="Try again"
      retryingLabel="Try again"
      {...props}
    />
  );
}
