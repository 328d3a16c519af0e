/**
 * The client portal: one-time login links e-mailed by the photographer, their exchange for a client
 * session, and the portal view. A link's token is stored only as a hash, expires, and works once.
 */
import type { SendLoginLinkResult } from "../../../shared/clients.js";
import type { PortalContract, PortalView } from "../../../shared/portal.js";
import { createSession } from "../../auth/sessions.js";
import { randomToken, sha256 } from "../../auth/tokens.js";
import type { Config } from "../../config.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { badRequest, HttpError, notFound } from "../../http/errors.js";
import type { EmailService } from "../../integrations/email/email.service.js";
import type { ClientsService } from "../clients/clients.service.js";
import {
  claimPortalToken,
  findPortalEventZone,
  findPortalStudio,
  findPortalToken,
  insertPortalToken,
  listPortalChecklist,
  listPortalLinks,
  listPortalProjects,
  listPortalQuestionnaires,
  listSentProposals,
  listSignedContracts,
  listUpcomingBookings,
  upsertClientUser,
} from "./portal.queries.js";
import { findSignInStudio } from "./portal-link-request.queries.js";

export const LINK_INVALID = "This login link is not valid. Ask your photographer to send you a new one.";
// A used or expired link's answer names its studio: the sign-in page then offers to e-mail a new link.
export const LINK_USED = "This login link was already used: each link opens your portal once.";
export const LINK_EXPIRED = "This login link has expired.";

