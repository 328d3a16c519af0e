/**
 * Demo packages and proposals: three collections, and a proposal in every state a studio meets
 * (draft, sent and waiting, signed, deposit paid, expired), tied to the demo couples' projects.
 */
import { and, eq } from "drizzle-orm";
import { computeTotals } from "../../shared/proposals.js";
import { randomToken } from "../auth/tokens.js";
import {
  clients,
  estimateItems,
  estimatePayments,
  estimates,
  packageItems,
  packages,
  projects,
} from "../db/schema/index.js";
import type { Seeder } from "./demo.js";

const DAY = 86_400_000;

const PACKAGES = [
  {
    name: "Essential Collection",
    description: "Six hours of coverage for intimate weddings",
    basePriceCents: 280_000,
    items: [
      { name: "Online gallery", description: "High-resolution downloads", qty: 1, unitCents: 0 },
      { name: "Sneak peek", description: "20 images within 48 hours", qty: 1, unitCents: 0 },
    ],
  },
  {
    name: "Signature Collection",
    description: "Eight hours, two photographers, engagement session",
    basePriceCents: 420_000,
    items: [
      { name: "Second photographer", description: null, qty: 1, unitCents: 60_000 },
      { name: "Engagement session", description: "One hour, one location", qty: 1, unitCents: 45_000 },
    ],
  },
  {
    name: "Heirloom Collection",
    description: "Full-day coverage with a handmade album",
    basePriceCents: 590_000,
    items: [
      { name: "Second photographer", description: null, qty: 1, unitCents: 60_000 },
      { name: "Heirloom album", description: "12x12, 40 pages, linen cover", qty: 1, unitCents: 120_000 },
      { name: "Parent albums", description: "8x8 copies", qty: 2, unitCents: 35_000 },
    ],
  },
];

type State = "draft" | "sent" | "signed" | "deposit" | "expired";
const PROPOSALS: { lastName: string; packageIndex: number; state: State; ageDays: number }[] = [
  { lastName: "Patel", packageIndex: 0, state: "draft", ageDays: 1 },
  { lastName: "Brooks", packageIndex: 1, state: "sent", ageDays: 3 },
  { lastName: "Price", packageIndex: 2, state: "signed", ageDays: 8 },
  { lastName: "Reed", packageIndex: 1, state: "deposit", ageDays: 25 },
  { lastName: "Carter", packageIndex: 0, state: "expired", ageDays: 45 },
];

export const seedProposals: Seeder = async ({ db, photographerId, now }) => {
  const packageRows = [];
  for (const [index, pkg] of PACKAGES.entries()) {
    const [row] = await db
      .insert(packages)
      .values({
        photographerId,
        name: pkg.name,
        description: pkg.description,
        basePriceCents: pkg.basePriceCents,
        createdAt: new Date(now.getTime() - (90 - index) * DAY),
      })
      .returning();
    await db.insert(packageItems).values(
      pkg.items.map((item, orderIndex) => ({
        photographerId,
        packageId: row!.id,
        ...item,
        lineTotalCents: item.qty * item.unitCents,
        orderIndex,
      })),
    );
    packageRows.push(row!);
  }

  for (const spec of PROPOSALS) {
    const [couple] = await db
      .select({ client: clients, projectId: projects.id, projectTitle: projects.title })
      .from(clients)
      .leftJoin(projects, eq(projects.clientId, clients.id))
      .where(and(eq(clients.photographerId, photographerId), eq(clients.lastName, spec.lastName)))
      .limit(1);
    if (!couple) continue;
    const pkg = PACKAGES[spec.packageIndex]!;
    const items = [
      {
        name: pkg.name,
        description: `Complete package - ${pkg.name}`,
        qty: 1,
        unitCents: pkg.basePriceCents,
      },
      ...pkg.items,
    ];
    const totals = computeTotals(items, spec.state === "draft" ? 20_000 : 0, 30);
    const createdAt = new Date(now.getTime() - spec.ageDays * DAY);
    const sentAt = spec.state === "draft" ? null : new Date(createdAt.getTime() + DAY / 2);
    const signedAt =
      spec.state === "signed" || spec.state === "deposit" ? new Date(createdAt.getTime() + 2 * DAY) : null;
    const validUntil = new Date(createdAt.getTime() + (spec.state === "expired" ? 14 : 30) * DAY)
      .toISOString()
      .slice(0, 10);
    const [estimate] = await db
      .insert(estimates)
      .values({
        photographerId,
        clientId: couple.client.id,
        projectId: couple.projectId,
        packageId: packageRows[spec.packageIndex]!.id,
        title: couple.projectTitle ?? `${couple.client.firstName} ${couple.client.lastName} Wedding`,
        notes: "A 30% retainer reserves your date; the balance is due two weeks before the wedding.",
        ...totals,
        status: spec.state === "deposit" ? "PAID_PARTIAL" : signedAt ? "SIGNED" : sentAt ? "SENT" : "DRAFT",
        validUntil,
        sentAt,
        signedAt,
        signedByName: signedAt ? `${couple.client.firstName} ${couple.client.lastName}` : null,
        signedByEmail: signedAt ? couple.client.email : null,
        token: randomToken(),
        createdAt,
        updatedAt: signedAt ?? createdAt,
      })
      .returning();
    await db.insert(estimateItems).values(
      items.map((item, orderIndex) => ({
        photographerId,
        estimateId: estimate!.id,
        ...item,
        lineTotalCents: item.qty * item.unitCents,
        orderIndex,
      })),
    );
    if (spec.state === "deposit") {
      await db.insert(estimatePayments).values({
        photographerId,
        estimateId: estimate!.id,
        clientId: couple.client.id,
        amountCents: totals.depositCents,
        method: "card:deposit",
        status: "COMPLETED",
        paymentSessionId: `cs_test_demo_${estimate!.id.slice(0, 8)}`,
        paymentIntentId: `pi_test_demo_${estimate!.id.slice(0, 8)}`,
        completedAt: new Date(signedAt!.getTime() + DAY),
        createdAt: new Date(signedAt!.getTime() + DAY),
      });
    }
  }
};
