/**
 * "E-mail me a sign-in link": a client whose one-time link was used or has expired asks for a new one
 * with their photographer's public token and their e-mail. The request only takes its rate-limit slots
 * and queues a job, and answers 202 with the same words whatever the address; the job looks the client
 * up (e-mail in any letter case) and e-mails a new one-time link, or does nothing. So neither the answer
 * nor its timing says whether someone is a studio's client.
 */
import { z } from "zod";
import {
  LINK_REQUEST_ACCEPTED,
  type PortalLinkRequestResult,
  type portalLinkRequestSchema,
} from "../../../shared/portal-link.js";
import { type Config, publicRateLimit } from "../../config.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import type { EmailService } from "../../integrations/email/email.service.js";
import { defineJob, type JobQueue } from "../../jobs/queue.js";
import { reserveAttempt } from "../auth/attempt-limits.js";
import { findClientByEmail, findStudioByPublicToken } from "./portal-link-request.queries.js";

type LinkRequest = z.output<typeof portalLinkRequestSchema>;

const HOUR_MS = 3_600_000;

/**
 * Per e-mail address (and studio): each accepted request may put an e-mail in someone's inbox, so a
 * few an hour. Per network address: PUBLIC_RATE_LIMIT an hour, like the other public endpoints.
 */
export const LINK_REQUEST_LIMITS = { perAddress: 3, windowMs: HOUR_MS } as const;

export const LINK_REQUEST_JOB = "portal.send-requested-link";

export interface LinkRequestDeps {
  database: Database;
  config: Config;
  email: EmailService;
  queue: JobQueue;
  /** A new one-time login link for the client (portal.service.ts). */
  issueLoginUrl(tx: DbOrTx, photographerId: string, clientId: string): Promise<string>;
}

const ACCEPTED: PortalLinkRequestResult = { message: LINK_REQUEST_ACCEPTED };

export function linkRequestJob(deps: LinkRequestDeps) {
  const { db } = deps.database;
  return defineJob({
    name: LINK_REQUEST_JOB,
    payload: z.object({ publicToken: z.string(), email: z.string() }),
    retryLimit: 3,
    retryDelaySeconds: 60,
    async handler({ publicToken, email }) {
      const studio = await findStudioByPublicToken(db, publicToken);
      const client = studio ? await findClientByEmail(db, studio.id, email) : null;
      if (!studio || !client?.email) return;
      const loginUrl = await deps.issueLoginUrl(db, studio.id, client.id);
      const again = new URL("/client-portal", deps.config.publicUrl);
      again.searchParams.set("studio", publicToken);
      const sent = await deps.email.sendEmail({
        photographerId: studio.id,
        clientId: client.id,
        to: client.email,
        subject: "Your sign-in link for {{businessName}}",
        text:
          "Hi {{firstName}},\n\nHere is a new link to your client portal with {{businessName}}:\n" +
          `${loginUrl}\n\nIt works once and expires in ${deps.config.PORTAL_LINK_TTL_HOURS} hours. ` +
          `Whenever you need another, you can ask for one here:\n${again}\n\n` +
          "If you didn't ask for this, you can ignore this email.",
        values: { firstName: client.firstName, lastName: client.lastName, email: client.email },
      });
      // Tried again by the queue; the link of a failed attempt was never delivered and simply expires.
      if (sent.status === "failed") throw new Error(`Sign-in link e-mail failed: ${sent.error ?? "unknown"}`);
    },
  });
}

export function createLinkRequestService(deps: LinkRequestDeps) {
  const { db } = deps.database;
  const job = linkRequestJob(deps);

  async function request(input: LinkRequest, ip: string): Promise<PortalLinkRequestResult> {
    // The network address first: a flood from one place is stopped before it uses up the allowance
    // of the addresses it names. Slots are taken before anything is looked at (attempt-limits.ts).
    await reserveAttempt(
      db,
      [
        { key: `portal-link-request:ip:${ip}`, limit: publicRateLimit(deps.config) },
        {
          key: `portal-link-request:email:${input.publicToken}:${input.email}`,
          limit: LINK_REQUEST_LIMITS.perAddress,
        },
      ],
      "sign-in link requests",
      LINK_REQUEST_LIMITS.windowMs,
    );
    await deps.queue.enqueue(job, { publicToken: input.publicToken, email: input.email });
    return ACCEPTED;
  }

  /** The job that sends the link; the portal module registers it with the queue. */
  return { request, job };
}

export type LinkRequestService = ReturnType<typeof createLinkRequestService>;
