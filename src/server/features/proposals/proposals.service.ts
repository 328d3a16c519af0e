/**
 * Proposals: create and edit (the server recomputes every figure from the items), send by e-mail and
 * delete. An unsigned proposal stays editable after sending and stays SENT: the client's link always
 * shows the latest version, which they can sign (docs/product/proposals.md). A signed or paid one is
 * locked; a new version is a new proposal.
 */
import {
  computeTotals,
  discountOf,
  isSigned,
  type Proposal,
  type ProposalData,
  type SendProposalResult,
  type TaxSettings,
} from "../../../shared/proposals.js";
import { randomToken } from "../../auth/tokens.js";
import type { Config } from "../../config.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { badRequest, conflict, HttpError, notFound, unprocessable } from "../../http/errors.js";
import type { EmailService } from "../../integrations/email/email.service.js";
import { businessEventJob, type EventBus } from "../../jobs/events.js";
import type { JobQueue } from "../../jobs/queue.js";
import { hasMoneyRecords } from "../clients/clients.queries.js";
import type { ClientsService } from "../clients/clients.service.js";
import { isMoneyRecordRefusal } from "../clients/db-errors.js";
import type { RequestMeta } from "../contracts/contract-events.service.js";
import { hasSignedContract } from "../contracts/proposal-contract.queries.js";
import { markContractSentIn } from "../contracts/public-contract.js";
import type { PackagesService } from "../packages/packages.service.js";
import { readAutopayState } from "../payments/autopay.service.js";
import type { ProjectsService } from "../projects/projects.service.js";
import { emitProposalEvent } from "../webhooks/webhook-emitters.js";
import {
  deleteProposal,
  insertProposal,
  markProposalSent,
  replaceProposalItems,
  setProposalArchived,
  updateUnsignedProposal,
} from "./proposal-writes.queries.js";
import {
  findProposal,
  findStudioPricing,
  listProposalRows,
  listProposalsJson,
  prepareProposalDetailJson,
} from "./proposals.queries.js";
import { type ProposalPageQuery, proposalPageJson } from "./proposals-page.queries.js";
import { studioSchedule, syncScheduleToTotal } from "./schedule.service.js";

export const PROPOSAL_NOT_FOUND = "Proposal not found";
export const PROPOSAL_LOCKED = "This proposal has been signed and can no longer be changed";
export const PROPOSAL_PAID_IN_FULL = "This proposal is paid in full, so there is nothing left to send";
export const PROPOSAL_HAS_MONEY_RECORDS =
  "This proposal has been signed or paid, and those records must be kept. " +
  "Archive it instead: archived proposals leave your proposal list but stay in your reports and earnings.";

export const PROPOSAL_HAS_SIGNED_CONTRACT =
  "This proposal has a signed contract, and signed contracts are kept. " +
  "Void the contract or archive the proposal instead: archived proposals leave your proposal list but stay in your records.";

/** What the e-mail asks the client to do: sign (and pay the deposit) before signing, pay the rest after. */
function nextStep(proposal: Pick<Proposal, "status" | "signedAt" | "depositCents">): string {
  if (isSigned(proposal)) return "See your signed proposal and pay what is left here:";
  return proposal.depositCents > 0
    ? "Review it, sign it online and pay your deposit here:"
    : "Review it and sign it online here:";
}

