-- One client per e-mail address in a studio, and money records that cannot disappear.
--
-- Before the unique index can exist, clients already duplicated (concurrent imports and widget leads used
-- to read, then insert) are merged: the oldest client of each (studio, lower(e-mail)) is kept and every row
-- pointing at a younger twin is moved to it. The referencing columns are read from pg_constraint, so a table
-- added by any earlier migration is covered. A moved row that would break a unique key (a portal user: one
-- per client) is a copy of what the kept client already has, and goes with the duplicate.
-- src/server/db/client-records-migration.test.ts runs this step on a database holding duplicates.
CREATE FUNCTION "focal_merge_duplicate_clients"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  ref record;
  twin record;
  merged integer;
BEGIN
  -- The app stores no e-mail as NULL, never as an empty string: an empty one names nobody.
  UPDATE clients SET email = NULL WHERE btrim(email) = '';
  DROP TABLE IF EXISTS focal_client_merge;
  CREATE TEMP TABLE focal_client_merge ON COMMIT DROP AS
    SELECT id AS dup, keep
      FROM (SELECT id, first_value(id) OVER (PARTITION BY photographer_id, lower(email)
                                             ORDER BY created_at, id) AS keep
              FROM clients WHERE email IS NOT NULL) ranked
     WHERE id <> keep;
  SELECT count(*) INTO merged FROM focal_client_merge;
  IF merged = 0 THEN
    RETURN 0;
  END IF;
  FOR ref IN
    SELECT con.conrelid::regclass::text AS tbl, att.attname::text AS col
      FROM pg_constraint con
      JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = con.conkey[1]
     WHERE con.contype = 'f' AND con.confrelid = 'clients'::regclass AND cardinality(con.conkey) = 1
  LOOP
    BEGIN
      EXECUTE format('UPDATE %s t SET %I = m.keep FROM focal_client_merge m WHERE t.%I = m.dup',
                     ref.tbl, ref.col, ref.col);
    EXCEPTION WHEN unique_violation THEN
      -- Row by row: each row moves unless the kept client already has its twin.
      FOR twin IN EXECUTE format(
        'SELECT t.ctid AS row_ctid, m.keep FROM %s t JOIN focal_client_merge m ON t.%I = m.dup', ref.tbl, ref.col)
      LOOP
        BEGIN
          EXECUTE format('UPDATE %s SET %I = $1 WHERE ctid = $2', ref.tbl, ref.col) USING twin.keep, twin.row_ctid;
        EXCEPTION WHEN unique_violation THEN
          EXECUTE format('DELETE FROM %s WHERE ctid = $1', ref.tbl) USING twin.row_ctid;
        END;
      END LOOP;
    END;
  END LOOP;
  -- A twin who unsubscribed stays unsubscribed: merging must not resume e-mails or texts they refused.
  UPDATE clients c
     SET email_opt_in = c.email_opt_in AND agg.email_opt_in,
         sms_opt_in = c.sms_opt_in AND agg.sms_opt_in,
         phone = coalesce(c.phone, agg.phone),
         updated_at = now()
    FROM (SELECT m.keep, bool_and(d.email_opt_in) AS email_opt_in, bool_and(d.sms_opt_in) AS sms_opt_in,
                 (array_agg(d.phone ORDER BY d.created_at) FILTER (WHERE d.phone IS NOT NULL))[1] AS phone
            FROM focal_client_merge m JOIN clients d ON d.id = m.dup
           GROUP BY m.keep) agg
   WHERE c.id = agg.keep;
  DELETE FROM clients c USING focal_client_merge m WHERE c.id = m.dup;
  DROP TABLE focal_client_merge;
  RETURN merged;
END
$$;
--> statement-breakpoint
SELECT focal_merge_duplicate_clients();
--> statement-breakpoint
DROP INDEX IF EXISTS "clients_photographer_email_idx";
--> statement-breakpoint
-- Every lookup by e-mail compares lower(email), so this index serves them and makes a second client with
-- the same address impossible, whatever the path (imports and leads insert with ON CONFLICT against it).
CREATE UNIQUE INDEX "clients_photographer_email_unique" ON "clients" USING btree ("photographer_id", lower("email"));
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "archived_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "archived_at" timestamp with time zone;
--> statement-breakpoint
-- A payment that is not merely pending (completed, overpaid, refunded, ...) is a money record: neither a
-- DELETE nor a cascade from its proposal or client may remove it. The app archives instead, and maps this
-- restrict_violation to 409.
CREATE FUNCTION "focal_keep_paid_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF upper(OLD.status) <> 'PENDING' THEN
    RAISE EXCEPTION 'payment % is a money record and cannot be deleted', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "estimate_payments_keep_money_records" BEFORE DELETE ON "estimate_payments"
  FOR EACH ROW EXECUTE FUNCTION focal_keep_paid_payments();
--> statement-breakpoint
-- A signed proposal is a contract: it stays, with its client, whatever deletes it.
CREATE FUNCTION "focal_keep_signed_proposals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.signed_at IS NOT NULL THEN
    RAISE EXCEPTION 'proposal % is signed and cannot be deleted', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "estimates_keep_signed" BEFORE DELETE ON "estimates"
  FOR EACH ROW EXECUTE FUNCTION focal_keep_signed_proposals();
