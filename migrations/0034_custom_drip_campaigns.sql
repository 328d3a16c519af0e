CREATE TABLE "drip_campaign_stages" (
	"photographer_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	CONSTRAINT "drip_campaign_stages_campaign_id_stage_id_pk" PRIMARY KEY("campaign_id","stage_id")
);
--> statement-breakpoint
ALTER TABLE "drip_campaign_emails" ALTER COLUMN "html_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "drip_campaigns" ADD COLUMN "root_campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "drip_campaigns" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drip_subscriptions" ADD COLUMN "campaign_root_id" uuid;--> statement-breakpoint
ALTER TABLE "drip_campaign_stages" ADD CONSTRAINT "drip_campaign_stages_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_campaign_stages" ADD CONSTRAINT "drip_campaign_stages_campaign_id_drip_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."drip_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_campaign_stages" ADD CONSTRAINT "drip_campaign_stages_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drip_campaign_stages_stage_idx" ON "drip_campaign_stages" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "drip_campaign_stages_photographer_idx" ON "drip_campaign_stages" USING btree ("photographer_id");--> statement-breakpoint
CREATE INDEX "drip_campaigns_root_idx" ON "drip_campaigns" USING btree ("root_campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drip_campaigns_root_current_unique" ON "drip_campaigns" USING btree ("root_campaign_id") WHERE is_current_version AND root_campaign_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "drip_subscriptions_client_campaign_root_unique" ON "drip_subscriptions" USING btree ("client_id","campaign_root_id") WHERE campaign_root_id IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER focal_studio_row_changed AFTER INSERT OR UPDATE OR DELETE ON "drip_campaign_stages"
  FOR EACH ROW EXECUTE FUNCTION focal_studio_row_changed();
--> statement-breakpoint
CREATE TRIGGER focal_studio_table_truncated AFTER TRUNCATE ON "drip_campaign_stages"
  FOR EACH STATEMENT EXECUTE FUNCTION focal_studio_table_truncated();
