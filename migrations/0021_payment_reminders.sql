-- Payment reminders (PAYMENT_DUE_SOON / PAYMENT_OVERDUE): one row per automation and instalment, written
-- with the send it queues, so that each reminder goes once however many clocks tick.
CREATE TABLE "payment_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL REFERENCES "photographers"("id") ON DELETE CASCADE,
	"automation_id" uuid NOT NULL REFERENCES "automations"("id") ON DELETE CASCADE,
	"installment_id" uuid REFERENCES "estimate_installments"("id") ON DELETE SET NULL,
	"execution_id" uuid REFERENCES "automation_executions"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminders_automation_installment_unique"
	ON "payment_reminders" ("automation_id", "installment_id");
--> statement-breakpoint
CREATE INDEX "payment_reminders_execution_idx" ON "payment_reminders" ("execution_id");
--> statement-breakpoint
CREATE INDEX "payment_reminders_installment_idx" ON "payment_reminders" ("installment_id");
--> statement-breakpoint
CREATE INDEX "payment_reminders_photographer_idx" ON "payment_reminders" ("photographer_id");
--> statement-breakpoint
CREATE TRIGGER focal_studio_row_changed AFTER INSERT OR UPDATE OR DELETE ON "payment_reminders"
  FOR EACH ROW EXECUTE FUNCTION focal_studio_row_changed();
--> statement-breakpoint
CREATE TRIGGER focal_studio_table_truncated AFTER TRUNCATE ON "payment_reminders"
  FOR EACH STATEMENT EXECUTE FUNCTION focal_studio_table_truncated();
