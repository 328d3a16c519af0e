/**
 * Contract templates: the studio's contract texts with {{smart fields}}. The shared schema has already
 * refused an unknown field, a blank or oversized text and NUL; what is left here is ownership (another
 * studio's template is a 404, like a missing one). Attaching a template renders it into the proposal's
 * own contract, so editing or deleting a template never changes a contract already attached.
 */
import type { z } from "zod";
import {
  CONTRACT_TEMPLATE_NOT_FOUND,
  type ContractTemplate,
  type contractTemplateInputSchema,
} from "../../../shared/contracts.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { notFound } from "../../http/errors.js";
import {
  type ContractTemplateRow,
  deleteContractTemplateRow,
  findContractTemplateRow,
  insertContractTemplateRows,
  listContractTemplateRows,
  updateContractTemplateRow,
} from "./contract-templates.queries.js";
import { STARTER_CONTRACTS } from "./starter-contracts/index.js";

export type ContractTemplateData = z.output<typeof contractTemplateInputSchema>;

function toContractTemplate(row: ContractTemplateRow): ContractTemplate {
  return {
    id: row.id,
    name: row.name,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The wedding, portrait and commercial starters, inside the caller's transaction (registration). Their
 * creation times step back a millisecond each so the list (newest first) shows them in a fixed order.
 */
export async function insertStarterContracts(tx: DbOrTx, photographerId: string, now = new Date()) {
  await insertContractTemplateRows(
    tx,
    photographerId,
    STARTER_CONTRACTS.map((starter, index) => ({
      name: starter.name,
      body: starter.body,
      createdAt: new Date(now.getTime() - index),
    })),
  );
}

export function createContractTemplatesService(database: Database) {
  const { db } = database;

  async function list(photographerId: string): Promise<ContractTemplate[]> {
    return (await listContractTemplateRows(db, photographerId)).map(toContractTemplate);
  }

  /** The template, or 404 (another studio's id included). `tx` lets a caller read it inside its own work. */
  async function get(photographerId: string, id: string, tx: DbOrTx = db): Promise<ContractTemplate> {
    const row = await findContractTemplateRow(tx, photographerId, id);
    if (!row) throw notFound(CONTRACT_TEMPLATE_NOT_FOUND);
    return toContractTemplate(row);
  }

  async function create(photographerId: string, input: ContractTemplateData): Promise<ContractTemplate> {
    const [row] = await insertContractTemplateRows(db, photographerId, [
      { name: input.name, body: input.body },
    ]);
    return toContractTemplate(row!);
  }

  async function update(
    photographerId: string,
    id: string,
    input: ContractTemplateData,
  ): Promise<ContractTemplate> {
    const row = await updateContractTemplateRow(db, photographerId, id, {
      name: input.name,
      body: input.body,
      updatedAt: new Date(),
    });
    if (!row) throw notFound(CONTRACT_TEMPLATE_NOT_FOUND);
    return toContractTemplate(row);
  }

  async function remove(photographerId: string, id: string): Promise<void> {
    if (!(await deleteContractTemplateRow(db, photographerId, id)))
      throw notFound(CONTRACT_TEMPLATE_NOT_FOUND);
  }

  return { list, get, create, update, remove };
}

export type ContractTemplatesService = ReturnType<typeof createContractTemplatesService>;