export function createProposalsService(
  database: Database,
  config: Config,
  deps: {
    email: EmailService;
    clients: ClientsService;
    projects: ProjectsService;
    packages: PackagesService;
    queue: JobQueue;
    bus: EventBus;
  },
) {
  const { db } = database;
  const { queue } = deps;
  const businessEvent = businessEventJob(deps.bus);

  const findDetailJson = prepareProposalDetailJson(db);

  /** Proposal as JSON text, built by PostgreSQL in one round trip (the page's read). */
  async function getJson(photographerId: string, id: string): Promise<string> {
    const json = await findDetailJson(photographerId, id);
    if (json === null) throw notFound(PROPOSAL_NOT_FOUND);
    // The schedule's statuses depend on the studio's date, so it is added to the stored JSON's object.
    const schedule = await studioSchedule(db, photographerId, id);
    const autopay = await readAutopayState(db, id, schedule);
    return `${json.slice(0, -1)},"schedule":${JSON.stringify(schedule)},"autopay":${JSON.stringify(autopay)}}`;
  }

  async function get(photographerId: string, id: string, tx: DbOrTx = db) {
    const proposal = await findProposal(tx, photographerId, id);
    if (!proposal) throw notFound(PROPOSAL_NOT_FOUND);
    return proposal;
  }

  /** Every id in the body must be this photographer's, and the project must be the client's. */
  async function checkReferences(photographerId: string, input: ProposalData) {
    await deps.clients.requireClient(photographerId, input.clientId);
    if (input.projectId) {
      const project = await deps.projects.requireProject(photographerId, input.projectId);
      if (project.clientId !== input.clientId) {
        throw unprocessable("The project belongs to another client");
      }
    }
    if (input.packageId) await deps.packages.get(photographerId, input.packageId);
  }

  /** The figures are the server's own, from the items, the discount and the tax the proposal is priced with. */
  function values(input: ProposalData, tax: TaxSettings) {
    const totals = computeTotals(input.items, discountOf(input), input.depositPercent ?? null, tax);
    return {
      title: input.title,
      clientId: input.clientId,
      projectId: input.projectId ?? null,
      packageId: input.packageId ?? null,
      notes: input.notes ?? null,
      validUntil: input.validUntil ?? null,
      ...totals,
    };
  }

  async function create(photographerId: string, input: ProposalData) {
    await checkReferences(photographerId, input);
    // A new proposal takes the studio's currency and tax as they are now, and keeps them.
    const studio = await findStudioPricing(db, photographerId);
    if (!studio) throw notFound(PROPOSAL_NOT_FOUND);
    return db.transaction(async (tx) => {
      const id = await insertProposal(tx, {
        photographerId,
        token: randomToken(),
        currency: studio.currency,
        ...values(input, studio),
      });
      await replaceProposalItems(tx, photographerId, id, input.items);
      await syncScheduleToTotal(tx, photographerId, id);
      return get(photographerId, id, tx);
    });
  }

  async function update(photographerId: string, id: string, input: ProposalData) {
    // An edit keeps the rate the proposal was priced with: a studio's new rate applies to new proposals.
    const current = await get(photographerId, id);
    await checkReferences(photographerId, input);
    return db.transaction(async (tx) => {
      // The unsigned condition and the write are one statement: a signature landing meanwhile wins.
      const updated = await updateUnsignedProposal(tx, photographerId, id, {
        ...values(input, current),
        updatedAt: new Date(),
      });
      if (!updated) throw conflict(PROPOSAL_LOCKED);
      await replaceProposalItems(tx, photographerId, id, input.items);
      // A new total moves the schedule; a custom one that no longer adds up goes back to the default.
      const { scheduleReset } = await syncScheduleToTotal(tx, photographerId, id);
      const proposal = await get(photographerId, id, tx);
      return scheduleReset ? { ...proposal, scheduleReset } : proposal;
    });
  }

  /** `meta`: who sent it (IP, user agent), for the contract's evidence log. */
  async function send(
    photographerId: string,
    id: string,
    meta: RequestMeta = {},
  ): Promise<SendProposalResult> {
    const proposal = await get(photographerId, id);
    if (proposal.status === "PAID_FULL") throw conflict(PROPOSAL_PAID_IN_FULL);
    const client = await deps.clients.requireClient(photographerId, proposal.clientId);
    if (!client.email) throw badRequest("This client has no email address");
    const publicUrl = `${config.publicUrl}/public/proposals/${proposal.token}`;
    const again = proposal.sentAt !== null;
    const sent = await deps.email.sendEmail({
      photographerId,
      clientId: client.id,
      projectId: proposal.projectId ?? undefined,
      to: client.email,
      subject: again
        ? `Your proposal from {{businessName}}: ${proposal.title}`
        : `{{businessName}} sent you a proposal: ${proposal.title}`,
      text:
        `Hi {{firstName}},\n\n{{businessName}} has ${again ? "shared your proposal again" : "prepared a proposal for you"}: ` +
        `"${proposal.title}".\n\n${nextStep(proposal)}\n${publicUrl}\n\n` +
        "Reply to this email with any questions.",
      values: { firstName: client.firstName, lastName: client.lastName, email: client.email },
    });
    if (sent.status === "failed") {
      throw new HttpError(
        502,
        `The email to ${client.email} could not be sent: ${sent.error ?? "unknown error"}`,
      );
    }
    await db.transaction(async (tx) => {
      await markProposalSent(tx, photographerId, id);
      await markContractSentIn(tx, photographerId, id, meta);
      await emitProposalEvent(tx, queue, "proposal.sent", id);
      // Automations may move the project on (the starter set moves it to "Proposal Sent").
      await queue.enqueue(
        businessEvent,
        {
          photographerId,
          eventType: "PROPOSAL_SENT",
          clientId: proposal.clientId,
          projectId: proposal.projectId,
          subjectId: proposal.id,
          occurredAt: new Date().toISOString(),
        },
        { tx },
      );
    });
    return {
      message:
        sent.delivery === "outbox"
          ? `No email server is configured, so the email to ${client.email} is in your outbox.`
          : `The proposal was sent to ${client.email}.`,
      publicUrl,
      delivery: sent.delivery,
    };
  }

  /**
   * Only a proposal that is neither signed nor paid can be deleted (its pending payments go with it).
   * The database's triggers refuse the others too, so a signature or payment landing between this check
   * and the delete still ends in the same 409.
   */
  async function remove(photographerId: string, id: string) {
    await get(photographerId, id);
    if (await hasSignedContract(db, photographerId, { estimateId: id })) {
      throw new HttpError(409, PROPOSAL_HAS_SIGNED_CONTRACT, { canArchive: true });
    }
    if (await hasMoneyRecords(db, photographerId, { estimateId: id })) {
      throw new HttpError(409, PROPOSAL_HAS_MONEY_RECORDS, { canArchive: true });
    }
    let deleted: boolean;
    try {
      deleted = await deleteProposal(db, photographerId, id);
    } catch (error) {
      if (isMoneyRecordRefusal(error))
        throw new HttpError(409, PROPOSAL_HAS_MONEY_RECORDS, { canArchive: true });
      throw error;
    }
    if (!deleted) throw notFound(PROPOSAL_NOT_FOUND);
  }

  /** Archiving hides a proposal from the list; it stays in reports, earnings and the client's history. */
  async function setArchived(photographerId: string, id: string, archived: boolean) {
    const found = await setProposalArchived(db, photographerId, id, archived);
    if (!found) throw notFound(PROPOSAL_NOT_FOUND);
    return get(photographerId, id);
  }

  return {
    /** ProposalListItem[] as JSON text, built by PostgreSQL. */
    listJson: (photographerId: string, archived?: boolean) => listProposalsJson(db, photographerId, archived),
    /** One Page<ProposalListItem> as JSON text, built by PostgreSQL. */
    pageJson: (photographerId: string, query: ProposalPageQuery) =>
      proposalPageJson(db, photographerId, query),
    /** The client page's list: short rows, newest first. */
    async listForClient(photographerId: string, clientId: string) {
      await deps.clients.requireClient(photographerId, clientId);
      return listProposalRows(db, photographerId, { clientId });
    },
    get,
    getJson,
    create,
    update,
    send,
    remove,
    archive: (photographerId: string, id: string) => setArchived(photographerId, id, true),
    unarchive: (photographerId: string, id: string) => setArchived(photographerId, id, false),
  };
}

export type ProposalsService = ReturnType<typeof createProposalsService>;
