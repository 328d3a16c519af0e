-- Paged lists for studios with 100,000 clients and 200,000 projects (GET /api/clients, /api/projects and
-- /api/proposals with ?limit=).
--
-- 1. Keyset indexes in each list's order, newest first with the id as tie-break, so a page is an index
--    range whatever its depth. They replace the (photographer_id, created_at) indexes, which they cover.
--    The client list has always broken ties by ascending id, so its index does too.
-- 2. Trigram indexes (pg_trgm, a trusted extension: the database owner may create it) on exactly the
--    lower-cased expressions the searches compare with LIKE '%...%', which a btree cannot serve.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
DROP INDEX "clients_photographer_created_idx";--> statement-breakpoint
DROP INDEX "projects_photographer_created_idx";--> statement-breakpoint
DROP INDEX "estimates_photographer_created_idx";--> statement-breakpoint
CREATE INDEX "clients_photographer_created_id_idx" ON "clients" USING btree ("photographer_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "projects_photographer_created_id_idx" ON "projects" USING btree ("photographer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_photographer_stage_created_id_idx" ON "projects" USING btree ("photographer_id","stage_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "estimates_photographer_created_id_idx" ON "estimates" USING btree ("photographer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_trgm_idx" ON "clients" USING gin (lower(coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_trgm_idx" ON "clients" USING gin (lower(coalesce("phone", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_title_trgm_idx" ON "projects" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "estimates_title_trgm_idx" ON "estimates" USING gin (lower("title") gin_trgm_ops);
