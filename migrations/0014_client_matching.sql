-- One enrolment per person and campaign: a client with two projects of a type (a repeat inquiry before
-- this release, a second project added by hand) was enrolled once per project and got each e-mail twice.
-- The earliest subscription is kept; later twins go, with their delivery rows (the e-mails they sent stay
-- in the client's history, which reads email_logs).
DELETE FROM "drip_subscriptions" s
 USING "drip_subscriptions" k
 WHERE s.campaign_id IS NULL AND k.campaign_id IS NULL
   AND k.client_id = s.client_id AND k.project_type = s.project_type
   AND (k.started_at, k.id) < (s.started_at, s.id);
--> statement-breakpoint
DELETE FROM "drip_subscriptions" s
 USING "drip_subscriptions" k
 WHERE s.campaign_id IS NOT NULL
   AND k.client_id = s.client_id AND k.campaign_id = s.campaign_id
   AND (k.started_at, k.id) < (s.started_at, s.id);
--> statement-breakpoint
CREATE UNIQUE INDEX "drip_subscriptions_client_static_unique" ON "drip_subscriptions" USING btree ("client_id","project_type") WHERE campaign_id IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "drip_subscriptions_client_campaign_unique" ON "drip_subscriptions" USING btree ("client_id","campaign_id");
--> statement-breakpoint
-- One event date per client, the project's. A client keeps a date of its own only while it has no open
-- (not cancelled) project: typed on the Add Client form or imported. Existing data first: a client whose
-- open projects have no date hands its date to the newest of them; then no client with an open project
-- keeps a date of its own.
UPDATE "projects" p
   SET event_date = c.event_date, has_event_date = true
  FROM "clients" c
 WHERE c.id = p.client_id AND c.event_date IS NOT NULL AND p.event_date IS NULL
   AND p.id = (SELECT q.id FROM "projects" q
                WHERE q.client_id = c.id AND q.status <> 'CANCELLED'
                ORDER BY q.created_at DESC, q.id DESC LIMIT 1)
   AND NOT EXISTS (SELECT 1 FROM "projects" d
                    WHERE d.client_id = c.id AND d.status <> 'CANCELLED' AND d.event_date IS NOT NULL);
--> statement-breakpoint
UPDATE "clients" c
   SET event_date = NULL, has_event_date = false
 WHERE c.event_date IS NOT NULL
   AND EXISTS (SELECT 1 FROM "projects" p WHERE p.client_id = c.id AND p.status <> 'CANCELLED');
--> statement-breakpoint
-- From now on, on every path that opens a project (the studio's form, the widget, the booking calendar,
-- the seed): the project takes the client's own date when it has none, and the client's copy goes, in
-- the same statement, so that the client page and the project can never show two dates.
CREATE FUNCTION "focal_project_takes_client_date"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  own date;
BEGIN
  IF NEW.status = 'CANCELLED' OR (TG_OP = 'UPDATE' AND OLD.status <> 'CANCELLED') THEN
    RETURN NEW;
  END IF;
  SELECT event_date INTO own FROM clients WHERE id = NEW.client_id AND event_date IS NOT NULL FOR UPDATE;
  IF own IS NOT NULL THEN
    IF NEW.event_date IS NULL THEN
      NEW.event_date := own;
      NEW.has_event_date := true;
    END IF;
    UPDATE clients SET event_date = NULL, has_event_date = false, updated_at = now() WHERE id = NEW.client_id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "focal_project_takes_client_date" BEFORE INSERT OR UPDATE OF status ON "projects"
  FOR EACH ROW EXECUTE FUNCTION focal_project_takes_client_date();
