/**
 * Packages: reusable price lists. Items are replaced as a whole on every save, in one transaction, so
 * a package is never seen half-written. Times Used counts the proposals that imported the package.
 */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Package, PackageData } from "../../../shared/packages.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { estimates, packageItems, packages } from "../../db/schema/index.js";
import { notFound } from "../../http/errors.js";

export const PACKAGE_NOT_FOUND = "Package not found";

const isoUtc = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The list screen's Package[] as JSON text that PostgreSQL builds in one statement (items and Times
 * Used included), the same bytes JSON.stringify made of `load`'s objects. A named statement, planned
 * once per pooled connection.
 */
function packageListQuery(db: DbOrTx) {
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

export function createPackagesService(database: Database) {
  const { db } = database;

  async function load(tx: DbOrTx, photographerId: string, ids?: string[]): Promise<Package[]> {
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
      .where(
        and(eq(packageItems.photographerId, photographerId), inArray(packageItems.packageId, packageIds)),
      )
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

  async function get(photographerId: string, id: string, tx: DbOrTx = db): Promise<Package> {
    const [pkg] = await load(tx, photographerId, [id]);
    if (!pkg) throw notFound(PACKAGE_NOT_FOUND);
    return pkg;
  }

  async function writeItems(
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

  async function create(photographerId: string, input: PackageData): Promise<Package> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(packages)
        .values({
          photographerId,
          name: input.name,
          description: input.description ?? null,
          basePriceCents: input.basePriceCents,
        })
        .returning({ id: packages.id });
      await writeItems(tx, photographerId, row!.id, input.items);
      return get(photographerId, row!.id, tx);
    });
  }

  async function update(photographerId: string, id: string, input: PackageData): Promise<Package> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(packages)
        .set({
          name: input.name,
          description: input.description ?? null,
          basePriceCents: input.basePriceCents,
          updatedAt: new Date(),
        })
        .where(and(eq(packages.photographerId, photographerId), eq(packages.id, id)))
        .returning({ id: packages.id });
      if (!row) throw notFound(PACKAGE_NOT_FOUND);
      await writeItems(tx, photographerId, id, input.items);
      return get(photographerId, id, tx);
    });
  }

  async function copy(photographerId: string, id: string): Promise<Package> {
    const source = await get(photographerId, id);
    return create(photographerId, {
      name: `${source.name} (Copy)`.slice(0, 200),
      description: source.description ?? undefined,
      basePriceCents: source.basePriceCents,
      items: source.items.map((i) => ({
        name: i.name,
        description: i.description ?? undefined,
        qty: i.qty,
        unitCents: i.unitCents,
      })),
    });
  }

  async function remove(photographerId: string, id: string): Promise<void> {
    const deleted = await db
      .delete(packages)
      .where(and(eq(packages.photographerId, photographerId), eq(packages.id, id)))
      .returning({ id: packages.id });
    if (deleted.length === 0) throw notFound(PACKAGE_NOT_FOUND);
  }

  let listQuery: ReturnType<typeof packageListQuery> | null = null;
  async function listJson(photographerId: string): Promise<string> {
    listQuery ??= packageListQuery(db);
    const [row] = await listQuery.execute({ photographerId });
    return row!.json;
  }

  return { listJson, get, create, update, copy, remove };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
