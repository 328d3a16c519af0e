/**
 * What Twilio's status callbacks say about a text the studio sent: delivered, or undelivered/failed (the
 * carrier refused it). Twilio posts each step (queued, sending, sent, delivered) and the posts can arrive
 * in any order, so only a final outcome is recorded and a recorded one never changes: a late "sent" after
 * "delivered" says nothing new. The steps before it are what sms_logs already says ("sent").
 */
import type { Database } from "../../db/connect.js";
import type { InboundLog } from "./inbound.service.js";
import { type FinalSmsStatus, outboundSmsExists, settleOutboundSms } from "./sms-status.queries.js";

export interface SmsStatusUpdate {
  messageSid: string;
  /** Twilio's MessageStatus: queued, sending, sent, delivered, undelivered, failed, read, ... */
  messageStatus: string;
  /** Twilio's error code for a text that failed (30003: unreachable handset, 30007: filtered, ...). */
  errorCode: string | null;
}

export type SmsStatusOutcome = "updated" | "unchanged" | "unknown-sid";

const FINAL: Record<string, FinalSmsStatus> = {
  delivered: "delivered",
  // WhatsApp and RCS report "read" after "delivered"; a read text was delivered.
  read: "delivered",
  undelivered: "failed",
  failed: "failed",
};

export function createSmsStatusService(deps: { database: Database; log: InboundLog }) {
  const { db } = deps.database;

  async function update(input: SmsStatusUpdate): Promise<SmsStatusOutcome> {
    const status = FINAL[input.messageStatus.trim().toLowerCase()];
    if (!status) return "unchanged";
    if (await settleOutboundSms(db, input.messageSid, status, new Date())) {
      // sms_logs has no column for Twilio's reason; the operator finds it in the log.
      if (status === "failed") {
        deps.log.warn(
          { messageSid: input.messageSid, messageStatus: input.messageStatus, errorCode: input.errorCode },
          "SMS not delivered",
        );
      }
      return "updated";
    }
    if (await outboundSmsExists(db, input.messageSid)) return "unchanged";
    // Twilio may call before the sending transaction has committed its log, or for a text sent elsewhere.
    deps.log.warn({ messageSid: input.messageSid }, "SMS status for no text of ours ignored");
    return "unknown-sid";
  }

  return { update };
}

export type SmsStatusService = ReturnType<typeof createSmsStatusService>;
