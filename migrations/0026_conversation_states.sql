-- A thread post repeated with the same Idempotency-Key (a double click, a retried request, twenty at once)
-- is one message: the key is unique per studio, client and side.
ALTER TABLE "messages" ADD COLUMN "idempotency_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "messages_idempotency_unique" ON "messages" ("photographer_id", "client_id", "sent_by_photographer", "idempotency_key")
	WHERE "idempotency_key" IS NOT NULL;
--> statement-breakpoint
-- The gallery the photographer delivers elsewhere, linked from the client's portal.
ALTER TABLE "projects" ADD COLUMN "gallery_url" text;
--> statement-breakpoint
-- A returned bounce (a delivery status report) names only the Message-ID of the e-mail it is about.
CREATE INDEX "email_logs_message_id_idx" ON "email_logs" ("message_id");
