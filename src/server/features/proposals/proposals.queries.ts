/**
 * Proposal reads, always scoped by photographer (the public view goes by token alone, on purpose). The
 * writes are in proposal-writes.queries.ts.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type {
  Proposal,
  ProposalListItem,
  ProposalRow,
  ProposalStatus,
  TaxBase,
} from "../../../shared/proposals.js";
import type { DbOrTx } from "../../db/connect.js";
import { clients, estimateItems, estimates, photographers, projects } from "../../db/schema/index.js";

const listColumns = {
  estimate: estimates,
  firstName: clients.firstName,
  lastName: clients.lastName,
  email: clients.email,
  projectTitle: projects.title,
};

type ListRow = {
  estimate: typeof estimates.$inferSelect;
  firstName: string;
  lastName: string;
  email: string | null;
  projectTitle: string | null;
};

function toListItem(r: ListRow): ProposalListItem {
  const e = r.estimate;
  return {
    id: e.id,
    title: e.title,
    status: e.status as ProposalStatus,
    currency: e.currency,
    subtotalCents: e.subtotalCents,
    discountCents: e.discountCents,
    taxCents: e.taxCents,
    totalCents: e.totalCents,
    depositPercent: e.depositPercent,
    depositCents: e.depositCents,
    validUntil: e.validUntil,
    sentAt: e.sentAt?.toISOString() ?? null,
    signedAt: e.signedAt?.toISOString() ?? null,
    signedByName: e.signedByName,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
    token: e.token,
    clientId: e.clientId,
    projectId: e.projectId,
    client: { firstName: r.firstName, lastName: r.lastName, email: r.email },
    project: r.projectTitle === null ? null : { title: r.projectTitle },
    archivedAt: e.archivedAt?.toISOString() ?? null,
  };
}

const isoUtc = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The proposal `e` with its client `c` and project `p`, and `x`, its ProposalListItem. Scoped to the
 * studio, so the planner reads this studio's clients and projects by index rather than hashing every
 * studio's (what it chose at a few thousand rows). Shared by the whole list and its pages.
 */
export const PROPOSAL_LIST_ITEM = sql`estimates e
      JOIN clients c ON c.id = e.client_id AND c.photographer_id = e.photographer_id
      LEFT JOIN projects p ON p.id = e.project_id AND p.photographer_id = e.photographer_id
      CROSS JOIN LATERAL (
        SELECT e.id, e.title, e.status, e.currency, e.subtotal_cents AS "subtotalCents",
               e.discount_cents AS "discountCents", e.tax_cents AS "taxCents", e.total_cents AS "totalCents",
               e.deposit_percent AS "depositPercent", e.deposit_cents AS "depositCents",
               e.valid_until AS "validUntil", ${isoUtc("e.sent_at")} AS "sentAt",
               ${isoUtc("e.signed_at")} AS "signedAt", e.signed_by_name AS "signedByName",
               ${isoUtc("e.created_at")} AS "createdAt", ${isoUtc("e.updated_at")} AS "updatedAt",
               e.token, e.client_id AS "clientId", e.project_id AS "projectId",
               (SELECT row_to_json(cl) FROM (SELECT c.first_name AS "firstName", c.last_name AS "lastName", c.email) cl) AS client,
               CASE WHEN p.id IS NULL THEN NULL ELSE (SELECT row_to_json(pr) FROM (SELECT p.title) pr) END AS project,
               ${isoUtc("e.archived_at")} AS "archivedAt"
      ) x`;

/**
 * The list screen's ProposalListItem[] as JSON text that PostgreSQL builds (Node sends it untouched),
 * newest first: the same bytes JSON.stringify made of toListItem's objects. A named statement, planned
 * once per pooled connection.
 */
