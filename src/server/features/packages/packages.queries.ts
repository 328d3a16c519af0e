/** Package rows and their items, always scoped by photographer. */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Package, PackageData } from "../../../shared/packages.js";
import type { DbOrTx } from "../../db/connect.js";
import { estimates, packageItems, packages } from "../../db/schema/index.js";

const isoUtc = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The list screen's Package[] as JSON text that PostgreSQL builds in one statement (items and Times
 * Used included), the same bytes JSON.stringify made of `load`'s objects. A named statement, planned
 * once per pooled connection.
 */
export function preparePackageListJson(db: DbOrTx) {
  return db
    .select({ json: sql<string>`q.json` })
    .from(
      sql`(SELECT '[' || coalesce(string_agg(row_to_json(x)::text, ',' ORDER BY k.created_at DESC, k.id DESC), '') || ']' AS json
      FROM packages k
      CROSS JOIN LATERAL (
        SELECT k.id, k.name, k.description, k.base_price_cents AS "basePriceCents",
               ${isoUtc("k.created_at")} AS "createdAt",
               (SELECT count(*)::int FROM estimates e
                 WHERE e.photographer_id = k.photographer_id AND e.package_id = k.id) AS "timesUsed",
               (SELECT ('[' || coalesce(string_agg(row_to_json(i)::text, ',' ORDER BY i."orderIndex"), '') || ']')::json
                  FROM (SELECT pi.id, pi.name, pi.description, pi.qty, pi.unit_cents AS "unitCents",
                               pi.line_total_cents AS "lineTotalCents", pi.order_index AS "orderIndex"
                          FROM package_items pi
                         WHERE pi.photographer_id = k.photographer_id AND pi.package_id = k.id) i) AS items
      ) x
     WHERE k.photographer_id = ${sql.placeholder("photographerId")}) AS q`,
    )
    .prepare("focal_package_list");
}

/** The studio's packages (or those of `ids`), newest first, with their items and Times Used. */
export async function listPackages(tx: DbOrTx, photographerId: string, ids?: string[]): Promise<Package[]> {
  const rows = await tx
    .select()
    .from(packages)
    .where(
      ids
        ? and(eq(packages.photographerId, photographerId), inArray(packages.id, ids))
        : eq(packages.photographerId, photographerId),
    )
    .orderBy(desc(packages.createdAt), desc(packages.id));
  if (rows.length === 0) return [];
  const packageIds = rows.map((r) => r.id);
  const items = await tx
    .select()
    .from(packageItems)
    .where(and(eq(packageItems.photographerId, photographerId), inArray(packageItems.packageId, packageIds)))
    .orderBy(asc(packageItems.orderIndex));
  const uses = await tx
    .select({ packageId: estimates.packageId, n: count() })
    .from(estimates)
    .where(and(eq(estimates.photographerId, photographerId), inArray(estimates.packageId, packageIds)))
    .groupBy(estimates.packageId);
  const usesById = new Map(uses.map((u) => [u.packageId, u.n]));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    basePriceCents: p.basePriceCents,
    createdAt: p.createdAt.toISOString(),
    timesUsed: usesById.get(p.id) ?? 0,
    items: items
      .filter((i) => i.packageId === p.id)
      .map((i) => ({
        id: i.id,
        name: i.name,
        description: i.description,
        qty: i.qty,
        unitCents: i.unitCents,
        lineTotalCents: i.lineTotalCents,
        orderIndex: i.orderIndex,
      })),
  }));
}

/** Replaces the package's items as a whole (in the caller's transaction). */
export async function replacePackageItems(
  tx: DbOrTx,
  photographerId: string,
  packageId: string,
  items: PackageData["items"],
) {
  await tx.delete(packageItems).where(eq(packageItems.packageId, packageId));
  if (items.length === 0) return;
  await tx.insert(packageItems).values(
    items.map((item, orderIndex) => ({
      photographerId,
      packageId,
      name: item.name,
      description: item.description ?? null,
      qty: item.qty,
      unitCents: item.unitCents,
      lineTotalCents: item.qty * item.unitCents,
      orderIndex,
    })),
  );
}

type PackageColumns = { name: string; description: string | null; basePriceCents: number };

export async function insertPackage(
  tx: DbOrTx,
  photographerId: string,
  values: PackageColumns,
): Promise<string> {
  const [row] = await tx
    .insert(packages)
    .values({ photographerId, ...values })
    .returning({ id: packages.id });
  return row!.id;
}

/** Whether the studio's package was there to update. */
export async function updatePackage(
  tx: DbOrTx,
  photographerId: string,
  id: string,
  values: PackageColumns & { updatedAt: Date },
): Promise<boolean> {
  const [row] = await tx
    .update(packages)
    .set(values)
    .where(and(eq(packages.photographerId, photographerId), eq(packages.id, id)))
    .returning({ id: packages.id });
  return row !== undefined;
}

/** Whether a row was deleted. */
export async function deletePackage(db: DbOrTx, photographerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(packages)
    .where(and(eq(packages.photographerId, photographerId), eq(packages.id, id)))
    .returning({ id: packages.id });
  return deleted.length > 0;
}
