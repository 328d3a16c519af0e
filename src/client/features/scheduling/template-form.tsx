/**
 * One daily schedule template: its day, working hours, whether it is on, and its breaks. The form's
 * defaults (MONDAY, 09:00, 17:00, enabled) and messages, through the shared schema.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { Controller, useFieldArray, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { TimeInput } from "@/components/time-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import {
  type AvailabilityTemplate,
  availabilityTemplateInputSchema,
  DAY_NAMES,
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  FORM_DAYS,
} from "../../../shared/scheduling";
import { dayLabel, weekdayLabel } from "./scheduling-format";
import { useSaveTemplate } from "./use-scheduling";

type TemplateFormValues = z.input<typeof availabilityTemplateInputSchema>;
type TemplateValues = z.output<typeof availabilityTemplateInputSchema>;

const MAX_BREAKS = 10;

function defaultsOf(template: AvailabilityTemplate | null): TemplateFormValues {
  if (!template) {
    return {
      // The select's values are the API's day numbers; its labels are MONDAY..SUNDAY in words.
      dayOfWeek: String(DAY_NAMES.indexOf("MONDAY")),
      startTime: DEFAULT_START_TIME,
      endTime: DEFAULT_END_TIME,
      isEnabled: true,
      breaks: [],
    };
  }
  return {
    dayOfWeek: String(template.dayOfWeek),
    startTime: template.startTime,
    endTime: template.endTime,
    isEnabled: template.isEnabled,
    breaks: template.breaks.map((b) => ({
      startTime: b.startTime,
      endTime: b.endTime,
      label: b.label ?? "",
    })),
  };
}

export const templateDayId = (template: AvailabilityTemplate | null) =>
  `${template ? `template-${template.id}` : "new-template"}-day`;

export function TemplateForm({
  template,
  onDone,
  onCancel,
  focusOnMount,
}: {
  /** The template to edit; null adds one. */
  template: AvailabilityTemplate | null;
  onDone: () => void;
  onCancel: () => void;
  /** Opened from the list: move to the form (and scroll it into view on a phone). */
  focusOnMount: boolean;
}) {
  const save = useSaveTemplate();
  const form = useForm<TemplateFormValues, unknown, TemplateValues>({
    resolver: zodResolver(availabilityTemplateInputSchema),
    mode: "onTouched",
    defaultValues: defaultsOf(template),
  });
  const { errors } = form.formState;
  const breaks = useFieldArray({ control: form.control, name: "breaks" });
  const isEnabled = useWatch({ control: form.control, name: "isEnabled" });
  const idPrefix = template ? `template-${template.id}` : "new-template";
  const breaksMessage = errors.breaks?.message ?? errors.breaks?.root?.message;

  useEffect(() => {
    if (focusOnMount) form.setFocus("dayOfWeek");
  }, [focusOnMount, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const input = {
      ...values,
      breaks: values.breaks?.map((b) => ({ ...b, label: b.label ? b.label : null })) ?? [],
    };
    try {
      await save.mutateAsync({ id: template?.id ?? null, input });
      toast({
        title: template
          ? "Daily schedule template updated successfully"
          : "Daily schedule template created successfully",
        description: `${weekdayLabel(values.dayOfWeek)} ${values.startTime}–${values.endTime}`,
      });
      onDone();
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Error",
        description: errorMessage(
          error,
          template ? "Failed to update template" : "Failed to create template",
        ),
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`} className="text-sm font-semibold">
        {template ? `Edit ${weekdayLabel(template.dayOfWeek)} hours` : "Add daily hours"}
      </h3>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <Controller
          control={form.control}
          name="dayOfWeek"
          render={({ field }) => (
            <div className="grid gap-2">
              <Label htmlFor={templateDayId(template)}>
                Day
                <span aria-hidden="true" className="text-destructive">
                  *
                </span>
              </Label>
              <Select value={String(field.value)} onValueChange={field.onChange} name={field.name}>
                <SelectTrigger
                  id={templateDayId(template)}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  className="w-full"
                  aria-required="true"
                  aria-invalid={errors.dayOfWeek ? true : undefined}
                >
                  <SelectValue placeholder="Choose a day" />
                </SelectTrigger>
                <SelectContent>
                  {FORM_DAYS.map((day) => (
                    <SelectItem key={day} value={String(DAY_NAMES.indexOf(day))}>
                      {dayLabel(day)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {errors.dayOfWeek?.message ? (
                <p role="alert" className="text-sm text-destructive">
                  {errors.dayOfWeek.message}
                </p>
              ) : null}
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="isEnabled"
          render={({ field }) => (
            <div className="flex h-9 items-center gap-2">
              <Switch
                id={`${idPrefix}-enabled`}
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
              <Label htmlFor={`${idPrefix}-enabled`}>{isEnabled === false ? "Disabled" : "Enabled"}</Label>
            </div>
          )}
        />
      </div>

      <div className="grid grid-cols-2 items-start gap-4">
        {(["startTime", "endTime"] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <TimeInput
                id={`${idPrefix}-${name}`}
                label={name === "startTime" ? "Start time" : "End time"}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errors[name]?.message}
              />
            )}
          />
        ))}
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">
          Breaks <span className="font-normal text-muted-foreground">(optional)</span>
        </legend>
        {breaks.fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No breaks: every hour between start and end is open.
          </p>
        ) : (
          <ul className="grid gap-3">
            {breaks.fields.map((item, index) => (
              <li
                key={item.id}
                className="grid grid-cols-[1fr_1fr_auto] items-start gap-2 rounded-lg border p-3"
              >
                {(["startTime", "endTime"] as const).map((name) => (
                  <Controller
                    key={name}
                    control={form.control}
                    name={`breaks.${index}.${name}`}
                    render={({ field }) => (
                      <TimeInput
                        id={`${idPrefix}-break-${item.id}-${name}`}
                        label={name === "startTime" ? "From" : "To"}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        inputRef={field.ref}
                        error={errors.breaks?.[index]?.[name]?.message}
                      />
                    )}
                  />
                ))}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="mt-6"
                  aria-label={`Remove break ${index + 1}`}
                  onClick={() => breaks.remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
                <div className="col-span-2 grid gap-2">
                  <Label htmlFor={`${idPrefix}-break-${item.id}-label`} className="sr-only">
                    Break {index + 1} label
                  </Label>
                  <Input
                    id={`${idPrefix}-break-${item.id}-label`}
                    placeholder="Label, e.g. Lunch"
                    maxLength={100}
                    {...form.register(`breaks.${index}.label`)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
        {breaksMessage ? (
          <p role="alert" className="text-sm text-destructive">
            {breaksMessage}
          </p>
        ) : null}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={breaks.fields.length >= MAX_BREAKS}
          onClick={() => breaks.append({ startTime: "12:00", endTime: "13:00", label: "" })}
        >
          <Plus aria-hidden="true" />
          Add break
        </Button>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <SubmitButton busy={save.isPending} busyLabel="Saving...">
          {template ? "Update Template" : "Create Template"}
        </SubmitButton>
      </div>
    </form>
  );
}
