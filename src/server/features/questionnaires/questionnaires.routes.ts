import { z } from "zod";
import {
  assignQuestionnaireInputSchema,
  questionInputSchema,
  reorderQuestionsInputSchema,
  templateInputSchema,
} from "../../../shared/questionnaires.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import { fileResponse, messageResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import { ASSIGNMENT_NOT_FOUND, type AssignmentsService } from "./assignments.service.js";
import {
  assignmentResponse,
  questionnaireTemplateResponse,
  questionResponse,
} from "./questionnaires.responses.js";
import {
  QUESTION_NOT_FOUND,
  type QuestionnairesService,
  TEMPLATE_NOT_FOUND,
} from "./questionnaires.service.js";

const templateParams = uuidParams(TEMPLATE_NOT_FOUND);
const questionParams = uuidParams(QUESTION_NOT_FOUND);
const assignmentParams = uuidParams(ASSIGNMENT_NOT_FOUND);
const projectParams = uuidParams("Project not found");
const responsesQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(5) });

export function registerQuestionnaireRoutes(
  app: App,
  templates: QuestionnairesService,
  assignments: AssignmentsService,
): void {
  const me = photographerIdOf;

  app.get(
    "/api/questionnaire-templates",
    {
      schema: {
        summary: "List questionnaire templates",
        tags: ["questionnaires"],
        response: { 200: z.array(questionnaireTemplateResponse) },
      },
    },
    async (request) => templates.list(me(request)),
  );
  app.post(
    "/api/questionnaire-templates",
    {
      schema: {
        summary: "Create a questionnaire template",
        tags: ["questionnaires"],
        response: { 201: questionnaireTemplateResponse },
        body: templateInputSchema,
      },
    },
    async (request, reply) => reply.status(201).send(await templates.create(me(request), request.body)),
  );
  app.get(
    "/api/questionnaire-templates/:id",
    {
      schema: {
        summary: "Get a questionnaire template",
        tags: ["questionnaires"],
        response: { 200: questionnaireTemplateResponse },
        params: templateParams,
      },
    },
    async (request) => templates.get(me(request), request.params.id),
  );
  app.put(
    "/api/questionnaire-templates/:id",
    {
      schema: {
        summary: "Update a questionnaire template",
        tags: ["questionnaires"],
        response: { 200: questionnaireTemplateResponse },
        params: templateParams,
        body: templateInputSchema,
      },
    },
    async (request) => templates.update(me(request), request.params.id, request.body),
  );
  app.delete(
    "/api/questionnaire-templates/:id",
    {
      schema: {
        summary: "Delete a questionnaire template",
        tags: ["questionnaires"],
        response: { 200: messageResponse },
        params: templateParams,
      },
    },
    async (request) => {
      await templates.remove(me(request), request.params.id);
      return { message: "Template deleted" };
    },
  );

  app.get(
    "/api/questionnaire-templates/:id/questions",
    {
      schema: {
        summary: "List a template's questions",
        tags: ["questionnaires"],
        response: { 200: z.array(questionResponse) },
        params: templateParams,
      },
    },
    async (request) => templates.listQuestions(me(request), request.params.id),
  );
  app.post(
    "/api/questionnaire-templates/:id/questions",
    {
      schema: {
        summary: "Add a question",
        tags: ["questionnaires"],
        response: { 201: questionResponse },
        params: templateParams,
        body: questionInputSchema,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await templates.addQuestion(me(request), request.params.id, request.body)),
  );
  app.put(
    "/api/questionnaire-templates/:id/questions/order",
    {
      schema: {
        summary: "Reorder a template's questions",
        tags: ["questionnaires"],
        response: { 200: z.array(questionResponse) },
        params: templateParams,
        body: reorderQuestionsInputSchema,
      },
    },
    async (request) => templates.reorderQuestions(me(request), request.params.id, request.body.questionIds),
  );
  app.put(
    "/api/questionnaire-questions/:id",
    {
      schema: {
        summary: "Update a question",
        tags: ["questionnaires"],
        response: { 200: questionResponse },
        params: questionParams,
        body: questionInputSchema,
      },
    },
    async (request) => templates.updateQuestion(me(request), request.params.id, request.body),
  );
  app.delete(
    "/api/questionnaire-questions/:id",
    {
      schema: {
        summary: "Delete a question",
        tags: ["questionnaires"],
        response: { 200: messageResponse },
        params: questionParams,
      },
    },
    async (request) => {
      await templates.removeQuestion(me(request), request.params.id);
      return { message: "Question deleted" };
    },
  );

  app.get(
    "/api/projects/:id/questionnaires",
    {
      schema: {
        summary: "List a project's questionnaires",
        tags: ["questionnaires"],
        response: { 200: z.array(assignmentResponse) },
        params: projectParams,
      },
    },
    async (request) => assignments.listForProject(me(request), request.params.id),
  );
  app.post(
    "/api/projects/:id/questionnaires",
    {
      schema: {
        summary: "Assign a questionnaire to a project",
        tags: ["questionnaires"],
        response: { 201: assignmentResponse },
        params: projectParams,
        body: assignQuestionnaireInputSchema,
      },
      // Another studio's project is "not found" whatever the body says, so it is checked before the body.
      preValidation: async (request) => {
        const { id } = request.params as { id: string };
        await assignments.requireProject(me(request), id);
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await assignments.assign(me(request), request.params.id, request.body.templateId)),
  );
  app.get(
    "/api/questionnaire-responses",
    {
      schema: {
        summary: "Recently submitted questionnaires",
        tags: ["questionnaires"],
        response: { 200: z.array(assignmentResponse) },
        querystring: responsesQuery,
      },
    },
    async (request) => assignments.recentResponses(me(request), request.query.limit),
  );
  app.get(
    "/api/project-questionnaires/:id",
    {
      schema: {
        summary: "Get an assigned questionnaire",
        tags: ["questionnaires"],
        response: { 200: assignmentResponse },
        params: assignmentParams,
      },
    },
    async (request) => assignments.get(me(request), request.params.id),
  );
  app.get(
    "/api/project-questionnaires/:id/export",
    {
      schema: {
        summary: "An assigned questionnaire's answers as CSV",
        tags: ["questionnaires"],
        response: { 200: fileResponse("text/csv", "One row per question") },
        params: assignmentParams,
      },
    },
    async (request, reply) => {
      const { filename, csv } = await assignments.exportCsv(me(request), request.params.id);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(csv);
    },
  );
  app.delete(
    "/api/project-questionnaires/:id",
    {
      schema: {
        summary: "Remove an assigned questionnaire",
        tags: ["questionnaires"],
        response: { 200: messageResponse },
        params: assignmentParams,
      },
    },
    async (request) => {
      await assignments.deleteAssignment(me(request), request.params.id);
      return { message: "Questionnaire removed" };
    },
  );
}
