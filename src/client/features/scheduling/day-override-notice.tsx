import { CalendarCog, LoaderCircle, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { AvailabilityOverride } from "../../../shared/scheduling";
import { useDeleteOverride } from "./use-scheduling";

function describe(override: AvailabilityOverride): string {
  if (!override.isAvailable) return "You marked this day as unavailable.";
  const hours =
    override.startTime && override.endTime ? `${override.startTime}–${override.endTime}` : "special hours";
  return `This day has its own hours: ${hours}.`;
}

/**
 * Says that the chosen day does not follow its weekday's hours, and lets the studio go back to them.
 * Removing is one click: the override form puts it back just as quickly.
 */
export function DayOverrideNotice({ override }: { override: AvailabilityOverride }) {
  const remove = useDeleteOverride();
  // Awaited rather than mutate's callbacks: the refetch that follows unmounts this notice, and with it
  // those callbacks, before the toast would show.
  const onRemove = async () => {
    try {
      await remove.mutateAsync(override.id);
      toast({ title: "Override removed", description: "This day follows your daily hours again." });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Error",
        description: errorMessage(error, "Failed to remove override"),
      });
    }
  };
  return (
    <div className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm">
      <CalendarCog aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="font-medium text-amber-900">Day override</p>
        <p className="text-amber-900/80">{describe(override)}</p>
        {override.reason ? (
          <p className="text-amber-900/80 [overflow-wrap:anywhere]">Reason: {override.reason}</p>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="shrink-0 text-amber-900 hover:bg-amber-100"
        onClick={onRemove}
        disabled={remove.isPending}
      >
        {remove.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <X aria-hidden="true" />
        )}
        {remove.isPending ? "Removing..." : "Remove override"}
      </Button>
    </div>
  );
}
