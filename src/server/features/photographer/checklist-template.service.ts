/**
 * The checklist template: the list every new project copies
 * (projects.service createWithin) and its client ticks off in the portal. Changing it leaves the
 * checklists of existing projects as they are.
 */
import type { z } from "zod";
import type {
  ChecklistTemplateItem,
  checklistTemplateItemInputSchema,
} from "../../../shared/photographer.js";
import type { Database } from "../../db/connect.js";
import type { checklistTemplateItems } from "../../db/schema/index.js";
import { notFound } from "../../http/errors.js";
import {
  deleteChecklistItem,
  insertChecklistItem,
  listChecklistItems,
  nextChecklistIndex,
  updateChecklistItem,
} from "./checklist-template.queries.js";
import { assertCompleteOrder } from "./ordered-list.js";

export const CHECKLIST_ITEM_NOT_FOUND = "Checklist item not found";

type ItemData = z.output<typeof checklistTemplateItemInputSchema>;

const toItem = (row: typeof checklistTemplateItems.$inferSelect): ChecklistTemplateItem => ({
  id: row.id,
  title: row.title,
  orderIndex: row.orderIndex,
});

export function createChecklistTemplateService(database: Database) {
  const { db } = database;

  async function list(photographerId: string): Promise<ChecklistTemplateItem[]> {
    return (await listChecklistItems(db, photographerId)).map(toItem);
  }

  async function create(photographerId: string, input: ItemData): Promise<ChecklistTemplateItem> {
    const orderIndex = input.orderIndex ?? (await nextChecklistIndex(db, photographerId));
    return toItem(await insertChecklistItem(db, { photographerId, title: input.title, orderIndex }));
  }

  async function update(photographerId: string, id: string, input: ItemData): Promise<ChecklistTemplateItem> {
    const row = await updateChecklistItem(db, photographerId, id, {
      title: input.title,
      ...(input.orderIndex === undefined ? {} : { orderIndex: input.orderIndex }),
    });
    if (!row) throw notFound(CHECKLIST_ITEM_NOT_FOUND);
    return toItem(row);
  }

  async function remove(photographerId: string, id: string): Promise<void> {
    if (!(await deleteChecklistItem(db, photographerId, id))) throw notFound(CHECKLIST_ITEM_NOT_FOUND);
  }

  async function reorder(photographerId: string, ids: string[]): Promise<ChecklistTemplateItem[]> {
    const current = await listChecklistItems(db, photographerId);
    assertCompleteOrder(
      current.map((item) => item.id),
      ids,
      "List every checklist item once",
    );
    await db.transaction(async (tx) => {
      for (const [orderIndex, id] of ids.entries()) {
        await updateChecklistItem(tx, photographerId, id, { orderIndex });
      }
    });
    return list(photographerId);
  }

  return { list, create, update, remove, reorder };
}

export type ChecklistTemplateService = ReturnType<typeof createChecklistTemplateService>;
