-- The studio's own row (its name, brand, time zone, booking rules, public token) tells the read caches too,
-- under its own id: the public booking calendar is kept in memory per studio and must drop its answers
-- when the studio's hours or rules change, exactly as for the rows that carry a photographer_id. Renewed
-- Google tokens (written by every busy-time read that refreshed them) change nothing anyone reads, so an
-- update of only those columns tells nobody.
CREATE FUNCTION "focal_studio_self_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  quiet text[] := ARRAY['calendar_access_token', 'calendar_refresh_token', 'calendar_token_expiry', 'updated_at'];
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - quiet) = (to_jsonb(OLD) - quiet) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM focal_tell_studio(OLD.id::text);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.id IS DISTINCT FROM OLD.id) THEN
    PERFORM focal_tell_studio(NEW.id::text);
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
