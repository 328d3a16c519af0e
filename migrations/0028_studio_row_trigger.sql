-- Two refinements of the studio-change triggers of migration 0008 (src/server/http/read-cache.ts):
--
-- 1. A change names its table as well as its studio ("<studio> <table>"), so that an answer kept with the
--    list of tables it read (the public booking pages) survives the studio's other writes.
-- 2. The studio's own row (its name, brand, time zone, booking rules, public token) tells the caches too,
--    under its own id. Renewed Google tokens (written by every busy-time read that refreshed them) change
--    nothing anyone reads, so an update of only those columns tells nobody.
CREATE FUNCTION "focal_tell_studio"("studio" text, "changed_table" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('focal_studio_data', studio || ' ' || changed_table);
  RAISE NOTICE 'focal_studio_data % %', studio, changed_table;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "focal_studio_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM focal_tell_studio(OLD.photographer_id::text, TG_TABLE_NAME::text);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.photographer_id IS DISTINCT FROM OLD.photographer_id) THEN
    PERFORM focal_tell_studio(NEW.photographer_id::text, TG_TABLE_NAME::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "focal_studio_self_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  quiet text[] := ARRAY['calendar_access_token', 'calendar_refresh_token', 'calendar_token_expiry', 'updated_at'];
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - quiet) = (to_jsonb(OLD) - quiet) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM focal_tell_studio(OLD.id::text, TG_TABLE_NAME::text);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.id IS DISTINCT FROM OLD.id) THEN
    PERFORM focal_tell_studio(NEW.id::text, TG_TABLE_NAME::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER focal_studio_row_changed AFTER INSERT OR UPDATE OR DELETE ON "photographers"
  FOR EACH ROW EXECUTE FUNCTION focal_studio_self_changed();
--> statement-breakpoint
CREATE TRIGGER focal_studio_table_truncated AFTER TRUNCATE ON "photographers"
  FOR EACH STATEMENT EXECUTE FUNCTION focal_studio_table_truncated();
