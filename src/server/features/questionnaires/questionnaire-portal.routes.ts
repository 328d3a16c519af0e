/**
 * The client's side of questionnaires, in the portal: read the form, save draft answers, submit. The
 * client is taken from the portal session, never from the request.
 */
import { z } from "zod";
import { draftAnswersInputSchema } from "../../../shared/questionnaires.js";
import { unauthorized } from "../../http/errors.js";
import { uuidParams } from "../../http/params.js";
import type { App } from "../../http/types.js";
import { ASSIGNMENT_NOT_FOUND, type AssignmentsService } from "./assignments.service.js";
import {
  clientQuestionnaireResponse,
  draftSavedResponse,
  submittedResponse,
} from "./questionnaires.responses.js";

const assignmentParams = uuidParams(ASSIGNMENT_NOT_FOUND);
// Final answers are checked against each question by the service; here only their shape.
const submitBody = z.object({ answers: draftAnswersInputSchema.shape.answers });

export function registerQuestionnairePortalRoutes(app: App, assignments: AssignmentsService): void {
  const client = { access: "client" as const };
  const clientOf = (request: { user: { photographerId: string; clientId: string | null } | null }) => {
    if (!request.user?.clientId) throw unauthorized();
    return { photographerId: request.user.photographerId, clientId: request.user.clientId };
  };
  app.get(
    "/api/client-portal/questionnaires/:id",
    {
      schema: {
        summary: "The client's questionnaire form",
        tags: ["questionnaires"],
        response: { 200: clientQuestionnaireResponse },
        params: assignmentParams,
      },
      config: client,
    },
    async (request) => {
      const who = clientOf(request);
      return assignments.getForClient(who.photographerId, who.clientId, request.params.id);
    },
  );
  app.put(
    "/api/client-portal/questionnaires/:id/answers",
    {
      schema: {
        summary: "Save the client's draft answers",
        tags: ["questionnaires"],
        response: { 200: draftSavedResponse },
        params: assignmentParams,
        body: draftAnswersInputSchema,
      },
      config: client,
    },
    async (request) => {
      const who = clientOf(request);
      return assignments.saveDraft(who.photographerId, who.clientId, request.params.id, request.body.answers);
    },
  );
  app.post(
    "/api/client-portal/questionnaires/:id/submit",
    {
      schema: {
        summary: "Submit the client's answers",
        tags: ["questionnaires"],
        response: { 200: submittedResponse },
        params: assignmentParams,
        body: submitBody,
      },
      config: client,
    },
    async (request) => {
      const who = clientOf(request);
      return assignments.submit(who.photographerId, who.clientId, request.params.id, request.body.answers);
    },
  );
}
