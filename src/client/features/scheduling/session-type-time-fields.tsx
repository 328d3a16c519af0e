/**
 * The editor's Time and Where: how long a session lasts, how its slots are spaced and guarded, how soon
 * and how far ahead it can be booked, and where it happens.
 */
import { SelectField } from "@/components/select-field";
import { FormField } from "@/components/ui/form-field";
import { SelectItem } from "@/components/ui/select";
import { LOCATION_KINDS, type LocationKind } from "../../../shared/session-types";
import { type DraftFieldsProps, FieldGroup, idOf, NumberField } from "./session-type-fields";
import { LOCATION_LABELS } from "./session-type-words";

/** What the location's detail field asks for, by kind; Google Meet needs none (the link is made). */
const DETAIL: Record<LocationKind, { label: string; placeholder: string; hint: string } | null> = {
  IN_PERSON: {
    label: "Address",
    placeholder: "123 Main St, Springfield",
    hint: "Shown to clients on the booking page.",
  },
  PHONE: {
    label: "Phone note",
    placeholder: "We will call the number you give",
    hint: "Optional: who calls whom.",
  },
  GOOGLE_MEET: null,
  CUSTOM: { label: "Details", placeholder: "Where and how you meet", hint: "Shown to clients." },
};

export function SessionTypeTimeFields({ draft, set, errors, prefix }: DraftFieldsProps) {
  const detail = DETAIL[draft.locationKind];
  const common = { prefix, errors };
  return (
    <>
      <FieldGroup title="Time" description="How long a session lasts and when it can be booked.">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <NumberField
            {...common}
            path="durationMinutes"
            label="Duration"
            unit="minutes"
            required
            value={draft.durationMinutes}
            onChange={(v) => set("durationMinutes", v)}
          />
          <NumberField
            {...common}
            path="slotIntervalMinutes"
            label="Start times every"
            unit="minutes"
            placeholder="Automatic"
            hint="Empty: one session after another."
            value={draft.slotIntervalMinutes}
            onChange={(v) => set("slotIntervalMinutes", v)}
          />
          <NumberField
            {...common}
            path="bufferBeforeMinutes"
            label="Buffer before"
            unit="minutes"
            value={draft.bufferBeforeMinutes}
            onChange={(v) => set("bufferBeforeMinutes", v)}
          />
          <NumberField
            {...common}
            path="bufferAfterMinutes"
            label="Buffer after"
            unit="minutes"
            value={draft.bufferAfterMinutes}
            onChange={(v) => set("bufferAfterMinutes", v)}
          />
          <NumberField
            {...common}
            path="minNoticeHours"
            label="Minimum notice"
            unit="hours"
            hint="How soon before a session clients can still book it."
            value={draft.minNoticeHours}
            onChange={(v) => set("minNoticeHours", v)}
          />
          <NumberField
            {...common}
            path="maxPerDay"
            label="At most per day"
            unit="sessions"
            placeholder="No limit"
            value={draft.maxPerDay}
            onChange={(v) => set("maxPerDay", v)}
          />
          <NumberField
            {...common}
            path="bookingWindowDays"
            label="Bookable ahead"
            unit="days"
            hint="How far ahead clients can book."
            value={draft.bookingWindowDays}
            onChange={(v) => set("bookingWindowDays", v)}
          />
        </div>
      </FieldGroup>
      <FieldGroup title="Where">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <SelectField
            id={idOf(prefix, "location.kind")}
            label="Location"
            required
            value={draft.locationKind}
            onChange={(value) => set("locationKind", value as LocationKind)}
            error={errors["location.kind"]}
            hint={
              draft.locationKind === "GOOGLE_MEET"
                ? "A meeting link is sent with the confirmation."
                : undefined
            }
          >
            {LOCATION_KINDS.map((kind) => (
              <SelectItem key={kind} value={kind}>
                {LOCATION_LABELS[kind]}
              </SelectItem>
            ))}
          </SelectField>
          {detail ? (
            <FormField
              id={idOf(prefix, "location.detail")}
              label={detail.label}
              maxLength={500}
              autoComplete="off"
              placeholder={detail.placeholder}
              hint={detail.hint}
              value={draft.locationDetail}
              error={errors["location.detail"]}
              onChange={(event) => set("locationDetail", event.target.value)}
            />
          ) : null}
        </div>
      </FieldGroup>
    </>
  );
}
