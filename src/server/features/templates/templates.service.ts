/**
 * Message templates: the e-mails and texts that automations send. A template is the photographer's own;
 * `usedBy` counts the automations and automation steps that send it, so the studio can see what a
 * delete would silence (the references are set to null by the database, never left dangling).
 */
import { and, count, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { z } from "zod";
import type { ProjectType } from "../../../shared/projects.js";
import type { Template, templateInputSchema } from "../../../shared/templates.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { automationSteps, automations, templates } from "../../db/schema/index.js";
import { notFound } from "../../http/errors.js";

export const TEMPLATE_NOT_FOUND = "Template not found";

/** A validated body: SMS already has its subject and HTML body dropped. */
export type TemplateData = z.output<typeof templateInputSchema>;

type TemplateRow = typeof templates.$inferSelect;

function toTemplate(row: TemplateRow, usedBy: number): Template {
  return {
    id: row.id,
    name: row.name,
    channel: row.channel,
    subject: row.subject,
    htmlBody: row.htmlBody,
    textBody: row.textBody,
    projectType: row.projectType,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    usedBy,
  };
}

function columnsOf(input: TemplateData) {
  const isEmail = input.channel === "EMAIL";
  return {
    name: input.name,
    channel: input.channel,
    subject: isEmail ? (input.subject ?? null) : null,
    htmlBody: isEmail ? (input.htmlBody ?? null) : null,
    textBody: input.textBody,
    projectType: input.projectType ?? null,
  };
}

export function createTemplatesService(database: Database) {
  const { db } = database;

  /** How many automations and automation steps of this photographer send each template. */
  async function usage(tx: DbOrTx, photographerId: string, ids: string[]): Promise<Map<string, number>> {
    const used = new Map<string, number>();
    if (ids.length === 0) return used;
    // One after the other: a transaction's connection runs one query at a time.
    const byAutomation = await tx
      .select({ templateId: automations.templateId, n: count() })
      .from(automations)
      .where(and(eq(automations.photographerId, photographerId), inArray(automations.templateId, ids)))
      .groupBy(automations.templateId);
    const byStep = await tx
      .select({ templateId: automationSteps.templateId, n: count() })
      .from(automationSteps)
      .where(
        and(eq(automationSteps.photographerId, photographerId), inArray(automationSteps.templateId, ids)),
      )
      .groupBy(automationSteps.templateId);
    for (const { templateId, n } of [...byAutomation, ...byStep]) {
      if (templateId) used.set(templateId, (used.get(templateId) ?? 0) + n);
    }
    return used;
  }

  async function withUsage(tx: DbOrTx, photographerId: string, rows: TemplateRow[]): Promise<Template[]> {
    const used = await usage(
      tx,
      photographerId,
      rows.map((r) => r.id),
    );
    return rows.map((row) => toTemplate(row, used.get(row.id) ?? 0));
  }

  /** Newest first; with a project type, that type's templates plus those meant for every type. */
  async function list(photographerId: string, filter: { projectType?: ProjectType } = {}) {
    const rows = await db
      .select()
      .from(templates)
      .where(
        and(
          eq(templates.photographerId, photographerId),
          filter.projectType
            ? or(eq(templates.projectType, filter.projectType), isNull(templates.projectType))
            : undefined,
        ),
      )
      .orderBy(desc(templates.createdAt), desc(templates.id));
    return withUsage(db, photographerId, rows);
  }

  async function get(photographerId: string, id: string, tx: DbOrTx = db): Promise<Template> {
    const [row] = await tx
      .select()
      .from(templates)
      .where(and(eq(templates.photographerId, photographerId), eq(templates.id, id)));
    if (!row) throw notFound(TEMPLATE_NOT_FOUND);
    const [template] = await withUsage(tx, photographerId, [row]);
    return template!;
  }

  async function create(photographerId: string, input: TemplateData): Promise<Template> {
    const [row] = await db
      .insert(templates)
      .values({ photographerId, ...columnsOf(input) })
      .returning();
    return toTemplate(row!, 0);
  }

  async function update(photographerId: string, id: string, input: TemplateData): Promise<Template> {
    const [row] = await db
      .update(templates)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(and(eq(templates.photographerId, photographerId), eq(templates.id, id)))
      .returning();
    if (!row) throw notFound(TEMPLATE_NOT_FOUND);
    const [template] = await withUsage(db, photographerId, [row]);
    return template!;
  }

  /** Automations that sent it keep running with no message (their template id becomes null). */
  async function remove(photographerId: string, id: string): Promise<void> {
    const deleted = await db
      .delete(templates)
      .where(and(eq(templates.photographerId, photographerId), eq(templates.id, id)))
      .returning({ id: templates.id });
    if (deleted.length === 0) throw notFound(TEMPLATE_NOT_FOUND);
  }

  return { list, get, create, update, remove };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
