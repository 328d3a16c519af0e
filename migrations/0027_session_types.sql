-- What a studio sells on its booking calendar. Every studio gets a default "Consultation" equal to how
-- its calendar booked until now (its slot length, buffer and notice, its weekly hours), so links keep working.
CREATE TABLE "session_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"duration_minutes" integer NOT NULL,
	"slot_interval_minutes" integer,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"min_notice_hours" integer DEFAULT 24 NOT NULL,
	"max_per_day" integer,
	"booking_window_days" integer DEFAULT 60 NOT NULL,
	"location_kind" text DEFAULT 'PHONE' NOT NULL,
	"location_detail" text,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"project_type" text DEFAULT 'WEDDING' NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"availability" jsonb DEFAULT '"STUDIO_HOURS"'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"color" text DEFAULT '#3b82f6' NOT NULL,
	"cancel_notice_hours" integer DEFAULT 24 NOT NULL,
	"reschedule_notice_hours" integer DEFAULT 24 NOT NULL,
	"refund_rule" text DEFAULT 'FULL' NOT NULL,
	"email_reminder_hours" integer DEFAULT 24,
	"sms_reminder_hours" integer DEFAULT 2,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_types_duration_check" CHECK (duration_minutes BETWEEN 5 AND 720),
	CONSTRAINT "session_types_money_check" CHECK (price_cents >= 0 AND deposit_cents >= 0 AND deposit_cents <= price_cents)
);
--> statement-breakpoint
ALTER TABLE "session_types" ADD CONSTRAINT "session_types_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "session_types_photographer_slug_unique" ON "session_types" USING btree ("photographer_id","slug");
--> statement-breakpoint
CREATE UNIQUE INDEX "session_types_photographer_default_unique" ON "session_types" USING btree ("photographer_id") WHERE is_default;
--> statement-breakpoint
CREATE INDEX "session_types_photographer_idx" ON "session_types" USING btree ("photographer_id");
--> statement-breakpoint
INSERT INTO "session_types" ("photographer_id", "name", "slug", "duration_minutes", "slot_interval_minutes",
	"buffer_before_minutes", "buffer_after_minutes", "min_notice_hours", "booking_window_days", "location_kind",
	"availability", "is_default", "color", "email_reminder_hours", "sms_reminder_hours")
SELECT p."id", 'Consultation', 'consultation', LEAST(GREATEST(p."slot_minutes", 5), 720), p."slot_interval_minutes",
	p."buffer_minutes", p."buffer_minutes", p."min_notice_hours", p."booking_window_days", 'GOOGLE_MEET',
	'"STUDIO_HOURS"'::jsonb, true, p."brand_primary", NULL, NULL
  FROM "photographers" p;
--> statement-breakpoint
-- Bookings: their type and answers, the paying hold, the invitation's sequence, cancel and reminder markers.
ALTER TABLE "bookings" ADD COLUMN "session_type_id" uuid;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answers" jsonb;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "email_reminder_sent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sms_reminder_sent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_type_id_session_types_id_fk" FOREIGN KEY ("session_type_id") REFERENCES "public"."session_types"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Bookings made so far were consultations on the studio's calendar.
UPDATE "bookings" b SET "session_type_id" = st."id"
  FROM "session_types" st
 WHERE st."photographer_id" = b."photographer_id" AND st."is_default" AND b."booking_type" = 'CONSULTATION';
--> statement-breakpoint
-- An expired paying hold frees its slot as a cancelled booking does.
DROP INDEX "bookings_photographer_start_active_unique";
--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_photographer_start_active_unique" ON "bookings" USING btree ("photographer_id","start_at") WHERE status NOT IN ('CANCELLED', 'EXPIRED');
--> statement-breakpoint
CREATE INDEX "bookings_session_type_idx" ON "bookings" USING btree ("session_type_id");
--> statement-breakpoint
CREATE INDEX "bookings_hold_expires_idx" ON "bookings" USING btree ("hold_expires_at") WHERE status = 'HELD';
--> statement-breakpoint
CREATE TABLE "booking_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"from_start_at" timestamp with time zone,
	"to_start_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "booking_history_photographer_idx" ON "booking_history" USING btree ("photographer_id");
--> statement-breakpoint
CREATE INDEX "booking_history_booking_idx" ON "booking_history" USING btree ("booking_id","created_at");
--> statement-breakpoint
CREATE TABLE "booking_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"client_id" uuid,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payment_session_id" text,
	"payment_intent_id" text,
	"completed_at" timestamp with time zone,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"refund_status" text,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_payment_session_id_unique" UNIQUE("payment_session_id"),
	CONSTRAINT "booking_payments_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "booking_payments_refund_check" CHECK (refunded_cents >= 0 AND refunded_cents <= amount_cents),
	CONSTRAINT "booking_payments_amount_check" CHECK (amount_cents > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "booking_payments_photographer_created_idx" ON "booking_payments" USING btree ("photographer_id","created_at");
--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id");
--> statement-breakpoint
-- Any IANA zone for a studio (existing studios keep theirs); a project may happen in its own zone.
ALTER TABLE "projects" ADD COLUMN "event_time_zone" text;
--> statement-breakpoint
-- Origins that may frame the public booking calendar.
ALTER TABLE "photographers" ADD COLUMN "frame_ancestors" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
-- The read cache hears of every change to a studio's rows (migration 0008).
CREATE TRIGGER focal_studio_row_changed AFTER INSERT OR UPDATE OR DELETE ON "session_types"
  FOR EACH ROW EXECUTE FUNCTION focal_studio_row_changed();
--> statement-breakpoint
CREATE TRIGGER focal_studio_table_truncated AFTER TRUNCATE ON "session_types"
  FOR EACH STATEMENT EXECUTE FUNCTION focal_studio_table_truncated();
--> statement-breakpoint
CREATE TRIGGER focal_studio_row_changed AFTER INSERT OR UPDATE OR DELETE ON "booking_history"
  FOR EACH ROW EXECUTE FUNCTION focal_studio_row_changed();
--> statement-breakpoint
CREATE TRIGGER focal_studio_table_truncated AFTER TRUNCATE ON "booking_history"
  FOR EACH STATEMENT EXECUTE FUNCTION focal_studio_table_truncated();
--> statement-breakpoint
CREATE TRIGGER focal_studio_row_changed AFTER INSERT OR UPDATE OR DELETE ON "booking_payments"
  FOR EACH ROW EXECUTE FUNCTION focal_studio_row_changed();
--> statement-breakpoint
CREATE TRIGGER focal_studio_table_truncated AFTER TRUNCATE ON "booking_payments"
  FOR EACH STATEMENT EXECUTE FUNCTION focal_studio_table_truncated();
