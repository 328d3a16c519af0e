/**
 * Packages: reusable price lists. Items are replaced as a whole on every save, in one transaction, so
 * a package is never seen half-written. Times Used counts the proposals that imported the package.
 */
import type { Package, PackageData } from "../../../shared/packages.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { notFound } from "../../http/errors.js";
import {
  deletePackage,
  insertPackage,
  listPackages,
  preparePackageListJson,
  replacePackageItems,
  updatePackage,
} from "./packages.queries.js";

export const PACKAGE_NOT_FOUND = "Package not found";

export function createPackagesService(database: Database) {
  const { db } = database;

  async function get(photographerId: string, id: string, tx: DbOrTx = db): Promise<Package> {
    const [pkg] = await listPackages(tx, photographerId, [id]);
    if (!pkg) throw notFound(PACKAGE_NOT_FOUND);
    return pkg;
  }

  async function create(photographerId: string, input: PackageData): Promise<Package> {
    return db.transaction(async (tx) => {
      const id = await insertPackage(tx, photographerId, {
        name: input.name,
        description: input.description ?? null,
        basePriceCents: input.basePriceCents,
      });
      await replacePackageItems(tx, photographerId, id, input.items);
      return get(photographerId, id, tx);
    });
  }

  async function update(photographerId: string, id: string, input: PackageData): Promise<Package> {
    return db.transaction(async (tx) => {
      const found = await updatePackage(tx, photographerId, id, {
        name: input.name,
        description: input.description ?? null,
        basePriceCents: input.basePriceCents,
        updatedAt: new Date(),
      });
      if (!found) throw notFound(PACKAGE_NOT_FOUND);
      await replacePackageItems(tx, photographerId, id, input.items);
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
    if (!(await deletePackage(db, photographerId, id))) throw notFound(PACKAGE_NOT_FOUND);
  }

  let listQuery: ReturnType<typeof preparePackageListJson> | null = null;
  async function listJson(photographerId: string): Promise<string> {
    listQuery ??= preparePackageListJson(db);
    const [row] = await listQuery.execute({ photographerId });
    return row!.json;
  }

  return { listJson, get, create, update, copy, remove };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
