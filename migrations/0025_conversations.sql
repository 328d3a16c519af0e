-- Conversations: the client thread carries every channel (e-mail, SMS, portal, internal notes) with its
-- delivery state; replies find their thread through a reply token; files belong to a studio, a client
-- and (when sent with one) a message.
ALTER TABLE "messages" ADD COLUMN "status" text DEFAULT 'SENT' NOT NULL;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "project_id" uuid REFERENCES "projects"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "subject" text;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "email_log_id" uuid REFERENCES "email_logs"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sms_log_id" uuid REFERENCES "sms_logs"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "email_message_id" text;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "from_address" text;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "original_content" text;
--> statement-breakpoint
-- One inbound e-mail is one message however often it is delivered (an IMAP poll seeing it twice, a retry).
CREATE UNIQUE INDEX "messages_inbound_email_unique" ON "messages" ("photographer_id", "email_message_id")
	WHERE "email_message_id" IS NOT NULL AND "sent_by_photographer" = false;
--> statement-breakpoint
CREATE INDEX "messages_email_log_idx" ON "messages" ("email_log_id");
--> statement-breakpoint
CREATE INDEX "messages_sms_log_idx" ON "messages" ("sms_log_id");
--> statement-breakpoint
CREATE INDEX "messages_project_idx" ON "messages" ("project_id");
--> statement-breakpoint
CREATE TABLE "reply_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"photographer_id" uuid NOT NULL REFERENCES "photographers"("id") ON DELETE CASCADE,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reply_tokens_client_unique" ON "reply_tokens" ("photographer_id", "client_id");
--> statement-breakpoint
CREATE INDEX "reply_tokens_client_idx" ON "reply_tokens" ("client_id");
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL REFERENCES "photographers"("id") ON DELETE CASCADE,
	"client_id" uuid REFERENCES "clients"("id") ON DELETE CASCADE,
	"project_id" uuid REFERENCES "projects"("id") ON DELETE SET NULL,
	"message_id" uuid REFERENCES "messages"("id") ON DELETE CASCADE,
	"uploaded_by" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"shared_in_portal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_size_check" CHECK ("size" >= 0 AND "size" <= 26214400),
	CONSTRAINT "files_uploaded_by_check" CHECK ("uploaded_by" IN ('STUDIO', 'CLIENT', 'EMAIL'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_unique" ON "files" ("storage_key");
--> statement-breakpoint
CREATE INDEX "files_photographer_client_idx" ON "files" ("photographer_id", "client_id", "created_at");
--> statement-breakpoint
CREATE INDEX "files_message_idx" ON "files" ("message_id");
--> statement-breakpoint
CREATE INDEX "files_project_idx" ON "files" ("project_id");
--> statement-breakpoint
-- How the studio hears of client messages: null, an e-mail for each; N, one digest every N minutes.
ALTER TABLE "photographers" ADD COLUMN "message_digest_minutes" integer;
--> statement-breakpoint
-- The studio's own SMS number (E.164), when it has one: an inbound text to it belongs to this studio.
ALTER TABLE "photographers" ADD COLUMN "sms_number" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "photographers_sms_number_unique" ON "photographers" ("sms_number") WHERE "sms_number" IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER focal_studio_row_changed AFTER INSERT OR UPDATE OR DELETE ON "reply_tokens"
  FOR EACH ROW EXECUTE FUNCTION focal_studio_row_changed();
--> statement-breakpoint
CREATE TRIGGER focal_studio_table_truncated AFTER TRUNCATE ON "reply_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION focal_studio_table_truncated();
--> statement-breakpoint
CREATE TRIGGER focal_studio_row_changed AFTER INSERT OR UPDATE OR DELETE ON "files"
  FOR EACH ROW EXECUTE FUNCTION focal_studio_row_changed();
--> statement-breakpoint
CREATE TRIGGER focal_studio_table_truncated AFTER TRUNCATE ON "files"
  FOR EACH STATEMENT EXECUTE FUNCTION focal_studio_table_truncated();
