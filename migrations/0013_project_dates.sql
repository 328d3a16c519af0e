-- The delivery and consultation days of a project (calendar days, like the event date), which the
-- automation creator offers as the dates a time-based automation counts from.
ALTER TABLE "projects" ADD COLUMN "delivery_date" date;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "consultation_date" date;
