ALTER TABLE "email_logs" ADD COLUMN "preview" text;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "error" text;