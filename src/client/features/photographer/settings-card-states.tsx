import { ErrorState, type RetryProps } from "@/components/error-state";
import { BoneSet } from "@/components/list-skeleton";

/** Loading state of an integrations card: two lines of text and its button. */
export function SettingsCardSkeleton({
  label,
  buttonClassName = "w-40",
}: {
  label: string;
  buttonClassName?: string;
}) {
  return (
    <div className="grid gap-3">
      <span className="sr-only">{label}</span>
      <BoneSet bones={["h-4 w-full max-w-md", "h-4 w-2/3 max-w-sm", `mt-1 h-9 ${buttonClassName}`]} />
    </div>
  );
}

/** Error state of an integrations card: what could not be loaded, and a way to try again. */
export function SettingsCardError({ message, ...props }: RetryProps & { message: string }) {
  return <ErrorState compact title={message} retryLabel="Try again" {...props} />;
}