function proposalListQuery(db: DbOrTx) {
  return db
    .select({ json: sql<string>`q.json` })
    .from(
      sql`(SELECT '[' || coalesce(string_agg(row_to_json(x)::text, ',' ORDER BY e.created_at DESC, e.id DESC), '') || ']' AS json
      FROM ${PROPOSAL_LIST_ITEM}
     WHERE e.photographer_id = ${sql.placeholder("photographerId")}
       AND (e.archived_at IS NOT NULL) = ${sql.placeholder("archived")}::boolean) AS q`,
    )
    .prepare("focal_proposal_list");
}

const proposalListQueries = new WeakMap<DbOrTx, ReturnType<typeof proposalListQuery>>();

/** The studio's current proposals, or with `archived` only the archived ones. */
export async function listProposalsJson(
  db: DbOrTx,
  photographerId: string,
  archived = false,
): Promise<string> {
  let query = proposalListQueries.get(db);
  if (!query) {
    query = proposalListQuery(db);
    proposalListQueries.set(db, query);
  }
  const [row] = await query.execute({ photographerId, archived });
  return row!.json;
}

/**
 * The proposal page in one round trip: Proposal as JSON text that PostgreSQL builds (with its client,
 * project, signature and items), byte for byte what JSON.stringify made of findProposal's object.
 * No row: not this photographer's proposal.
 */
export function prepareProposalDetailJson(db: DbOrTx) {
  const query = db
    .select({ json: sql<string>`q.json` })
    .from(
      sql`(SELECT row_to_json(x)::text AS json
      FROM estimates e
      JOIN clients c ON c.id = e.client_id AND c.photographer_id = e.photographer_id
      LEFT JOIN projects p ON p.id = e.project_id AND p.photographer_id = e.photographer_id
      CROSS JOIN LATERAL (
        SELECT e.id, e.title, e.status, e.currency, e.subtotal_cents AS "subtotalCents",
               e.discount_cents AS "discountCents", e.tax_cents AS "taxCents", e.total_cents AS "totalCents",
               e.deposit_percent AS "depositPercent", e.deposit_cents AS "depositCents",
               e.valid_until AS "validUntil", ${isoUtc("e.sent_at")} AS "sentAt",
               ${isoUtc("e.signed_at")} AS "signedAt", e.signed_by_name AS "signedByName",
               ${isoUtc("e.created_at")} AS "createdAt", ${isoUtc("e.updated_at")} AS "updatedAt",
               e.token, e.client_id AS "clientId", e.project_id AS "projectId",
               (SELECT row_to_json(cl) FROM (SELECT c.first_name AS "firstName", c.last_name AS "lastName", c.email) cl) AS client,
               CASE WHEN p.id IS NULL THEN NULL ELSE (SELECT row_to_json(pr) FROM (SELECT p.title) pr) END AS project,
               ${isoUtc("e.archived_at")} AS "archivedAt",
               e.discount_percent_basis_points AS "discountPercentBasisPoints",
               e.tax_rate_basis_points AS "taxRateBasisPoints", e.tax_base AS "taxBase",
               (SELECT ph.tax_label FROM photographers ph WHERE ph.id = e.photographer_id) AS "taxLabel",
               e.notes, e.package_id AS "packageId",
               CASE WHEN e.signed_at IS NULL THEN NULL ELSE (
                 SELECT row_to_json(sg) FROM (
                   SELECT e.signed_by_email AS email, e.signed_ip AS ip, e.signed_user_agent AS "userAgent",
                          e.signature_image_url AS "imageUrl"
                 ) sg
               ) END AS signature,
               (SELECT ('[' || coalesce(string_agg(row_to_json(i)::text, ',' ORDER BY i."orderIndex"), '') || ']')::json
                  FROM (SELECT ei.id, ei.name, ei.description, ei.qty, ei.unit_cents AS "unitCents",
                               ei.line_total_cents AS "lineTotalCents", ei.taxable,
                               ei.order_index AS "orderIndex"
                          FROM estimate_items ei WHERE ei.estimate_id = e.id) i) AS items
      ) x
     WHERE e.photographer_id = ${sql.placeholder("photographerId")} AND e.id = ${sql.placeholder("id")}) AS q`,
    )
    .prepare("focal_proposal_detail");
  return async (photographerId: string, id: string): Promise<string | null> =>
    (await query.execute({ photographerId, id }))[0]?.json ?? null;
}

