-- A card payment that arrives once a proposal is already paid is kept as an OVERPAID row (never counted)
-- and refunded through the provider; these record the refund.
ALTER TABLE "estimate_payments" ADD COLUMN "refund_id" text;
--> statement-breakpoint
ALTER TABLE "estimate_payments" ADD COLUMN "refunded_at" timestamp with time zone;
--> statement-breakpoint
-- The completed payments of a proposal never add up to more than its total, whichever path writes them
-- (test checkout, Stripe webhook, a script). The proposal's row is locked first, so two payments of one
-- proposal are checked one after the other, each seeing the other's committed row. Statuses are
-- compared without case, as the reports count them.
CREATE FUNCTION "focal_payment_within_total"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total integer;
  counted bigint;
BEGIN
  SELECT total_cents INTO total FROM estimates WHERE id = NEW.estimate_id FOR UPDATE;
  SELECT coalesce(sum(amount_cents), 0) INTO counted
    FROM estimate_payments
   WHERE estimate_id = NEW.estimate_id AND upper(status) = 'COMPLETED' AND id <> NEW.id;
  IF counted + NEW.amount_cents > coalesce(total, 0) THEN
    RAISE EXCEPTION 'completed payments of proposal % would exceed its total', NEW.estimate_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'estimate_payments_within_total';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "estimate_payments_within_total"
  BEFORE INSERT OR UPDATE OF "status", "amount_cents", "estimate_id" ON "estimate_payments"
  FOR EACH ROW WHEN (upper(NEW.status) = 'COMPLETED')
  EXECUTE FUNCTION "focal_payment_within_total"();
