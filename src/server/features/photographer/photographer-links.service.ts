/**
 * The portal's quick links: the studio's own, in the order it chose.
 */
import type { z } from "zod";
import type { PhotographerLink, photographerLinkInputSchema } from "../../../shared/photographer.js";
import type { Database } from "../../db/connect.js";
import type { photographerLinks } from "../../db/schema/index.js";
import { notFound } from "../../http/errors.js";
import { assertCompleteOrder } from "./ordered-list.js";
import {
  deleteLink,
  insertLink,
  listLinks,
  nextLinkIndex,
  updateLink,
} from "./photographer-links.queries.js";

export const LINK_NOT_FOUND = "Link not found";

type LinkData = z.output<typeof photographerLinkInputSchema>;

const toLink = (row: typeof photographerLinks.$inferSelect): PhotographerLink => ({
  id: row.id,
  title: row.title,
  url: row.url,
  orderIndex: row.orderIndex,
});

export function createPhotographerLinksService(database: Database) {
  const { db } = database;

  async function list(photographerId: string): Promise<PhotographerLink[]> {
    return (await listLinks(db, photographerId)).map(toLink);
  }

  async function create(photographerId: string, input: LinkData): Promise<PhotographerLink> {
    const orderIndex = input.orderIndex ?? (await nextLinkIndex(db, photographerId));
    return toLink(await insertLink(db, { photographerId, title: input.title, url: input.url, orderIndex }));
  }

  async function update(photographerId: string, id: string, input: LinkData): Promise<PhotographerLink> {
    const row = await updateLink(db, photographerId, id, {
      title: input.title,
      url: input.url,
      ...(input.orderIndex === undefined ? {} : { orderIndex: input.orderIndex }),
    });
    if (!row) throw notFound(LINK_NOT_FOUND);
    return toLink(row);
  }

  async function remove(photographerId: string, id: string): Promise<void> {
    if (!(await deleteLink(db, photographerId, id))) throw notFound(LINK_NOT_FOUND);
  }

  async function reorder(photographerId: string, ids: string[]): Promise<PhotographerLink[]> {
    const current = await listLinks(db, photographerId);
    assertCompleteOrder(
      current.map((link) => link.id),
      ids,
      "List every quick link once",
    );
    await db.transaction(async (tx) => {
      for (const [orderIndex, id] of ids.entries()) await updateLink(tx, photographerId, id, { orderIndex });
    });
    return list(photographerId);
  }

  return { list, create, update, remove, reorder };
}

export type PhotographerLinksService = ReturnType<typeof createPhotographerLinksService>;
