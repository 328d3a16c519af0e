/**
 * The CSV import: each row checked like the Add Client form, and, when the row has project columns (an
 * export from HoneyBook or Dubsado), a project with its type, event date and pipeline stage. A row whose
 * address the studio already has adds its project to that client; without a project it is refused
 * rather than duplicated. A dry run answers the same plan and writes nothing.
 */
import { randomUUID } from "node:crypto";
import {
  type ImportedProjectInput,
  importedProject,
  matchImportedStage,
} from "../../../shared/client-import.js";
import {
  checkImportRow,
  duplicateEmailReason,
  type ImportClientsInput,
  type ImportClientsResult,
  type ImportRejection,
  type ImportRowPlan,
} from "../../../shared/clients.js";
import type { ProjectType } from "../../../shared/projects.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import type { JobQueue } from "../../jobs/queue.js";
import { emitClientsCreated } from "../webhooks/webhook-emitters.js";
import {
  copyChecklistToProjects,
  insertImportActivity,
  insertImportedProjects,
  listAllStages,
  listClientsByEmail,
  listProjectKeys,
  lockStudioImport,
} from "./client-import.queries.js";
import { clientValues, insertClientsIfNew } from "./client-writes.queries.js";
import { studioOptInDefaults } from "./clients-transfer.service.js";

type NewClientValues = ReturnType<typeof clientValues> & { id: string };
type Stage = Awaited<ReturnType<typeof listAllStages>>[number];

interface PlannedClient {
  id: string;
  name: string;
  emailOptIn: boolean;
  smsOptIn: boolean;
  /** Set for a client this import creates. */
  values?: NewClientValues;
}

interface PlannedRow {
  rowNumber: number;
  client: PlannedClient;
  /** The file's stage text replaced by the studio's stage it lands in. */
  project:
    | (Omit<ImportedProjectInput, "stage"> & {
        stage: Stage | null;
        stageMatched: boolean;
        eventDate: string | null;
      })
    | null;
}

const projectKey = (title: string, eventDate: string | null) =>
  `${title.toLowerCase()}\u0000${eventDate ?? ""}`;

/**
 * Where an imported project lands: the studio's stage of that name (or its alias), else, for one the
 * file says is over, the last stage of its type, else the type's default stage.
 */
function stageFor(project: ImportedProjectInput, stages: readonly Stage[]) {
  const ofType = stages.filter((s) => s.projectType === project.projectType);
  const matched = matchImportedStage(project.stage, ofType);
  if (matched) return { stage: matched, stageMatched: true };
  const fallback =
    project.status === "COMPLETED" ? ofType.at(-1) : (ofType.find((s) => s.isDefault) ?? ofType[0]);
  return { stage: fallback ?? null, stageMatched: project.stage === "" || project.status !== "ACTIVE" };
}

