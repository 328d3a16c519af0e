/**
 * The public proposal page's side of the server: found by token alone, it answers only what the
 * couple should see (no ids, no IP, nothing of other clients), and takes
 * the signature. Signing is final: one conditional UPDATE decides, so two signatures cannot both win.
 */
import { isExpired, type ProposalStatus, type TaxBase } from "../../../shared/proposals.js";
import type { PublicProposalView, SignProposalInput } from "../../../shared/public-proposals.js";
import type { ScheduleEntry } from "../../../shared/schedule.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { conflict, notFound } from "../../http/errors.js";
import { businessEventJob, type EventBus } from "../../jobs/events.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { RequestMeta } from "../contracts/contract-events.service.js";
import { createContractSigningService } from "../contracts/proposal-contract.signing.js";
import { hasLiveContract, publicContractOf, readPublicContract } from "../contracts/public-contract.js";
import { readAutopayState } from "../payments/autopay.service.js";
import { publicReceipts } from "../payments/public-receipts.js";
import { createActivityService } from "../projects/activity.service.js";
import { emitProposalEvent } from "../webhooks/webhook-emitters.js";
import { itemsOf, prepareItemsOf } from "./proposals.queries.js";
import { preparePublicProposalReads, signProposal } from "./public-proposals.queries.js";
import { readSchedule } from "./schedule.service.js";
import { todayIn } from "./studio-date.js";

export const PUBLIC_PROPOSAL_NOT_FOUND = "Proposal Not Found";
export const ALREADY_SIGNED = "This proposal has already been signed";

export { todayIn } from "./studio-date.js";

/** The public page: the proposal and its payment schedule, with what is paid and due of each. */
export type PublicProposalPage = PublicProposalView & { schedule: ScheduleEntry[] };

