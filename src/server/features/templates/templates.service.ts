/**
 * Message templates: the e-mails and texts that automations send. A template is the photographer's own;
 * `usedBy` counts the automations and automation steps that send it, so the studio can see what a
 * delete would silence (the references are set to null by the database, never left dangling).
 */
import type { z } from "zod";
import type { ProjectType } from "../../../shared/projects.js";
import type { Template, templateInputSchema } from "../../../shared/templates.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { notFound } from "../../http/errors.js";
import {
  countTemplateUsage,
  deleteTemplate,
  findTemplateRow,
  insertTemplate,
  listTemplateRows,
  type TemplateRow,
  updateTemplate,
} from "./templates.queries.js";

export const TEMPLATE_NOT_FOUND = "Template not found";

/** A validated body: SMS already has its subject and HTML body dropped. */
export type TemplateData = z.output<typeof templateInputSchema>;

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

  async function withUsage(tx: DbOrTx, photographerId: string, rows: TemplateRow[]): Promise<Template[]> {
    const used = await countTemplateUsage(
      tx,
      photographerId,
      rows.map((r) => r.id),
    );
    return rows.map((row) => toTemplate(row, used.get(row.id) ?? 0));
  }

  /** Newest first; with a project type, that type's templates plus those meant for every type. */
  async function list(photographerId: string, filter: { projectType?: ProjectType } = {}) {
    const rows = await listTemplateRows(db, photographerId, filter.projectType);
    return withUsage(db, photographerId, rows);
  }

  async function get(photographerId: string, id: string, tx: DbOrTx = db): Promise<Template> {
    const row = await findTemplateRow(tx, photographerId, id);
    if (!row) throw notFound(TEMPLATE_NOT_FOUND);
    const [template] = await withUsage(tx, photographerId, [row]);
    return template!;
  }

  async function create(photographerId: string, input: TemplateData): Promise<Template> {
    return toTemplate(await insertTemplate(db, photographerId, columnsOf(input)), 0);
  }

  async function update(photographerId: string, id: string, input: TemplateData): Promise<Template> {
    const row = await updateTemplate(db, photographerId, id, { ...columnsOf(input), updatedAt: new Date() });
    if (!row) throw notFound(TEMPLATE_NOT_FOUND);
    const [template] = await withUsage(db, photographerId, [row]);
    return template!;
  }

  /** Automations that sent it keep running with no message (their template id becomes null). */
  async function remove(photographerId: string, id: string): Promise<void> {
    if (!(await deleteTemplate(db, photographerId, id))) throw notFound(TEMPLATE_NOT_FOUND);
  }

  return { list, get, create, update, remove };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
