/**
 * A client's data for a data-access request: everything the studio holds about them, as one JSON file.
 * Another studio's client is "not found", as everywhere.
 */
import type { Database } from "../../db/connect.js";
import { notFound } from "../../http/errors.js";
import { CLIENT_EXPORT_SECTIONS, clientOfStudio, clientSectionRows } from "./client-export.queries.js";
import { CLIENT_NOT_FOUND } from "./clients.service.js";

export interface ClientExportFile {
  fileName: string;
  data: Record<string, unknown>;
}

const slug = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "-")
    .slice(0, 60);

export function createClientExportService(database: Database) {
  const { db } = database;
  return {
    async export(photographerId: string, clientId: string): Promise<ClientExportFile> {
      const client = await clientOfStudio(db, photographerId, clientId);
      if (!client) throw notFound(CLIENT_NOT_FOUND);
      const data: Record<string, unknown> = { exportedAt: new Date().toISOString() };
      for (const section of CLIENT_EXPORT_SECTIONS) {
        const rows = await clientSectionRows(db, section, photographerId, clientId);
        data[section] = section === "client" ? (rows[0] ?? null) : rows;
      }
      const name = slug(`${client.first_name} ${client.last_name}`) || "client";
      return { fileName: `client-${name}-${clientId.slice(0, 8)}.json`, data };
    },
  };
}

export type ClientExportService = ReturnType<typeof createClientExportService>;
