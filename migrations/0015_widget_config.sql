-- The lead widget's configuration, saved by the studio and read by the embed script on its website.
-- One row per studio, written on the first save; without one the defaults apply.
CREATE TABLE "widget_configs" (
	"photographer_id" uuid PRIMARY KEY NOT NULL REFERENCES "photographers"("id") ON DELETE CASCADE,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER focal_studio_row_changed AFTER INSERT OR UPDATE OR DELETE ON "widget_configs"
  FOR EACH ROW EXECUTE FUNCTION focal_studio_row_changed();
--> statement-breakpoint
CREATE TRIGGER focal_studio_table_truncated AFTER TRUNCATE ON "widget_configs"
  FOR EACH STATEMENT EXECUTE FUNCTION focal_studio_table_truncated();
