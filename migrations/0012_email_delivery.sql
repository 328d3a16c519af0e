-- Every e-mail carries a Message-ID that is the same for every attempt at one delivery, and attempts are
-- counted outside the sending job's transaction: a retry after a crash between the mail server's 250 and
-- our commit is visible, and receivers that merge messages by Message-ID show it once.
ALTER TABLE "email_logs" ADD COLUMN "message_id" text;
--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE TABLE "email_delivery_attempts" (
	"delivery_key" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"first_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_delivery_attempts_last_idx" ON "email_delivery_attempts" USING btree ("last_attempt_at");
