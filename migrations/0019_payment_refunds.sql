-- Money the studio records by hand (a cheque, cash, a bank transfer): the day it arrived and a note.
-- Checkout payments keep their method ('card:deposit', 'card:full') and leave both empty.
ALTER TABLE "estimate_payments" ADD COLUMN "received_on" date;
--> statement-breakpoint
ALTER TABLE "estimate_payments" ADD COLUMN "note" text;
--> statement-breakpoint
-- A refund of a counted payment, whole or in part. A card refund is written PENDING before the provider
-- is asked, so that the amount is spoken for while the call is under way; it then becomes SUCCEEDED, or
-- FAILED, which frees the amount again. A refund of money recorded by hand is SUCCEEDED at once.
CREATE TABLE "payment_refunds" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "photographer_id" uuid NOT NULL REFERENCES "photographers"("id") ON DELETE CASCADE,
  "payment_id" uuid NOT NULL REFERENCES "estimate_payments"("id") ON DELETE CASCADE,
  "amount_cents" integer NOT NULL CONSTRAINT "payment_refunds_amount_positive" CHECK ("amount_cents" > 0),
  "reason" text,
  "status" text NOT NULL CONSTRAINT "payment_refunds_status_known"
    CHECK ("status" IN ('PENDING', 'SUCCEEDED', 'FAILED')),
  "provider_refund_id" text UNIQUE,
  "earning_id" uuid REFERENCES "photographer_earnings"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "payment_refunds_photographer_created_idx" ON "payment_refunds" ("photographer_id", "created_at");
--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" ("payment_id");
--> statement-breakpoint
CREATE TRIGGER focal_studio_row_changed AFTER INSERT OR UPDATE OR DELETE ON "payment_refunds"
  FOR EACH ROW EXECUTE FUNCTION focal_studio_row_changed();
--> statement-breakpoint
CREATE TRIGGER focal_studio_table_truncated AFTER TRUNCATE ON "payment_refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION focal_studio_table_truncated();
--> statement-breakpoint
-- A payment's refunds that are not FAILED never add up to more than the payment, whichever path writes
-- them. The payment's row is locked first, so two refunds of one payment are checked one after the other,
-- each seeing the other's committed row.
CREATE FUNCTION "focal_refunds_within_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid integer;
  refunded bigint;
BEGIN
  SELECT amount_cents INTO paid FROM estimate_payments WHERE id = NEW.payment_id FOR UPDATE;
  SELECT coalesce(sum(amount_cents), 0) INTO refunded
    FROM payment_refunds
   WHERE payment_id = NEW.payment_id AND status <> 'FAILED' AND id <> NEW.id;
  IF refunded + NEW.amount_cents > coalesce(paid, 0) THEN
    RAISE EXCEPTION 'refunds of payment % would exceed its amount', NEW.payment_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'payment_refunds_within_payment';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_refunds_within_payment"
  BEFORE INSERT OR UPDATE OF "status", "amount_cents", "payment_id" ON "payment_refunds"
  FOR EACH ROW WHEN (NEW.status <> 'FAILED')
  EXECUTE FUNCTION "focal_refunds_within_payment"();
--> statement-breakpoint
-- The proposal's guard (migration 0010) now counts what was kept: completed payments less their
-- SUCCEEDED refunds. A refund still PENDING frees nothing yet, because it may fail and the money stay;
-- so money refunded can be paid again, and no path can take the kept sum past the total.
CREATE OR REPLACE FUNCTION "focal_payment_within_total"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total integer;
  counted bigint;
  own_refunds bigint;
BEGIN
  SELECT total_cents INTO total FROM estimates WHERE id = NEW.estimate_id FOR UPDATE;
  SELECT coalesce(sum(ep.amount_cents), 0) - coalesce((
           SELECT sum(r.amount_cents)
             FROM payment_refunds r
             JOIN estimate_payments rp ON rp.id = r.payment_id
            WHERE rp.estimate_id = NEW.estimate_id AND upper(rp.status) = 'COMPLETED'
              AND rp.id <> NEW.id AND r.status = 'SUCCEEDED'), 0)
    INTO counted
    FROM estimate_payments ep
   WHERE ep.estimate_id = NEW.estimate_id AND upper(ep.status) = 'COMPLETED' AND ep.id <> NEW.id;
  SELECT coalesce(sum(amount_cents), 0) INTO own_refunds
    FROM payment_refunds WHERE payment_id = NEW.id AND status = 'SUCCEEDED';
  IF counted + NEW.amount_cents - own_refunds > coalesce(total, 0) THEN
    RAISE EXCEPTION 'completed payments of proposal % would exceed its total', NEW.estimate_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'estimate_payments_within_total';
  END IF;
  RETURN NEW;
END
$$;