export function createClientImport(database: Database, queue: JobQueue) {
  const { db } = database;

  /** Decides what each row does, reading the studio's clients, projects and stages; writes nothing. */
  async function plan(tx: DbOrTx, photographerId: string, input: ImportClientsInput) {
    const defaultType: ProjectType = input.defaultProjectType ?? "WEDDING";
    const defaults = await studioOptInDefaults(tx, photographerId);
    const rejected: ImportRejection[] = [];
    const checked: { rowNumber: number; values: NewClientValues; project: ImportedProjectInput | null }[] =
      [];
    for (const row of input.rows) {
      // The request's control-character check leaves rows to this one, so one bad row fails alone.
      const client = checkImportRow(row.values);
      if (!client.ok) {
        rejected.push({ rowNumber: row.rowNumber, reason: client.reason });
        continue;
      }
      const project = importedProject(row.values, defaultType);
      if ("reason" in project) {
        rejected.push({ rowNumber: row.rowNumber, reason: project.reason });
        continue;
      }
      const values = { ...clientValues(client.data, defaults), id: randomUUID() };
      checked.push({ rowNumber: row.rowNumber, values, project: project.project });
    }

    const emails = [...new Set(checked.map((c) => c.values.email).filter((e): e is string => Boolean(e)))];
    const known = new Map<string, PlannedClient>();
    for (const c of await listClientsByEmail(tx, photographerId, emails)) {
      known.set(c.email, { ...c, name: `${c.firstName} ${c.lastName}` });
    }
    const projectKeys = new Set(
      (
        await listProjectKeys(
          tx,
          photographerId,
          [...known.values()].map((c) => c.id),
        )
      ).map((p) => `${p.clientId}\u0000${projectKey(p.title, p.eventDate)}`),
    );
    const stages = checked.some((c) => c.project) ? await listAllStages(tx, photographerId) : [];

    const planned: PlannedRow[] = [];
    for (const { rowNumber, values, project } of checked) {
      const existing = values.email ? known.get(values.email) : undefined;
      if (existing && !project) {
        rejected.push({ rowNumber, reason: duplicateEmailReason(values.email!) });
        continue;
      }
      const client: PlannedClient = existing ?? {
        id: values.id,
        name: `${values.firstName} ${values.lastName}`,
        emailOptIn: values.emailOptIn,
        smsOptIn: values.smsOptIn,
        values,
      };
      if (!existing && values.email) known.set(values.email, client);
      if (!project) {
        planned.push({ rowNumber, client, project: null });
        continue;
      }
      const eventDate = values.eventDate;
      const key = `${client.id}\u0000${projectKey(project.title, eventDate)}`;
      if (projectKeys.has(key)) {
        rejected.push({ rowNumber, reason: `${client.name} already has the project "${project.title}"` });
        continue;
      }
      projectKeys.add(key);
      planned.push({ rowNumber, client, project: { ...project, ...stageFor(project, stages), eventDate } });
    }
    return { planned, rejected };
  }

  /** Writes the plan: the new clients (an address taken meanwhile turns its rows away), then the projects. */
  async function apply(tx: DbOrTx, photographerId: string, rows: PlannedRow[], rejected: ImportRejection[]) {
    const newClients = [
      ...new Map(rows.flatMap((r) => (r.client.values ? [[r.client.id, r.client.values]] : []))).values(),
    ];
    // In e-mail order, so that two writers of overlapping addresses wait on each other in one order.
    newClients.sort((a, b) => (a.email ?? "").localeCompare(b.email ?? ""));
    const inserted =
      newClients.length === 0
        ? []
        : await insertClientsIfNew(
            tx,
            newClients.map((values) => ({ ...values, photographerId, leadSource: "OTHER" as const })),
          );
    await emitClientsCreated(tx, queue, inserted);
    const insertedIds = new Set(inserted.map((r) => r.id));
    const kept: PlannedRow[] = [];
    for (const row of rows) {
      // The unique index on the address turned this new client away: someone added it since the plan.
      if (row.client.values && !insertedIds.has(row.client.id)) {
        rejected.push({
          rowNumber: row.rowNumber,
          reason: duplicateEmailReason(row.client.values.email ?? ""),
        });
      } else {
        kept.push(row);
      }
    }

    const withProject = kept.filter((r) => r.project);
    const now = new Date();
    // Imported projects enter their stage without the stage's automations: they are history being
    // brought over, and the clients must not get a welcome e-mail for a wedding booked last year.
    const projectIds = await insertImportedProjects(
      tx,
      withProject.map(({ client, project }) => ({
        id: randomUUID(),
        photographerId,
        clientId: client.id,
        projectType: project!.projectType,
        title: project!.title,
        leadSource: "OTHER" as const,
        eventDate: project!.eventDate,
        hasEventDate: Boolean(project!.eventDate),
        stageId: project!.stage?.id ?? null,
        stageEnteredAt: project!.stage ? now : null,
        status: project!.status,
        emailOptIn: client.emailOptIn,
        smsOptIn: client.smsOptIn,
      })),
    );
    await copyChecklistToProjects(tx, photographerId, projectIds);
    await insertImportActivity(
      tx,
      photographerId,
      withProject.map(({ project }, i) => ({
        projectId: projectIds[i]!,
        description: project!.stage ? `Imported into ${project!.stage.name}` : "Imported",
      })),
    );
    return { created: inserted.length, kept };
  }

  function answer(rows: PlannedRow[], rejected: ImportRejection[], created: number, dryRun: boolean) {
    rejected.sort((a, b) => a.rowNumber - b.rowNumber);
    return {
      created,
      rejected,
      projectsCreated: rows.filter((r) => r.project).length,
      dryRun,
      rows: rows.map(
        ({ rowNumber, client, project }): ImportRowPlan => ({
          rowNumber,
          client: client.values ? "new" : "existing",
          clientName: client.name,
          project: project && {
            title: project.title,
            projectType: project.projectType,
            stageName: project.stage?.name ?? null,
            stageMatched: project.stageMatched,
            status: project.status,
            eventDate: project.eventDate,
          },
        }),
      ),
    } satisfies ImportClientsResult;
  }

  /** Imports one batch of rows, or with `dryRun` says what it would create. */
  async function importRows(photographerId: string, input: ImportClientsInput): Promise<ImportClientsResult> {
    if (input.dryRun) {
      const { planned, rejected } = await plan(db, photographerId, input);
      const newClients = new Set(planned.filter((r) => r.client.values).map((r) => r.client.id));
      return answer(planned, rejected, newClients.size, true);
    }
    return db.transaction(async (tx) => {
      await lockStudioImport(tx, photographerId);
      const { planned, rejected } = await plan(tx, photographerId, input);
      const { created, kept } = await apply(tx, photographerId, planned, rejected);
      return answer(kept, rejected, created, false);
    });
  }

  return { importRows };
}
