-- A proposal's own contract (rendered from a template, then independent of it), its append-only evidence
-- log, and the SHA-256 of every contract PDF handed out (what POST /api/public/verify looks up).
CREATE TABLE "proposal_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL REFERENCES "photographers"("id") ON DELETE CASCADE,
	"estimate_id" uuid NOT NULL REFERENCES "estimates"("id") ON DELETE CASCADE,
	-- Where the text came from; no foreign key: deleting a template leaves the contracts made from it.
	"template_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"document_hash" text,
	"client_signer_name" text,
	"client_signature_image" text,
	"client_signature_typed" text,
	"client_signed_at" timestamp with time zone,
	"client_ip" text,
	"client_user_agent" text,
	"client_inputs" jsonb,
	"studio_signer_name" text,
	"studio_signature_image" text,
	"studio_signature_typed" text,
	"studio_signed_at" timestamp with time zone,
	"studio_ip" text,
	"studio_user_agent" text,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_contracts_status_check"
		CHECK ("status" IN ('DRAFT', 'SENT', 'CLIENT_SIGNED', 'COMPLETED', 'VOID'))
);
--> statement-breakpoint
-- At most one contract per proposal.
CREATE UNIQUE INDEX "proposal_contracts_estimate_unique" ON "proposal_contracts" ("estimate_id");
--> statement-breakpoint
CREATE INDEX "proposal_contracts_photographer_idx" ON "proposal_contracts" ("photographer_id");
--> statement-breakpoint
CREATE TABLE "contract_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL REFERENCES "proposal_contracts"("id") ON DELETE CASCADE,
	"photographer_id" uuid NOT NULL REFERENCES "photographers"("id") ON DELETE CASCADE,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"signer" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hash" text NOT NULL,
	"prev_hash" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "contract_events_contract_seq_unique" ON "contract_events" ("contract_id", "seq");
--> statement-breakpoint
CREATE INDEX "contract_events_photographer_idx" ON "contract_events" ("photographer_id");
--> statement-breakpoint
CREATE TABLE "contract_pdfs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL REFERENCES "proposal_contracts"("id") ON DELETE CASCADE,
	"photographer_id" uuid NOT NULL REFERENCES "photographers"("id") ON DELETE CASCADE,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "contract_pdfs_sha256_unique" ON "contract_pdfs" ("sha256");
--> statement-breakpoint
CREATE INDEX "contract_pdfs_contract_idx" ON "contract_pdfs" ("contract_id");
--> statement-breakpoint
CREATE INDEX "contract_pdfs_photographer_idx" ON "contract_pdfs" ("photographer_id");
--> statement-breakpoint
-- The evidence log is append-only: the database itself refuses to change or remove an event, whatever
-- the path. The one delete it lets through is a cascade: when the contract row (an unsigned one: signed
-- contracts cannot be deleted, below) or the whole studio is already gone, its log goes with it. Inside
-- a cascade the parent row is no longer visible, so no session setting is needed to tell the two apart.
CREATE FUNCTION "focal_contract_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
    AND (NOT EXISTS (SELECT 1 FROM proposal_contracts c WHERE c.id = OLD.contract_id)
      OR NOT EXISTS (SELECT 1 FROM photographers p WHERE p.id = OLD.photographer_id)) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'contract events are append-only: % refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "contract_events_append_only" BEFORE UPDATE OR DELETE ON "contract_events"
  FOR EACH ROW EXECUTE FUNCTION focal_contract_events_append_only();
--> statement-breakpoint
CREATE FUNCTION "focal_contract_events_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'contract events are append-only: TRUNCATE refused' USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "contract_events_no_truncate" BEFORE TRUNCATE ON "contract_events"
  FOR EACH STATEMENT EXECUTE FUNCTION focal_contract_events_no_truncate();
--> statement-breakpoint
-- A contract the client signed is evidence: neither a DELETE nor a cascade from its proposal or client
-- removes it (voiding keeps it too). Only the studio's own deletion takes it. The app maps this
-- restrict_violation to 409, as it does for signed proposals (migration 0011).
CREATE FUNCTION "focal_keep_signed_contracts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.client_signed_at IS NOT NULL
    AND EXISTS (SELECT 1 FROM photographers p WHERE p.id = OLD.photographer_id) THEN
    RAISE EXCEPTION 'contract % is signed and cannot be deleted', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "proposal_contracts_keep_signed" BEFORE DELETE ON "proposal_contracts"
  FOR EACH ROW EXECUTE FUNCTION focal_keep_signed_contracts();
--> statement-breakpoint
CREATE TRIGGER focal_studio_row_changed AFTER INSERT OR UPDATE OR DELETE ON "proposal_contracts"
  FOR EACH ROW EXECUTE FUNCTION focal_studio_row_changed();
--> statement-breakpoint
CREATE TRIGGER focal_studio_table_truncated AFTER TRUNCATE ON "proposal_contracts"
  FOR EACH STATEMENT EXECUTE FUNCTION focal_studio_table_truncated();
--> statement-breakpoint
CREATE TRIGGER focal_studio_row_changed AFTER INSERT OR UPDATE OR DELETE ON "contract_events"
  FOR EACH ROW EXECUTE FUNCTION focal_studio_row_changed();
--> statement-breakpoint
CREATE TRIGGER focal_studio_table_truncated AFTER TRUNCATE ON "contract_events"
  FOR EACH STATEMENT EXECUTE FUNCTION focal_studio_table_truncated();
--> statement-breakpoint
CREATE TRIGGER focal_studio_row_changed AFTER INSERT OR UPDATE OR DELETE ON "contract_pdfs"
  FOR EACH ROW EXECUTE FUNCTION focal_studio_row_changed();
--> statement-breakpoint
CREATE TRIGGER focal_studio_table_truncated AFTER TRUNCATE ON "contract_pdfs"
  FOR EACH STATEMENT EXECUTE FUNCTION focal_studio_table_truncated();
