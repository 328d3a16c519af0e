ALTER TABLE "automation_executions" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automation_executions" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "links" jsonb;--> statement-breakpoint
CREATE INDEX "automation_executions_project_idx" ON "automation_executions" USING btree ("project_id");