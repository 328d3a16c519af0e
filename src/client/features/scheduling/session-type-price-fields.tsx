/**
 * The editor's Price, Policy and Reminders: what a session costs and what is due when booking, what a
 * cancellation gets back, how late clients may cancel or move it online, and when reminders go out.
 */
import { FieldMessage } from "@/components/field-message";
import { PriceInput } from "@/components/price-input";
import { SelectField } from "@/components/select-field";
import { Label } from "@/components/ui/label";
import { SelectItem } from "@/components/ui/select";
import { formatMoney } from "../../../shared/currency";
import { parseMoney } from "../../../shared/money-input";
import { dueAtBookingCents, REFUND_RULES, type RefundRule } from "../../../shared/session-types";
import { type DraftFieldsProps, FieldGroup, idOf, NumberField, SwitchRow } from "./session-type-fields";
import { REFUND_RULE_LABELS } from "./session-type-words";

function MoneyField({
  id,
  label,
  value,
  onChange,
  currency,
  error,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  currency: string;
  error?: string;
  hint?: string;
}) {
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <PriceInput
        id={id}
        currency={currency}
        value={value}
        onValueChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : hint ? hintId : undefined}
      />
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={messageId} message={error} />
    </div>
  );
}

export function SessionTypePriceFields({
  draft,
  set,
  errors,
  prefix,
  currency,
}: DraftFieldsProps & { currency: string }) {
  const price = parseMoney(draft.price, currency);
  const deposit = parseMoney(draft.deposit, currency);
  const due = dueAtBookingCents({ priceCents: price, depositCents: deposit });
  const common = { prefix, errors };
  return (
    <>
      <FieldGroup title="Price" description="Leave the price at zero for a free session.">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <MoneyField
            id={idOf(prefix, "priceCents")}
            label="Price"
            currency={currency}
            value={draft.price}
            onChange={(v) => set("price", v)}
            error={errors.priceCents}
          />
          <MoneyField
            id={idOf(prefix, "depositCents")}
            label="Deposit"
            currency={currency}
            value={draft.deposit}
            onChange={(v) => set("deposit", v)}
            error={errors.depositCents}
            hint="Zero: the whole price is paid when booking."
          />
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {due > 0
            ? `Clients pay ${formatMoney(due, currency)} to book; the time is held for them while they pay.`
            : "Clients book without paying."}
        </p>
        <SelectField
          id={idOf(prefix, "refundRule")}
          label="When a paid booking is cancelled in time"
          value={draft.refundRule}
          onChange={(value) => set("refundRule", value as RefundRule)}
          error={errors.refundRule}
        >
          {REFUND_RULES.map((rule) => (
            <SelectItem key={rule} value={rule}>
              {REFUND_RULE_LABELS[rule]}
            </SelectItem>
          ))}
        </SelectField>
      </FieldGroup>
      <FieldGroup title="Policy" description="Up to when clients can cancel or move a booking online.">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <NumberField
            {...common}
            path="cancelNoticeHours"
            label="Cancel up to"
            unit="hours before"
            value={draft.cancelNoticeHours}
            onChange={(v) => set("cancelNoticeHours", v)}
          />
          <NumberField
            {...common}
            path="rescheduleNoticeHours"
            label="Reschedule up to"
            unit="hours before"
            value={draft.rescheduleNoticeHours}
            onChange={(v) => set("rescheduleNoticeHours", v)}
          />
        </div>
      </FieldGroup>
      <FieldGroup title="Reminders" description="Sent to the client before the session.">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-3">
            <SwitchRow
              id={idOf(prefix, "emailReminderOn")}
              label="E-mail reminder"
              checked={draft.emailReminderOn}
              onChange={(on) => set("emailReminderOn", on)}
              hint={draft.emailReminderOn ? "Sent once, before the session." : "Off: no e-mail reminder."}
            />
            {draft.emailReminderOn ? (
              <NumberField
                {...common}
                path="emailReminderHours"
                label="E-mail"
                unit="hours before"
                value={draft.emailReminderHours}
                onChange={(v) => set("emailReminderHours", v)}
              />
            ) : null}
          </div>
          <div className="grid content-start gap-3">
            <SwitchRow
              id={idOf(prefix, "smsReminderOn")}
              label="SMS reminder"
              checked={draft.smsReminderOn}
              onChange={(on) => set("smsReminderOn", on)}
              hint={draft.smsReminderOn ? "To clients who gave a phone number." : "Off: no text message."}
            />
            {draft.smsReminderOn ? (
              <NumberField
                {...common}
                path="smsReminderHours"
                label="SMS"
                unit="hours before"
                value={draft.smsReminderHours}
                onChange={(v) => set("smsReminderHours", v)}
              />
            ) : null}
          </div>
        </div>
      </FieldGroup>
    </>
  );
}
