CREATE INDEX "clients_unarchived_idx" ON "clients" USING btree ("photographer_id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("photographer_id","client_id") WHERE sent_by_photographer = false AND read_at IS NULL;--> statement-breakpoint
CREATE INDEX "email_logs_photographer_sent_idx" ON "email_logs" USING btree ("photographer_id","sent_at") WHERE sent_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sms_logs_photographer_sent_idx" ON "sms_logs" USING btree ("photographer_id","sent_at") WHERE direction = 'OUTBOUND' AND sent_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "estimate_payments_photographer_received_idx" ON "estimate_payments" USING btree ("photographer_id",(coalesce(completed_at, created_at))) WHERE status = 'COMPLETED';--> statement-breakpoint
CREATE INDEX "project_activity_logs_photographer_created_idx" ON "project_activity_logs" USING btree ("photographer_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_active_age_idx" ON "projects" USING btree ("photographer_id",(coalesce(stage_entered_at, created_at)),"id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "estimates_photographer_sent_idx" ON "estimates" USING btree ("photographer_id","sent_at") WHERE sent_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "estimates_photographer_signed_idx" ON "estimates" USING btree ("photographer_id","signed_at") WHERE signed_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "estimates_awaiting_signature_idx" ON "estimates" USING btree ("photographer_id","sent_at","id") WHERE sent_at IS NOT NULL AND status IN ('DRAFT', 'SENT');--> statement-breakpoint
CREATE INDEX "estimates_awaiting_payment_idx" ON "estimates" USING btree ("photographer_id",(coalesce(signed_at, created_at)),"id") WHERE status IN ('SIGNED', 'PAID_PARTIAL');--> statement-breakpoint
CREATE INDEX "project_questionnaires_photographer_submitted_idx" ON "project_questionnaires" USING btree ("photographer_id","submitted_at") WHERE submitted_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_photographer_created_idx" ON "bookings" USING btree ("photographer_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_photographer_confirmed_idx" ON "bookings" USING btree ("photographer_id","confirmed_at") WHERE confirmed_at IS NOT NULL;--> statement-breakpoint
-- The planner's estimate of how many active projects entered their stage after a moment (the dashboard
-- counts the ones not yet overdue): statistics of the expression the age index orders by.
CREATE STATISTICS "projects_stage_age_stats" ON (coalesce(stage_entered_at, created_at)) FROM "projects";
