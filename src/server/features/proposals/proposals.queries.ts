/** Proposal reads, always scoped by photographer (the public view goes by token alone, on purpose). */
import { and, asc, desc, eq } from "drizzle-orm";
import type { Proposal, ProposalListItem, ProposalStatus } from "../../../shared/proposals.js";
import type { DbOrTx } from "../../db/connect.js";
import { clients, estimateItems, estimates, projects } from "../../db/schema/index.js";

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
  };
}

export async function listProposals(db: DbOrTx, photographerId: string): Promise<ProposalListItem[]> {
  const rows = await db
    .select(listColumns)
    .from(estimates)
    .innerJoin(clients, eq(clients.id, estimates.clientId))
    .leftJoin(projects, eq(projects.id, estimates.projectId))
    .where(eq(estimates.photographerId, photographerId))
    .orderBy(desc(estimates.createdAt), desc(estimates.id));
  return rows.map(toListItem);
}

export async function itemsOf(db: DbOrTx, estimateId: string) {
  const rows = await db
    .select()
    .from(estimateItems)
    .where(eq(estimateItems.estimateId, estimateId))
    .orderBy(asc(estimateItems.orderIndex));
  return rows.map((i) => ({
    id: i.id,
    name: i.name,
    description: i.description,
    qty: i.qty,
    unitCents: i.unitCents,
    lineTotalCents: i.lineTotalCents,
    orderIndex: i.orderIndex,
  }));
}

export async function findProposal(db: DbOrTx, photographerId: string, id: string): Promise<Proposal | null> {
  const [row] = await db
    .select(listColumns)
    .from(estimates)
    .innerJoin(clients, eq(clients.id, estimates.clientId))
    .leftJoin(projects, eq(projects.id, estimates.projectId))
    .where(and(eq(estimates.photographerId, photographerId), eq(estimates.id, id)));
  if (!row) return null;
  return {
    ...toListItem(row),
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
