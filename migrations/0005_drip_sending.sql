ALTER TABLE "drip_deliveries" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "drip_deliveries" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drip_deliveries" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "drip_deliveries" ADD COLUMN "email_log_id" uuid;--> statement-breakpoint
ALTER TABLE "drip_subscriptions" ADD COLUMN "stage_id" uuid;--> statement-breakpoint
ALTER TABLE "drip_subscriptions" ADD COLUMN "ended_reason" text;--> statement-breakpoint
ALTER TABLE "drip_subscriptions" ADD COLUMN "unsubscribe_token" text;--> statement-breakpoint
ALTER TABLE "drip_deliveries" ADD CONSTRAINT "drip_deliveries_email_log_id_email_logs_id_fk" FOREIGN KEY ("email_log_id") REFERENCES "public"."email_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_subscriptions" ADD CONSTRAINT "drip_subscriptions_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drip_deliveries_email_log_idx" ON "drip_deliveries" USING btree ("email_log_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drip_subscriptions_unsubscribe_token_unique" ON "drip_subscriptions" USING btree ("unsubscribe_token");