ALTER TABLE "bookings" ADD COLUMN "cancellation_sent_at" timestamp with time zone;
