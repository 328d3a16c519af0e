-- A proposal is paid in instalments: a payment schedule of 1 to 12 rows, each an amount (kept, and the
-- percentage it was written as, when it was one) due on a date or on signing (due_date NULL).
CREATE TABLE "estimate_installments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL REFERENCES "photographers"("id") ON DELETE CASCADE,
	"estimate_id" uuid NOT NULL REFERENCES "estimates"("id") ON DELETE CASCADE,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"percent_basis_points" integer,
	"amount_cents" integer NOT NULL,
	"due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimate_installments_estimate_position_unique" UNIQUE ("estimate_id", "position"),
	CONSTRAINT "estimate_installments_amount_positive" CHECK ("amount_cents" >= 0),
	CONSTRAINT "estimate_installments_percent_range"
		CHECK ("percent_basis_points" IS NULL OR "percent_basis_points" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE INDEX "estimate_installments_photographer_idx" ON "estimate_installments" ("photographer_id");
--> statement-breakpoint
CREATE TRIGGER focal_studio_row_changed AFTER INSERT OR UPDATE OR DELETE ON "estimate_installments"
  FOR EACH ROW EXECUTE FUNCTION focal_studio_row_changed();
--> statement-breakpoint
CREATE TRIGGER focal_studio_table_truncated AFTER TRUNCATE ON "estimate_installments"
  FOR EACH STATEMENT EXECUTE FUNCTION focal_studio_table_truncated();
--> statement-breakpoint
-- Whether the studio wrote the schedule itself; otherwise it follows the deposit and the total.
ALTER TABLE "estimates" ADD COLUMN "schedule_custom" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A card payment made for one instalment. amount_cents stays the money applied to the proposal; what was
-- charged beyond the instalment (two checkouts of one instalment both paid) is excess_cents, refunded
-- automatically, and the refund of that excess is recorded apart from a whole overpayment's refund.
ALTER TABLE "estimate_payments" ADD COLUMN "installment_id" uuid
  REFERENCES "estimate_installments"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "estimate_payments" ADD COLUMN "excess_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "estimate_payments" ADD COLUMN "excess_refund_id" text;
--> statement-breakpoint
ALTER TABLE "estimate_payments" ADD COLUMN "excess_refunded_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "estimate_payments_installment_idx" ON "estimate_payments" ("installment_id");
--> statement-breakpoint
-- Every existing proposal gets the schedule it had implicitly: the deposit on signing and the balance,
-- or one payment in full when it has no deposit.
INSERT INTO "estimate_installments"
  ("photographer_id", "estimate_id", "position", "label", "percent_basis_points", "amount_cents", "due_date")
SELECT e.photographer_id, e.id, s.position, s.label, s.percent_basis_points, s.amount_cents, NULL
  FROM "estimates" e
 CROSS JOIN LATERAL (
   SELECT 0 AS position, 'Deposit' AS label, coalesce(e.deposit_percent, 0) * 100 AS percent_basis_points,
          e.deposit_cents AS amount_cents
    WHERE e.deposit_cents > 0 AND e.deposit_cents < e.total_cents
   UNION ALL
   SELECT 1, 'Balance', 10000 - coalesce(e.deposit_percent, 0) * 100, e.total_cents - e.deposit_cents
    WHERE e.deposit_cents > 0 AND e.deposit_cents < e.total_cents
   UNION ALL
   SELECT 0, 'Payment in full', 10000, greatest(e.total_cents, 0)
    WHERE NOT (e.deposit_cents > 0 AND e.deposit_cents < e.total_cents)
 ) s;