const toItem = (i: typeof estimateItems.$inferSelect) => ({
  id: i.id,
  name: i.name,
  description: i.description,
  qty: i.qty,
  unitCents: i.unitCents,
  lineTotalCents: i.lineTotalCents,
  taxable: i.taxable,
  orderIndex: i.orderIndex,
});

/** itemsOf as a named statement, for reads outside a transaction. */
export function prepareItemsOf(db: DbOrTx) {
  const query = db
    .select()
    .from(estimateItems)
    .where(eq(estimateItems.estimateId, sql.placeholder("estimateId")))
    .orderBy(asc(estimateItems.orderIndex))
    .prepare("focal_proposal_items");
  return async (estimateId: string) => (await query.execute({ estimateId })).map(toItem);
}

export async function itemsOf(db: DbOrTx, estimateId: string) {
  const rows = await db
    .select()
    .from(estimateItems)
    .where(eq(estimateItems.estimateId, estimateId))
    .orderBy(asc(estimateItems.orderIndex));
  return rows.map(toItem);
}

export async function findProposal(db: DbOrTx, photographerId: string, id: string): Promise<Proposal | null> {
  const [row] = await db
    .select(listColumns)
    .from(estimates)
    .innerJoin(clients, eq(clients.id, estimates.clientId))
    .leftJoin(projects, eq(projects.id, estimates.projectId))
    .where(and(eq(estimates.photographerId, photographerId), eq(estimates.id, id)));
  if (!row) return null;
  const [studio] = await db
    .select({ taxLabel: photographers.taxLabel })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return {
    ...toListItem(row),
    discountPercentBasisPoints: row.estimate.discountPercentBasisPoints,
    taxRateBasisPoints: row.estimate.taxRateBasisPoints,
    taxBase: row.estimate.taxBase as TaxBase,
    taxLabel: studio?.taxLabel ?? "Tax",
    notes: row.estimate.notes,
    packageId: row.estimate.packageId,
    signature: row.estimate.signedAt
      ? {
          email: row.estimate.signedByEmail,
          ip: row.estimate.signedIp,
          userAgent: row.estimate.signedUserAgent,
          imageUrl: row.estimate.signatureImageUrl,
        }
      : null,
    items: await itemsOf(db, id),
  };
}

/** A client's or a project's proposals as short rows, newest first. */
export async function listProposalRows(
  db: DbOrTx,
  photographerId: string,
  of: { clientId: string } | { projectId: string },
): Promise<ProposalRow[]> {
  const owner =
    "clientId" in of ? eq(estimates.clientId, of.clientId) : eq(estimates.projectId, of.projectId);
  const rows = await db
    .select()
    .from(estimates)
    .where(and(eq(estimates.photographerId, photographerId), owner))
    .orderBy(desc(estimates.createdAt));
  return rows.map((e) => ({
    id: e.id,
    title: e.title,
    status: e.status as ProposalStatus,
    totalCents: e.totalCents,
    sentAt: e.sentAt?.toISOString() ?? null,
    signedAt: e.signedAt?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
    token: e.token,
    archivedAt: e.archivedAt?.toISOString() ?? null,
  }));
}

/** What a new proposal takes from its studio: the currency and the tax it is priced with. */
export async function findStudioPricing(db: DbOrTx, photographerId: string) {
  const [row] = await db
    .select({
      currency: photographers.currency,
      taxRateBasisPoints: photographers.taxRateBasisPoints,
      taxBase: photographers.taxBase,
    })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return row ? { ...row, taxBase: row.taxBase as TaxBase } : undefined;
}
