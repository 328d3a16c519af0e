import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  createCampaignEmailInputSchema,
  createCampaignInputSchema,
  rejectCampaignEmailInputSchema,
  updateCampaignEmailInputSchema,
  updateCampaignInputSchema,
} from "../../../shared/drip-campaigns.js";
import { photographerIdOf } from "../../auth/guard.js";
import { noContentResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import type { CampaignEmailsService } from "./campaign-emails.service.js";
import { type Actor, CAMPAIGN_NOT_FOUND, EMAIL_NOT_FOUND } from "./campaign-rules.js";
import { type CampaignVersionsService, VERSION_NOT_FOUND } from "./campaign-versions.service.js";
import {
  campaignEmailResponse,
  campaignVersionsResponse,
  customCampaignResponse,
  customCampaignsResponse,
  movedLeadsResponse,
} from "./drip-campaigns.responses.js";
import type { DripCampaignsService } from "./drip-campaigns.service.js";

const campaignParams = z.object({ id: z.uuid({ error: CAMPAIGN_NOT_FOUND }) });
const emailParams = z.object({ id: z.uuid({ error: EMAIL_NOT_FOUND }) });
/** The studio and the signed-in user's address, which the version history records. */
const actorOf = (request: FastifyRequest): Actor => ({
  photographerId: photographerIdOf(request),
  email: request.user?.email ?? null,
});

const restoreParams = campaignParams.extend({ versionId: z.uuid({ error: VERSION_NOT_FOUND }) });

export interface DripCampaignServices {
  campaigns: DripCampaignsService;
  emails: CampaignEmailsService;
  versions: CampaignVersionsService;
}

export function registerDripCampaignRoutes(
  app: App,
  { campaigns, emails, versions }: DripCampaignServices,
): void {
  const tags = ["drip-campaigns"];
  const me = photographerIdOf;
  const actor = actorOf;

  app.get(
    "/api/drip-campaigns",
    {
      schema: {
        summary: "The studio's own drip campaigns (current versions)",
        tags,
        response: { 200: customCampaignsResponse },
      },
    },
    async (request) => campaigns.list(me(request)),
  );
  app.post(
    "/api/drip-campaigns",
    {
      schema: {
        summary: "Create a drip campaign (a draft)",
        tags,
        body: createCampaignInputSchema,
        response: { 201: customCampaignResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await campaigns.create(actor(request), request.body)),
  );
  app.get(
    "/api/drip-campaigns/:id",
    {
      schema: {
        summary: "One version of a drip campaign",
        tags,
        params: campaignParams,
        response: { 200: customCampaignResponse },
      },
    },
    async (request) => campaigns.get(me(request), request.params.id),
  );
  app.put(
    "/api/drip-campaigns/:id",
    {
      schema: {
        summary: "Change a draft campaign",
        tags,
        params: campaignParams,
        body: updateCampaignInputSchema,
        response: { 200: customCampaignResponse },
      },
    },
    async (request) => campaigns.update(actor(request), request.params.id, request.body),
  );
  app.delete(
    "/api/drip-campaigns/:id",
    {
      schema: {
        summary: "Delete a campaign (archived when leads were enrolled), or a draft next version",
        tags,
        params: campaignParams,
        response: { 204: noContentResponse },
      },
    },
    async (request, reply) => {
      await campaigns.remove(actor(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    "/api/drip-campaigns/:id/activate",
    {
      schema: {
        summary:
          "Activate (or resume) a campaign whose e-mails are all approved; on a draft version, publish it",
        tags,
        params: campaignParams,
        response: { 200: customCampaignResponse },
      },
    },
    async (request) => campaigns.activate(actor(request), request.params.id),
  );
  app.post(
    "/api/drip-campaigns/:id/pause",
    {
      schema: {
        summary: "Pause a campaign and its leads",
        tags,
        params: campaignParams,
        response: { 200: customCampaignResponse },
      },
    },
    async (request) => campaigns.pause(actor(request), request.params.id),
  );
  registerEmailRoutes(app, emails);
  registerVersionRoutes(app, versions);
}

function registerEmailRoutes(app: App, emails: CampaignEmailsService): void {
  const tags = ["drip-campaigns"];
  const who = actorOf;
  app.post(
    "/api/drip-campaigns/:id/emails",
    {
      schema: {
        summary: "Add an e-mail to a draft campaign (PENDING until approved)",
        tags,
        params: campaignParams,
        body: createCampaignEmailInputSchema,
        response: { 201: campaignEmailResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await emails.add(who(request), request.params.id, request.body)),
  );
  app.put(
    "/api/drip-campaign-emails/:id",
    {
      schema: {
        summary: "Edit an e-mail (an approved one goes back to PENDING)",
        tags,
        params: emailParams,
        body: updateCampaignEmailInputSchema,
        response: { 200: campaignEmailResponse },
      },
    },
    async (request) => emails.edit(who(request), request.params.id, request.body),
  );
  app.delete(
    "/api/drip-campaign-emails/:id",
    {
      schema: {
        summary: "Remove an e-mail",
        tags,
        params: emailParams,
        response: { 204: noContentResponse },
      },
    },
    async (request, reply) => {
      await emails.remove(who(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    "/api/drip-campaign-emails/:id/approve",
    {
      schema: {
        summary: "Approve an e-mail (only approved e-mails are sent)",
        tags,
        params: emailParams,
        response: { 200: campaignEmailResponse },
      },
    },
    async (request) => emails.approve(who(request), request.params.id),
  );
  app.post(
    "/api/drip-campaign-emails/:id/reject",
    {
      schema: {
        summary: "Reject an e-mail, saying why",
        tags,
        params: emailParams,
        body: rejectCampaignEmailInputSchema,
        response: { 200: campaignEmailResponse },
      },
    },
    async (request) => emails.reject(who(request), request.params.id, request.body.reason),
  );
}

function registerVersionRoutes(app: App, versions: CampaignVersionsService): void {
  const tags = ["drip-campaigns"];
  const who = actorOf;
  app.get(
    "/api/drip-campaigns/:id/versions",
    {
      schema: {
        summary: "Every version of a campaign, newest first, with its e-mails and history",
        tags,
        params: campaignParams,
        response: { 200: campaignVersionsResponse },
      },
    },
    async (request) => versions.versions(photographerIdOf(request), request.params.id),
  );
  app.post(
    "/api/drip-campaigns/:id/versions",
    {
      schema: {
        summary: "Start the next version of a live campaign (or answer the one being edited)",
        tags,
        params: campaignParams,
        response: { 200: customCampaignResponse, 201: customCampaignResponse },
      },
    },
    async (request, reply) => {
      const { created, campaign } = await versions.newVersion(who(request), request.params.id);
      return reply.status(created ? 201 : 200).send(campaign);
    },
  );
  app.post(
    "/api/drip-campaigns/:id/versions/:versionId/restore",
    {
      schema: {
        summary: "Make the next version a copy of an older one",
        tags,
        params: restoreParams,
        response: { 200: customCampaignResponse },
      },
    },
    async (request) => versions.restore(who(request), request.params.id, request.params.versionId),
  );
  app.post(
    "/api/drip-campaigns/:id/move-leads",
    {
      schema: {
        summary: "Move the leads of older versions onto the current version",
        tags,
        params: campaignParams,
        response: { 200: movedLeadsResponse },
      },
    },
    async (request) => versions.moveLeads(who(request), request.params.id),
  );
}
