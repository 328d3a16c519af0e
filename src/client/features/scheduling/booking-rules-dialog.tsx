/**
 * Booking rules: how the working hours are cut into slots (length, spacing between start times, buffer
 * around bookings) and how far ahead clients may book (minimum notice, booking window).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { type SlotRules, slotRulesInputSchema } from "../../../shared/scheduling";
import { SectionError } from "./section-error";
import { useSaveSlotRules, useSlotRules } from "./use-scheduling";

type RulesFormValues = z.input<typeof slotRulesInputSchema>;

const FIELDS: { name: keyof SlotRules; label: string; unit: string; hint: string }[] = [
  { name: "slotMinutes", label: "Appointment length", unit: "minutes", hint: "How long each slot lasts." },
  {
    name: "slotIntervalMinutes",
    label: "Start times every",
    unit: "minutes",
    hint: "Spacing between one slot's start and the next.",
  },
  {
    name: "bufferMinutes",
    label: "Buffer",
    unit: "minutes",
    hint: "Kept free before and after each booking.",
  },
  {
    name: "minNoticeHours",
    label: "Minimum notice",
    unit: "hours",
    hint: "How soon before a slot clients can still book it.",
  },
  {
    name: "bookingWindowDays",
    label: "Booking window",
    unit: "days",
    hint: "How far ahead clients can book.",
  },
];

interface BookingRulesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function BookingRulesDialog({ open, onOpenChange, onCloseAutoFocus }: BookingRulesDialogProps) {
  const rules = useSlotRules();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-lg"
        onCloseAutoFocus={onCloseAutoFocus}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Booking rules</DialogTitle>
          <DialogDescription>
            How your daily hours are cut into time slots, and how far ahead clients can book them.
          </DialogDescription>
        </DialogHeader>
        {!open ? null : rules.isPending ? (
          <div aria-busy="true" className="grid gap-5 sm:grid-cols-2">
            {FIELDS.map((field) => (
              <div key={field.name} className="grid gap-2">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-9 w-full" />
              </div>
            ))}
          </div>
        ) : rules.isError ? (
          <SectionError
            message="We couldn't load your booking rules."
            onRetry={() => rules.refetch()}
            retrying={rules.isFetching}
          />
        ) : (
          <RulesForm rules={rules.data} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RulesForm({ rules, onDone }: { rules: SlotRules; onDone: () => void }) {
  const save = useSaveSlotRules();
  const form = useForm<RulesFormValues, unknown, SlotRules>({
    resolver: zodResolver(slotRulesInputSchema),
    mode: "onTouched",
    defaultValues: Object.fromEntries(FIELDS.map(({ name }) => [name, String(rules[name])])),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast({ title: "Booking rules saved", description: "Your time slots follow the new rules." });
      onDone();
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Error",
        description: errorMessage(error, "Failed to save booking rules"),
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`rules-${field.name}`}
            label={`${field.label} (${field.unit})`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            required
            hint={field.hint}
            error={errors[field.name]?.message}
            {...form.register(field.name)}
          />
        ))}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton busy={save.isPending} busyLabel="Saving...">
          Save rules
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
