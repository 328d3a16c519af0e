import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";

type DateKey = "deliveryDate" | "consultationDate";

const LABELS: Record<DateKey, { label: string; id: string }> = {
  deliveryDate: { label: "Delivery date", id: "delivery-date" },
  consultationDate: { label: "Consultation date", id: "consultation-date" },
};

/**
 * The delivery and consultation days, side by side. Time-based automations can count from them
 * ("3 days after delivery"), so a project without them never gets those messages.
 */
export function ProjectDatesFields({
  idPrefix,
  fields,
  errors,
}: {
  idPrefix: string;
  /** `form.register("deliveryDate")` and `form.register("consultationDate")`. */
  fields: Record<DateKey, UseFormRegisterReturn>;
  errors: Partial<Record<DateKey, string>>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(Object.keys(LABELS) as DateKey[]).map((key) => (
        <FormField
          key={key}
          id={`${idPrefix}-${LABELS[key].id}`}
          label={LABELS[key].label}
          type="date"
          min="1900-01-01"
          max="2200-12-31"
          error={errors[key]}
          {...fields[key]}
        />
      ))}
    </div>
  );
}
