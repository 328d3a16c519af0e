/**
 * Questionnaires assigned to projects: assigning (from the page, the project, or an automation), the
 * e-mail that brings the client to it, the client's draft and one-time submission, and reading the
 * answers. An assignment keeps a copy of the title and questions, so answers stay readable whatever
 * happens to the template later.
 */
import {
  type Answers,
  type Assignment,
  answerIssues,
  answerText,
  type ClientQuestionnaire,
  normalizeAnswers,
  type QuestionSnapshot,
} from "../../../shared/questionnaires.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { conflict, HttpError, notFound, unprocessable } from "../../http/errors.js";
import type { EmailService } from "../../integrations/email/email.service.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { StudioNotifications } from "../photographer/studio-notifications.job.js";
import type { PortalService } from "../portal/portal.service.js";
import { emitQuestionnaireSubmitted } from "../webhooks/webhook-emitters.js";
import {
  type AssignmentRow,
  deleteAssignmentRow,
  findAssignableProject,
  findAssignmentId,
  findClientAssignment,
  findProjectClient,
  findQuestionnaireStudio,
  insertAssignment,
  listAssignmentRows,
  updateUnsubmitted,
} from "./assignments.queries.js";
import { findTemplate, questionsOf, TEMPLATE_NOT_FOUND, toQuestion } from "./questionnaires.service.js";

export const ASSIGNMENT_NOT_FOUND = "Questionnaire not found";
export const ALREADY_SUBMITTED = "This questionnaire was already submitted";

