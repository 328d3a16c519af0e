-- The studio's e-mails about what its clients did (a proposal signed, a payment received, an inquiry, a
-- questionnaire submitted): each on unless the studio switches it off.
ALTER TABLE "photographers" ADD COLUMN "notify_proposal_signed" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "photographers" ADD COLUMN "notify_payment_received" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "photographers" ADD COLUMN "notify_inquiry_received" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "photographers" ADD COLUMN "notify_questionnaire_submitted" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- One row per notification or receipt sent, keyed by what it is about: a job that runs again finds the
-- row and sends nothing.
CREATE TABLE "notification_deliveries" (
  "delivery_key" text PRIMARY KEY NOT NULL,
  "photographer_id" uuid NOT NULL REFERENCES "photographers"("id") ON DELETE CASCADE,
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notification_deliveries_photographer_idx" ON "notification_deliveries" ("photographer_id");
--> statement-breakpoint
CREATE TRIGGER focal_studio_row_changed AFTER INSERT OR UPDATE OR DELETE ON "notification_deliveries"
  FOR EACH ROW EXECUTE FUNCTION focal_studio_row_changed();
--> statement-breakpoint
CREATE TRIGGER focal_studio_table_truncated AFTER TRUNCATE ON "notification_deliveries"
  FOR EACH STATEMENT EXECUTE FUNCTION focal_studio_table_truncated();
