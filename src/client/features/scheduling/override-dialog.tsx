/**
 * Override Day: one date with its own hours, or off altogether, whatever its weekday's
 * template says. Saving a date that already has an override replaces it.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { TimeInput } from "@/components/time-input";
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
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import {
  type AvailabilityOverride,
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  overrideInputSchema,
} from "../../../shared/scheduling";
import { dayTitle } from "./scheduling-format";
import { useSaveOverride } from "./use-scheduling";

type OverrideFormValues = z.input<typeof overrideInputSchema>;
type OverrideValues = z.output<typeof overrideInputSchema>;

interface OverrideDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The day picked on the calendar, and its override when it has one. */
  date: string | null;
  override: AvailabilityOverride | null;
  /** The saved date, which the page shows next (it may differ from the one the form opened with). */
  onSaved: (date: string) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function OverrideDialog({ open, onOpenChange, onCloseAutoFocus, ...formProps }: OverrideDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-md"
        onCloseAutoFocus={onCloseAutoFocus}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Override Day</DialogTitle>
          <DialogDescription>
            Give one date its own hours, or take it off, without changing your daily hours.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the day picked. */}
        {open ? <OverrideForm {...formProps} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function OverrideForm({
  date,
  override,
  onSaved,
  onDone,
}: Omit<OverrideDialogProps, "open" | "onOpenChange" | "onCloseAutoFocus"> & { onDone: () => void }) {
  const save = useSaveOverride();
  const existing = override && override.date === date ? override : null;
  const form = useForm<OverrideFormValues, unknown, OverrideValues>({
    resolver: zodResolver(overrideInputSchema),
    mode: "onTouched",
    defaultValues: {
      date: date ?? "",
      isAvailable: existing?.isAvailable ?? true,
      startTime: existing?.startTime ?? DEFAULT_START_TIME,
      endTime: existing?.endTime ?? DEFAULT_END_TIME,
      reason: existing?.reason ?? "",
    },
  });
  const { errors } = form.formState;
  const isAvailable = useWatch({ control: form.control, name: "isAvailable" }) !== false;

  const onSubmit = form.handleSubmit(async (values) => {
    const input = {
      date: values.date,
      isAvailable: values.isAvailable,
      startTime: values.isAvailable ? values.startTime : null,
      endTime: values.isAvailable ? values.endTime : null,
      reason: values.reason ? values.reason : null,
    };
    try {
      await save.mutateAsync(input);
      toast({
        title: "Day override created successfully",
        description: values.isAvailable
          ? `${dayTitle(values.date)}: ${values.startTime}–${values.endTime}`
          : `${dayTitle(values.date)}: unavailable`,
      });
      onSaved(values.date);
      onDone();
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Failed to create override",
        description: errorMessage(error, "Please try again."),
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField
        id="override-date"
        label="Date"
        type="date"
        required
        error={errors.date?.message}
        {...form.register("date")}
      />
      {existing ? (
        <p className="-mt-2 text-xs text-muted-foreground">
          This day already has an override; saving replaces it.
        </p>
      ) : null}
      <Controller
        control={form.control}
        name="isAvailable"
        render={({ field }) => (
          <div className="flex items-start gap-3 rounded-lg border p-3">
            <Switch
              id="override-available"
              checked={field.value !== false}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby="override-available-hint"
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <Label htmlFor="override-available">Available</Label>
              <p id="override-available-hint" className="text-xs text-muted-foreground">
                {field.value !== false
                  ? "Clients can book this day within the hours below."
                  : "No one can book this day."}
              </p>
            </div>
          </div>
        )}
      />
      {isAvailable ? (
        <div className="grid grid-cols-2 items-start gap-4">
          {(["startTime", "endTime"] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <TimeInput
                  id={`override-${name}`}
                  label={name === "startTime" ? "Start time" : "End time"}
                  required
                  value={typeof field.value === "string" ? field.value : ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={errors[name]?.message}
                />
              )}
            />
          ))}
        </div>
      ) : null}
      <FormField
        id="override-reason"
        label="Reason"
        autoComplete="off"
        placeholder="e.g. Holiday, wedding day, studio open late"
        maxLength={200}
        hint="Only you see this."
        error={errors.reason?.message}
        {...form.register("reason")}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton busy={save.isPending} busyLabel="Saving...">
          Save override
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
