-- Autopay: the card a client saved while paying a proposal, charged off-session for the instalments that
-- fall due. One row per proposal; the provider's customer is kept even while autopay is off, so that a
-- later opt-in reuses it rather than making another.
CREATE TABLE "proposal_autopay" (
	"estimate_id" uuid PRIMARY KEY NOT NULL REFERENCES "estimates"("id") ON DELETE CASCADE,
	"photographer_id" uuid NOT NULL REFERENCES "photographers"("id") ON DELETE CASCADE,
	"enabled" boolean DEFAULT false NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text,
	"card_label" text,
	"card_version" integer DEFAULT 0 NOT NULL,
	"last_failure_installment_id" uuid,
	"last_failure_message" text,
	"last_failure_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "proposal_autopay_photographer_idx" ON "proposal_autopay" ("photographer_id");
--> statement-breakpoint
CREATE TRIGGER focal_studio_row_changed AFTER INSERT OR UPDATE OR DELETE ON "proposal_autopay"
  FOR EACH ROW EXECUTE FUNCTION focal_studio_row_changed();
--> statement-breakpoint
CREATE TRIGGER focal_studio_table_truncated AFTER TRUNCATE ON "proposal_autopay"
  FOR EACH STATEMENT EXECUTE FUNCTION focal_studio_table_truncated();
--> statement-breakpoint
-- One off-session charge of an instalment with one saved card (attempt = the card's version). The unique
-- key is the claim: of two workers, one inserts the row and charges, the other finds it taken.
CREATE TABLE "autopay_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL REFERENCES "photographers"("id") ON DELETE CASCADE,
	"estimate_id" uuid NOT NULL REFERENCES "estimates"("id") ON DELETE CASCADE,
	"installment_id" uuid NOT NULL REFERENCES "estimate_installments"("id") ON DELETE CASCADE,
	"attempt" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'CHARGING' NOT NULL,
	"payment_intent_id" text,
	"message" text,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autopay_attempts_installment_attempt_unique" UNIQUE ("installment_id", "attempt")
);
--> statement-breakpoint
CREATE INDEX "autopay_attempts_photographer_idx" ON "autopay_attempts" ("photographer_id");
--> statement-breakpoint
CREATE INDEX "autopay_attempts_estimate_idx" ON "autopay_attempts" ("estimate_id");
--> statement-breakpoint
CREATE TRIGGER focal_studio_row_changed AFTER INSERT OR UPDATE OR DELETE ON "autopay_attempts"
  FOR EACH ROW EXECUTE FUNCTION focal_studio_row_changed();
--> statement-breakpoint
CREATE TRIGGER focal_studio_table_truncated AFTER TRUNCATE ON "autopay_attempts"
  FOR EACH STATEMENT EXECUTE FUNCTION focal_studio_table_truncated();
--> statement-breakpoint
-- A checkout the client asked to keep the card of: its completion saves the card and turns autopay on.
ALTER TABLE "estimate_payments" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;
