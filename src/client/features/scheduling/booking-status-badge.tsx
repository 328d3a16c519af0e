import { Badge, type BadgeProps } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { bookingStatus, type StatusTone } from "./scheduling-format";

const BADGE: Record<StatusTone, NonNullable<BadgeProps["variant"]>> = {
  amber: "warning",
  green: "success",
  blue: "info",
  red: "danger",
};

const DOT: Record<StatusTone, string> = {
  amber: "bg-amber-500",
  green: "bg-green-600",
  blue: "bg-blue-500",
  red: "bg-red-500",
};

/** The coloured dot beside a booking; the badge next to it carries the words. */
export function BookingStatusDot({ status, className }: { status: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-block size-2.5 shrink-0 rounded-full",
        DOT[bookingStatus(status).tone],
        className,
      )}
    />
  );
}

/** PENDING amber "Pending", CONFIRMED green "Confirmed", anything else its raw status in blue. */
export function BookingStatusBadge({ status }: { status: string }) {
  const { label, tone } = bookingStatus(status);
  return <Badge variant={BADGE[tone]}>{label}</Badge>;
}