export function createPortalService(
  database: Database,
  config: Config,
  email: EmailService,
  clients: ClientsService,
) {
  const { db } = database;

  /**
   * A one-time portal login link for a client, written through `tx` when given. `next` is where the
   * portal opens after signing in (a path inside the portal, such as one questionnaire).
   */
  async function issueLoginUrl(
    tx: DbOrTx,
    photographerId: string,
    clientId: string,
    next?: string,
  ): Promise<string> {
    const token = randomToken();
    await insertPortalToken(tx, {
      photographerId,
      clientId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + config.PORTAL_LINK_TTL_HOURS * 3_600_000),
    });
    const url = new URL("/client-portal/login", config.publicUrl);
    url.searchParams.set("token", token);
    if (next) url.searchParams.set("next", next);
    return url.toString();
  }

  async function sendLoginLink(photographerId: string, clientId: string): Promise<SendLoginLinkResult> {
    const client = await clients.requireClient(photographerId, clientId);
    if (!client.email) throw badRequest("This client has no email address");
    const hours = config.PORTAL_LINK_TTL_HOURS;
    const loginUrl = await issueLoginUrl(db, photographerId, clientId);
    const sent = await email.sendEmail({
      photographerId,
      clientId,
      to: client.email,
      subject: "Your client portal with {{businessName}}",
      text:
        "Hi {{firstName}},\n\n{{businessName}} has set up your client portal: your checklist, proposals, " +
        `questionnaires and appointments in one place.\n\nOpen your portal:\n${loginUrl}\n\n` +
        `This link works once and expires in ${hours} hours. If it has expired, just ask for a new one.`,
      values: { firstName: client.firstName, lastName: client.lastName, email: client.email },
    });
    if (sent.status === "failed") {
      throw new HttpError(
        502,
        `The email to ${client.email} could not be sent: ${sent.error ?? "unknown error"}`,
        {
          error: "Email Service Error",
          loginUrl,
          warning: "You can share this link with your client yourself.",
        },
      );
    }
    if (sent.delivery === "outbox") {
      return {
        message: `No email server is configured, so the email to ${client.email} is in your outbox.`,
        loginUrl,
        debugInfo: "Set SMTP_URL to deliver e-mail.",
      };
    }
    return { message: `A login link was sent to ${client.email}.` };
  }

  /**
   * Trades a link's token for a client session. The update is the single-use check: only one caller
   * wins. Both a session and a refused used or expired link name the studio (PortalSignInStudio), so
   * that the sign-in page can offer "E-mail me a sign-in link" then and later.
   */
  async function exchangeToken(token: string, meta: { ip?: string; userAgent?: string }) {
    const tokenHash = sha256(token);
    const claimed = await claimPortalToken(db, tokenHash);
    if (!claimed) {
      const existing = await findPortalToken(db, tokenHash);
      if (!existing) throw badRequest(LINK_INVALID);
      const studio = await findSignInStudio(db, existing.photographerId);
      throw new HttpError(410, existing.usedAt ? LINK_USED : LINK_EXPIRED, studio ? { studio } : {});
    }
    const client = await clients.requireClient(claimed.photographerId, claimed.clientId);
    const user = await upsertClientUser(db, {
      id: client.id,
      photographerId: claimed.photographerId,
      email: client.email,
    });
    const session = await createSession(db, user.id, config.SESSION_TTL_DAYS, meta);
    return { ...session, studio: await findSignInStudio(db, claimed.photographerId) };
  }

  async function view(photographerId: string, clientId: string): Promise<PortalView> {
    const client = await clients.requireClient(photographerId, clientId).catch(() => {
      throw notFound("Your portal is no longer available");
    });
    const studio = await findPortalStudio(db, photographerId);
    const eventZone = await findPortalEventZone(db, photographerId, clientId);
    const projectRows = await listPortalProjects(db, photographerId, clientId);
    const projectIds = projectRows.map((p) => p.id);
    const current = projectRows[0];
    const [checklist, links, questionnaires, estimateRows, bookingRows, contractRows] = await Promise.all([
      current ? listPortalChecklist(db, photographerId, current.id) : [],
      listPortalLinks(db, photographerId),
      listPortalQuestionnaires(db, photographerId, projectIds),
      // A client sees proposals once they have been sent, never drafts.
      listSentProposals(db, photographerId, clientId),
      listUpcomingBookings(db, photographerId, clientId),
      // Only contracts the client signed: before that, the proposal page is where they read it.
      listSignedContracts(db, photographerId, clientId),
    ]);
    return {
      client: {
        firstName: client.firstName,
        lastName: client.lastName,
        email: client.email,
        phone: client.phone,
        weddingDate: client.eventDate,
        weddingTimeZone: eventZone ?? studio!.timezone,
        stage: current?.stageName ? { name: current.stageName } : null,
      },
      photographer: {
        businessName: studio!.businessName,
        logoUrl: studio!.logoUrl,
        brandPrimary: studio!.brandPrimary,
        email: studio!.emailFromAddr,
        phone: studio!.phone,
      },
      checklistItems: checklist.map((i) => ({
        id: i.id,
        title: i.title,
        orderIndex: i.orderIndex,
        completedAt: i.completedAt?.toISOString() ?? null,
      })),
      links: links.map((l) => ({ id: l.id, title: l.title, url: l.url })),
      questionnaires: questionnaires.map((q) => ({
        id: q.id,
        template: { title: q.templateTitle, description: q.templateDescription },
        status: q.submittedAt ? ("Completed" as const) : ("Pending" as const),
        completedAt: q.submittedAt?.toISOString() ?? null,
      })),
      estimates: estimateRows.map((e) => ({
        id: e.id,
        title: e.title,
        status: e.status,
        totalCents: e.totalCents,
        currency: e.currency,
        token: e.token,
        createdAt: e.createdAt.toISOString(),
      })),
      bookings: bookingRows.map((b) => ({
        id: b.id,
        title: b.title,
        startAt: b.startAt.toISOString(),
        endAt: b.endAt.toISOString(),
        status: b.status,
      })),
      contracts: contractRows.map((c) => ({
        id: c.id,
        title: c.title,
        status: c.status as PortalContract["status"],
        clientSignedAt: c.clientSignedAt!.toISOString(),
        completedAt: c.studioSignedAt?.toISOString() ?? null,
        pdfUrl: `/api/public/proposals/${encodeURIComponent(c.proposalToken)}/contract.pdf`,
      })),
    };
  }

  return { sendLoginLink, issueLoginUrl, exchangeToken, view };
}

export type PortalService = ReturnType<typeof createPortalService>;
