-- Every change to a studio's rows tells the servers' read caches (src/server/http/read-cache.ts) which
-- studio changed: a NOTIFY, delivered to every server when the transaction commits, and a NOTICE, heard at
-- once by the process whose statement made the change. Tables are found by their photographer_id column;
-- src/server/http/read-cache.test.ts fails when a table with one lacks the triggers.
CREATE FUNCTION "focal_tell_studio"("studio" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('focal_studio_data', studio);
  RAISE NOTICE 'focal_studio_data %', studio;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "focal_studio_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM focal_tell_studio(OLD.photographer_id::text);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.photographer_id IS DISTINCT FROM OLD.photographer_id) THEN
    PERFORM focal_tell_studio(NEW.photographer_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "focal_studio_table_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM focal_tell_studio('*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  studio_table text;
BEGIN
  FOR studio_table IN
    SELECT c.table_name
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND c.column_name = 'photographer_id' AND t.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format(
      'CREATE TRIGGER focal_studio_row_changed AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION focal_studio_row_changed()',
      studio_table);
    EXECUTE format(
      'CREATE TRIGGER focal_studio_table_truncated AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION focal_studio_table_truncated()',
      studio_table);
  END LOOP;
END
$$;
