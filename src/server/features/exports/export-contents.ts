/**
 * What a studio's export zip holds: a JSON file per table of the studio's (data/<table>.json), the
 * spreadsheets a person opens first (csv/), and the signed contracts as the PDFs their clients can
 * verify (contracts/). Each entry is produced page by page as the zip is written.
 */
import type { Database } from "../../db/connect.js";
import { csvCell } from "../clients/clients-csv.js";
import type { ContractPdfService } from "../contracts/contract-pdf.service.js";
import { studioRows } from "./export-rows.queries.js";
import { CSV_VIEWS, type ExportTable } from "./export-tables.js";
import type { ZipEntrySource } from "./export-zip.js";
import { signedContracts } from "./exports.queries.js";

const README = `Your Focal data
================

data/      one JSON file per table: every row of your studio, with column names as in the database.
           Passwords, sign-in and link tokens and other secrets are left out.
csv/       clients, projects, proposals, payments and bookings as spreadsheets (amounts in cents).
contracts/ every contract your clients signed, as the PDF they can verify on your verify page.
`;

/** A table as a JSON array, one row a line. */
function jsonEntry(database: Database, table: ExportTable, photographerId: string): ZipEntrySource {
  return {
    name: `data/${table.name}.json`,
    async *chunks() {
      yield "[";
      let first = true;
      for await (const page of studioRows(database, table, photographerId)) {
        const lines = page.map((row) => JSON.stringify(row));
        yield `${first ? "\n" : ",\n"}${lines.join(",\n")}`;
        first = false;
      }
      yield first ? "]\n" : "\n]\n";
    },
  };
}

function cellOf(value: unknown): unknown {
  return value !== null && typeof value === "object" ? JSON.stringify(value) : value;
}

function csvEntry(
  database: Database,
  view: (typeof CSV_VIEWS)[number],
  table: ExportTable,
  photographerId: string,
): ZipEntrySource {
  return {
    name: `csv/${view.file}`,
    async *chunks() {
      yield `${view.columns.map(csvCell).join(",")}\r\n`;
      for await (const page of studioRows(database, table, photographerId)) {
        yield page
          .map((row) => `${view.columns.map((column) => csvCell(cellOf(row[column]))).join(",")}\r\n`)
          .join("");
      }
    },
  };
}

function contractEntry(
  pdfs: ContractPdfService,
  photographerId: string,
  contract: { id: string; estimateId: string },
): ZipEntrySource {
  return {
    name: `contracts/contract-${contract.id}.pdf`,
    async *chunks() {
      const document = await pdfs.studioPdf(photographerId, contract.estimateId);
      yield Buffer.from(document.bytes);
    },
  };
}

export async function exportEntries(
  database: Database,
  pdfs: ContractPdfService,
  tables: readonly ExportTable[],
  photographerId: string,
): Promise<ZipEntrySource[]> {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const contracts = await signedContracts(database.db, photographerId);
  return [
    {
      name: "README.txt",
      chunks: async function* () {
        yield README;
      },
    },
    // The PDFs first: printing one records its fingerprint (contract_pdfs), which the JSON then holds.
    ...contracts.map((contract) => contractEntry(pdfs, photographerId, contract)),
    ...tables.map((table) => jsonEntry(database, table, photographerId)),
    ...CSV_VIEWS.flatMap((view) => {
      const table = byName.get(view.table);
      return table ? [csvEntry(database, view, table, photographerId)] : [];
    }),
  ];
}