function csvCell(value: string): string {
  // A leading =, +, - or @ would be run as a formula by a spreadsheet.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function createAssignmentsService(
  database: Database,
  email: EmailService,
  portal: PortalService,
  notices?: Pick<StudioNotifications, "notify">,
  queue?: JobQueue,
) {
  const { db } = database;

  function toAssignment(row: AssignmentRow, projectTitle: string, clientName: string): Assignment {
    return {
      id: row.id,
      projectId: row.projectId,
      projectTitle,
      clientName,
      templateId: row.templateId,
      templateTitle: row.templateTitle,
      templateDescription: row.templateDescription,
      questions: [...(row.questionsSnapshot as QuestionSnapshot[])].sort(
        (a, b) => a.orderIndex - b.orderIndex,
      ),
      answers: row.answers as Answers,
      status: row.submittedAt ? "Completed" : "Pending",
      submittedAt: row.submittedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /**
   * Assigns a template to a project once (a second call finds the first), copies its questions, and
   * e-mails the client a link that signs them into the portal at the questionnaire. Used inside the
   * caller's transaction, so an automation's run and its assignment commit together.
   */
  async function assignWithin(
    tx: DbOrTx,
    photographerId: string,
    projectId: string,
    templateId: string,
  ): Promise<{ id: string; title: string; created: boolean } | null> {
    const template = await findTemplate(tx, photographerId, templateId);
    if (!template) return null;
    const existingId = await findAssignmentId(tx, projectId, templateId);
    if (existingId) return { id: existingId, title: template.title, created: false };
    const questions = (await questionsOf(tx, photographerId, templateId)).map((row) => {
      const { templateId: _template, ...snapshot } = toQuestion(row);
      return snapshot;
    });
    const id = await insertAssignment(tx, {
      photographerId,
      projectId,
      templateId,
      templateTitle: template.title,
      templateDescription: template.description,
      questionsSnapshot: questions,
    });
    await emailClient(tx, photographerId, projectId, id, template.title);
    return { id, title: template.title, created: true };
  }

  async function emailClient(
    tx: DbOrTx,
    photographerId: string,
    projectId: string,
    id: string,
    title: string,
  ) {
    const client = await findProjectClient(tx, projectId);
    if (!client?.email) return;
    const link = await portal.issueLoginUrl(
      tx,
      photographerId,
      client.id,
      `/client-portal/questionnaires/${id}`,
    );
    await email.sendEmail({
      db: tx,
      photographerId,
      clientId: client.id,
      projectId,
      to: client.email,
      subject: `A questionnaire from {{businessName}}: ${title}`,
      text:
        `Hi {{firstName}},\n\nTo plan everything just right, {{businessName}} would love a few answers from you: "${title}".\n\n` +
        `It only takes a few minutes, and your answers are saved as you type, so you can stop and come back.\n\n` +
        `Open your questionnaire:\n${link}\n\nThis link signs you in once. If it has expired, just ask for a new one.`,
      values: { firstName: client.firstName, lastName: client.lastName, email: client.email },
    });
  }

  async function projectFor(photographerId: string, projectId: string) {
    if (!/^[0-9a-f-]{36}$/i.test(projectId)) throw notFound("Project not found");
    const row = await findAssignableProject(db, photographerId, projectId);
    if (!row) throw notFound("Project not found");
    return row;
  }

  async function assign(photographerId: string, projectId: string, templateId: string): Promise<Assignment> {
    await projectFor(photographerId, projectId);
    const template = await findTemplate(db, photographerId, templateId);
    if (!template) throw notFound(TEMPLATE_NOT_FOUND);
    // An empty questionnaire would send the client a form with nothing to fill in.
    if ((await questionsOf(db, photographerId, templateId)).length === 0) {
      throw unprocessable("Add a question to this questionnaire before sending it");
    }
    const id = await db.transaction(async (tx) => {
      const result = await assignWithin(tx, photographerId, projectId, templateId);
      if (!result) throw notFound(TEMPLATE_NOT_FOUND);
      if (!result.created) throw conflict("This questionnaire is already assigned to this project");
      return result.id;
    });
    return get(photographerId, id);
  }

  async function rows(photographerId: string, filter: Parameters<typeof listAssignmentRows>[2], limit = 200) {
    const found = await listAssignmentRows(db, photographerId, filter, limit);
    return found.map((f) => toAssignment(f.row, f.projectTitle, `${f.first} ${f.last}`.trim()));
  }

  async function get(photographerId: string, id: string): Promise<Assignment> {
    const [found] = await rows(photographerId, { id }, 1);
    if (!found) throw notFound(ASSIGNMENT_NOT_FOUND);
    return found;
  }

  async function listForProject(photographerId: string, projectId: string) {
    await projectFor(photographerId, projectId);
    return rows(photographerId, { projectId });
  }

  const recentResponses = (photographerId: string, limit: number) =>
    rows(photographerId, { submitted: true }, limit);

  async function exportCsv(photographerId: string, id: string): Promise<{ filename: string; csv: string }> {
    const a = await get(photographerId, id);
    const lines = [["Question", "Answer"].join(",")];
    for (const q of a.questions)
      lines.push([csvCell(q.label), csvCell(answerText(q, a.answers[q.id]))].join(","));
    const slug = `${a.templateTitle}-${a.clientName}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    return { filename: `${slug || "questionnaire"}.csv`, csv: `${lines.join("\r\n")}\r\n` };
  }

  async function deleteAssignment(photographerId: string, id: string) {
    await get(photographerId, id);
    await deleteAssignmentRow(db, photographerId, id);
  }

  // The client's side: only questionnaires on their own projects with this studio.

  async function clientRow(tx: DbOrTx, photographerId: string, clientId: string, id: string) {
    const row = await findClientAssignment(tx, photographerId, clientId, id);
    if (!row) throw notFound(ASSIGNMENT_NOT_FOUND);
    return row;
  }

  async function getForClient(
    photographerId: string,
    clientId: string,
    id: string,
  ): Promise<ClientQuestionnaire> {
    const row = await clientRow(db, photographerId, clientId, id);
    const studio = await findQuestionnaireStudio(db, photographerId);
    const a = toAssignment(row, "", "");
    return {
      id: a.id,
      title: a.templateTitle,
      description: a.templateDescription,
      questions: a.questions,
      answers: a.answers,
      submittedAt: a.submittedAt,
      photographer: studio ?? { businessName: "", brandPrimary: "#3b82f6", logoUrl: null },
    };
  }

  /** Saved as the client types: anything goes (a half-typed address too) until it is submitted. */
  async function saveDraft(photographerId: string, clientId: string, id: string, answers: Answers) {
    const row = await clientRow(db, photographerId, clientId, id);
    if (row.submittedAt) throw conflict(ALREADY_SUBMITTED);
    const known = new Set((row.questionsSnapshot as QuestionSnapshot[]).map((q) => q.id));
    const kept = Object.fromEntries(Object.entries(answers).filter(([key]) => known.has(key)));
    const saved = await updateUnsubmitted(db, id, { answers: kept, updatedAt: new Date() });
    if (!saved) throw conflict(ALREADY_SUBMITTED);
    return { savedAt: saved.updatedAt.toISOString() };
  }

  /** Checks every answer against its question, then submits once: a second submission is refused. */
  async function submit(photographerId: string, clientId: string, id: string, answers: Answers) {
    const row = await clientRow(db, photographerId, clientId, id);
    if (row.submittedAt) throw conflict(ALREADY_SUBMITTED);
    const questions = row.questionsSnapshot as QuestionSnapshot[];
    const issues = answerIssues(questions, answers);
    if (issues.length > 0) {
      throw new HttpError(400, issues[0]!.message, {
        issues: issues.map((i) => ({ path: i.questionId, message: i.message })),
      });
    }
    const done = await db.transaction(async (tx) => {
      const submitted = await updateUnsubmitted(tx, id, {
        answers: normalizeAnswers(questions, answers),
        submittedAt: new Date(),
        updatedAt: new Date(),
      });
      // The studio's e-mail is queued with the answers: it goes only if they are kept, and only once.
      if (submitted) {
        await notices?.notify({ kind: "QUESTIONNAIRE_SUBMITTED", photographerId, assignmentId: id }, tx);
        if (queue) await emitQuestionnaireSubmitted(tx, queue, photographerId, id);
      }
      return submitted;
    });
    if (!done) throw conflict(ALREADY_SUBMITTED);
    return { submittedAt: done.submittedAt!.toISOString() };
  }

  return {
    requireProject: projectFor,
    assignWithin,
    assign,
    get,
    listForProject,
    recentResponses,
    exportCsv,
    deleteAssignment,
    getForClient,
    saveDraft,
    submit,
  };
}

export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