export function formatLongDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function createPublicProposalsService(database: Database, queue: JobQueue, bus: EventBus) {
  const { db } = database;
  const businessEvent = businessEventJob(bus);
  const activity = createActivityService(database);
  const contractSigning = createContractSigningService(database);

  const reads = preparePublicProposalReads(db);
  const itemsPrepared = prepareItemsOf(db);

  async function find(tx: DbOrTx, token: string) {
    const row = await reads.findByToken(tx, token);
    if (!row) throw notFound(PUBLIC_PROPOSAL_NOT_FOUND);
    return row;
  }

  async function paidCents(tx: DbOrTx, estimateId: string): Promise<number> {
    return reads.paidCents(tx, estimateId);
  }

  async function view(token: string, tx: DbOrTx = db): Promise<PublicProposalPage> {
    const { estimate: e, photographer, client } = await find(tx, token);
    const [items, paid] = await Promise.all([
      tx === db ? itemsPrepared(e.id) : itemsOf(tx, e.id),
      paidCents(tx, e.id),
    ]);
    const status = e.status as ProposalStatus;
    const signed = e.signedAt !== null || status === "SIGNED" || status.startsWith("PAID");
    const today = todayIn(photographer.timezone);
    const expired = isExpired(e.validUntil, today);
    const schedule = await readSchedule(tx, e, today);
    const [receipts, autopay, contract] = await Promise.all([
      publicReceipts(tx, e.id, photographer.timezone),
      readAutopayState(tx, e.id, schedule),
      readPublicContract(tx, e.photographerId, e.id),
    ]);
    const totals = {
      subtotalCents: e.subtotalCents,
      discountCents: e.discountCents,
      taxCents: e.taxCents,
      totalCents: e.totalCents,
      depositPercent: e.depositPercent,
      depositCents: e.depositCents,
    };
    return {
      title: e.title,
      status,
      currency: e.currency,
      discountPercentBasisPoints: e.discountPercentBasisPoints,
      taxRateBasisPoints: e.taxRateBasisPoints,
      taxBase: e.taxBase as TaxBase,
      taxLabel: photographer.taxLabel,
      validUntil: e.validUntil,
      sentAt: e.sentAt?.toISOString() ?? null,
      signedAt: e.signedAt?.toISOString() ?? null,
      signedByName: e.signedByName,
      signatureImageUrl: e.signatureImageUrl,
      createdAt: e.createdAt.toISOString(),
      updatedAt: e.updatedAt.toISOString(),
      notes: e.notes,
      photographer: {
        businessName: photographer.businessName,
        emailFromAddr: photographer.emailFromAddr,
        logoUrl: photographer.logoUrl,
        brandPrimary: photographer.brandPrimary,
        brandSecondary: photographer.brandSecondary,
      },
      client: {
        firstName: client.firstName,
        lastName: client.lastName,
        email: client.email,
        phone: client.phone,
        weddingDate: client.eventDate,
      },
      items: items.map(({ id: _id, ...item }) => item),
      ...totals,
      totals,
      paidCents: paid,
      schedule,
      receipts,
      autopay,
      isExpired: expired,
      canSign: !signed && !expired,
      canPay: signed && (status === "SIGNED" || status === "PAID_PARTIAL"),
      contract,
    };
  }

  async function sign(
    token: string,
    input: SignProposalInput,
    meta: { ip?: string; userAgent?: string },
  ): Promise<PublicProposalPage> {
    return db.transaction(async (tx) => {
      const { estimate, photographer } = await find(tx, token);
      if (estimate.signedAt !== null || (estimate.status !== "DRAFT" && estimate.status !== "SENT")) {
        throw conflict(ALREADY_SIGNED);
      }
      const today = todayIn(photographer.timezone);
      if (isExpired(estimate.validUntil, today)) {
        throw conflict(
          `This proposal expired on ${formatLongDate(estimate.validUntil!)} and can no longer be signed`,
        );
      }
      // With a contract, both signatures happen here or neither does (consent, inputs and the
      // document's hash are checked by the contract's own sign step).
      if (await hasLiveContract(tx, estimate.photographerId, estimate.id)) {
        await contractSigning.clientSignIn(
          tx,
          token,
          {
            consent: input.consent,
            inputs: input.inputs,
            signedByName: input.signedByName,
            signatureImageUrl: input.signatureImageUrl,
          },
          meta,
        );
      }
      const now = new Date();
      const won = await signProposal(tx, estimate.id, today, {
        signedAt: now,
        signedByName: input.signedByName.trim(),
        signedByEmail: input.signedByEmail.trim().toLowerCase(),
        signatureImageUrl: input.signatureImageUrl ?? null,
        signedIp: meta.ip ?? null,
        signedUserAgent: meta.userAgent?.slice(0, 500) ?? null,
        updatedAt: now,
      });
      if (!won) throw conflict(ALREADY_SIGNED);
      await emitProposalEvent(tx, queue, "proposal.signed", estimate.id);
      await queue.enqueue(
        businessEvent,
        {
          photographerId: estimate.photographerId,
          eventType: "ESTIMATE_ACCEPTED",
          clientId: estimate.clientId,
          projectId: estimate.projectId,
          subjectId: estimate.id,
          occurredAt: now.toISOString(),
        },
        { tx },
      );
      return view(token, tx);
    });
  }

  /** The page as the client opens it; the first opening after a sending goes into the project's activity. */
  async function open(
    token: string,
    sessionToken: string | undefined,
    meta: RequestMeta = {},
  ): Promise<PublicProposalPage> {
    const page = await view(token);
    await activity.recordProposalView(token, sessionToken);
    // Opening the page opens the contract for signing: its hash is fixed and a "viewed" logged.
    if (page.contract) {
      const opened = await contractSigning.openForSigning(token, meta);
      if (opened) return { ...page, contract: publicContractOf(opened) };
    }
    return page;
  }

  return { view, open, sign };
}

export type PublicProposalsService = ReturnType<typeof createPublicProposalsService>;
