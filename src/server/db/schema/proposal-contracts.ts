import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, instant, photographerId, updatedAt } from "./columns.js";
import { estimates } from "./proposals.js";

/**
 * A proposal's contract: the template's text copied and filled in when attached (a later template edit
 * does not reach it), editable by the studio until the client's signature. Migration 0024 keeps a signed
 * one from ever being deleted.
 */
export const proposalContracts = pgTable(
  "proposal_contracts",
  {
    id: id(),
    photographerId: photographerId(),
    estimateId: uuid("estimate_id")
      .notNull()
      .references(() => estimates.id, { onDelete: "cascade" }),
    /** Where the text came from; deleting the template leaves the contract as it is. */
    templateId: uuid("template_id"),
    title: text("title").notNull(),
    /** The Markdown-like source, smart fields and all: what the studio edits. */
    body: text("body").notNull(),
    /** The body rendered with the proposal's values; after the client's signature, with their inputs. */
    html: text("html").notNull(),
    status: text("status").notNull().default("DRAFT"),
    /** SHA-256 of the canonical document: as opened for signing, then as signed. */
    documentHash: text("document_hash"),
    clientSignerName: text("client_signer_name"),
    clientSignatureImage: text("client_signature_image"),
    clientSignatureTyped: text("client_signature_typed"),
    clientSignedAt: instant("client_signed_at"),
    clientIp: text("client_ip"),
    clientUserAgent: text("client_user_agent"),
    clientInputs: jsonb("client_inputs").$type<Record<string, string>>(),
    studioSignerName: text("studio_signer_name"),
    studioSignatureImage: text("studio_signature_image"),
    studioSignatureTyped: text("studio_signature_typed"),
    studioSignedAt: instant("studio_signed_at"),
    studioIp: text("studio_ip"),
    studioUserAgent: text("studio_user_agent"),
    voidReason: text("void_reason"),
    voidedAt: instant("voided_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("proposal_contracts_estimate_unique").on(t.estimateId),
    index("proposal_contracts_photographer_idx").on(t.photographerId),
  ],
);

/**
 * The contract's evidence log, append-only (the database refuses UPDATE, DELETE and TRUNCATE): each
 * event's hash covers the previous one's, so a changed or missing event breaks the chain.
 */
export const contractEvents = pgTable(
  "contract_events",
  {
    id: id(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => proposalContracts.id, { onDelete: "cascade" }),
    photographerId: photographerId(),
    seq: integer("seq").notNull(),
    type: text("type").notNull(),
    at: instant("at").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    signer: text("signer"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    hash: text("hash").notNull(),
    prevHash: text("prev_hash").notNull(),
  },
  (t) => [
    uniqueIndex("contract_events_contract_seq_unique").on(t.contractId, t.seq),
    index("contract_events_photographer_idx").on(t.photographerId),
  ],
);

/** The SHA-256 of every contract PDF handed out: a file is genuine when its bytes hash to one of these. */
export const contractPdfs = pgTable(
  "contract_pdfs",
  {
    id: id(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => proposalContracts.id, { onDelete: "cascade" }),
    photographerId: photographerId(),
    sha256: text("sha256").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("contract_pdfs_sha256_unique").on(t.sha256),
    index("contract_pdfs_contract_idx").on(t.contractId),
    index("contract_pdfs_photographer_idx").on(t.photographerId),
  ],
);
