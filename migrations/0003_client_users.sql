ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
DROP INDEX "users_client_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "users_photographer_email_unique" ON "users" USING btree ("email") WHERE "users"."role" = 'PHOTOGRAPHER';--> statement-breakpoint
CREATE UNIQUE INDEX "users_client_unique" ON "users" USING btree ("client_id");