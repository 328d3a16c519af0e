/**
 * What a contract says, and what is signed: the smart fields' values for a proposal (its client, event,
 * total, schedule, studio and the studio's today), the body rendered with them, and the canonical
 * document whose SHA-256 is the evidence: the rendered HTML, the line items and the payment schedule.
 */
import { type ContractContext, renderContractHtml } from "../../../shared/contract-fields.js";
import type { DbOrTx } from "../../db/connect.js";
import { itemsOf } from "../proposals/proposals.queries.js";
import { findScheduleEstimate } from "../proposals/schedule.queries.js";
import { readSchedule } from "../proposals/schedule.service.js";
import { todayIn } from "../proposals/studio-date.js";
import { canonicalJson, sha256Hex } from "./contract-events.js";
import type { ContractProposalRow } from "./proposal-contract.queries.js";

export interface ContractDocument {
  context: ContractContext;
  items: {
    name: string;
    description: string | null;
    qty: number;
    unitCents: number;
    lineTotalCents: number;
  }[];
  schedule: { label: string; amountCents: number; dueDate: string | null }[];
}

/** The proposal's values as of now, read inside `tx` when given (PGlite has one connection). */
export async function loadContractDocument(
  tx: DbOrTx,
  proposal: ContractProposalRow,
  now = new Date(),
): Promise<ContractDocument> {
  const { estimate, studio, client } = proposal;
  const today = todayIn(studio.timezone, now);
  const scheduleEstimate = await findScheduleEstimate(tx, estimate.photographerId, estimate.id);
  const entries = scheduleEstimate ? await readSchedule(tx, scheduleEstimate, today) : [];
  const schedule = entries.map(({ label, amountCents, dueDate }) => ({ label, amountCents, dueDate }));
  const items = (await itemsOf(tx, estimate.id)).map((i) => ({
    name: i.name,
    description: i.description ?? null,
    qty: i.qty,
    unitCents: i.unitCents,
    lineTotalCents: i.lineTotalCents,
  }));
  return {
    context: {
      client: { fullName: `${client.firstName} ${client.lastName}`.trim(), email: client.email },
      project: { eventDate: client.eventDate, venue: proposal.venue },
      proposal: { totalCents: estimate.totalCents, currency: estimate.currency, schedule },
      studio: { businessName: studio.name },
      today,
    },
    items,
    schedule,
  };
}

export const renderContract = (body: string, doc: ContractDocument, inputs?: Record<string, string>) =>
  renderContractHtml(body, doc.context, inputs);

/** SHA-256 of the canonical document: the HTML as rendered, the line items and the schedule. */
export function documentHash(html: string, doc: ContractDocument): string {
  return sha256Hex(
    canonicalJson({
      html,
      currency: doc.context.proposal.currency,
      totalCents: doc.context.proposal.totalCents,
      items: doc.items,
      schedule: doc.schedule,
    }),
  );
}
