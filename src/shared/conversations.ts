/**
 * The client thread: one conversation per client whatever the channel, e-mail, SMS, the portal, or an
 * internal note the client never sees. Automated e-mails and texts are part of it too.
 */
import { z } from "zod";
import type { FileView } from "./files.js";
import { uuidField } from "./validation.js";

export const THREAD_CHANNELS = ["EMAIL", "SMS", "PORTAL", "NOTE"] as const;
export type ThreadChannel = (typeof THREAD_CHANNELS)[number];

/** Going out: QUEUED → SENT → DELIVERED / OPENED, or BOUNCED / FAILED. Coming in: RECEIVED, or HELD
 * (from an address that is not the client's, until the studio accepts it). A note is SAVED. */
export const MESSAGE_STATUSES = [
  "QUEUED",
  "SENT",
  "DELIVERED",
  "OPENED",
  "BOUNCED",
  "FAILED",
  "RECEIVED",
  "HELD",
  "SAVED",
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MAX_MESSAGE_LENGTH = 10_000;
export const MAX_ATTACHMENTS = 10;

const content = z
  .string({ error: "Write a message" })
  .max(MAX_MESSAGE_LENGTH, "The message is at most 10,000 characters")
  .refine((v) => !v.includes("\0"), "The message contains characters that can't be sent")
  .transform((v) => v.trim());
const attachmentIds = z
  .array(uuidField("file"))
  .max(MAX_ATTACHMENTS, "At most 10 files a message")
  .optional();

/** POST /api/clients/{id}/thread. */
export const threadPostSchema = z
  .object({
    channel: z.enum(THREAD_CHANNELS, { error: "Choose e-mail, SMS, portal or note" }),
    content,
    /** The e-mail's subject; a default names the studio when absent. */
    subject: z.string().trim().max(200, "The subject is at most 200 characters").optional(),
    projectId: uuidField("project").optional(),
    attachmentIds,
  })
  .refine((v) => v.content.length > 0 || (v.attachmentIds?.length ?? 0) > 0, {
    message: "Write a message",
    path: ["content"],
  });
export type ThreadPostInput = z.input<typeof threadPostSchema>;

/** POST /api/client-portal/messages. */
export const portalMessageSchema = z
  .object({ content, attachmentIds })
  .refine((v) => v.content.length > 0 || (v.attachmentIds?.length ?? 0) > 0, {
    message: "Write a message",
    path: ["content"],
  });
export type PortalMessageInput = z.input<typeof portalMessageSchema>;

export interface ThreadMessage {
  id: string;
  direction: "OUT" | "IN";
  channel: ThreadChannel;
  content: string;
  subject?: string | null;
  attachments: FileView[];
  status: MessageStatus;
  readAt: string | null;
  createdAt: string;
  /** An automated e-mail or text (an automation, a drip campaign, a reminder): not typed in the thread. */
  automated?: boolean;
  /** Who an inbound message came from, when it was not the client's known address. */
  fromAddress?: string | null;
}

/** GET /api/clients/{id}/thread and GET /api/client-portal/messages (oldest first). */
export interface ThreadView {
  messages: ThreadMessage[];
}

export const NO_EMAIL_ADDRESS = "This client has no e-mail address";
export const NO_PHONE = "This client has no phone number";
export const NO_SMS_OPT_IN = "This client has not agreed to receive text messages";

/** POST /api/messages/{id}/accept and DELETE /api/messages/{id}. */
export const MESSAGE_NOT_FOUND = "Message not found";
export const MESSAGE_NOT_HELD = "This message is not held: there is nothing to accept";
export const MESSAGE_WENT_OUT = "This message was sent to the client and stays in the thread";

/** The answer of POST /api/messages/{id}/accept: the message now counts as the client's. */
export interface AcceptedMessage {
  id: string;
  status: "RECEIVED";
}

/**
 * Which messages the studio may delete: its own notes and whatever came in (held or not). What the
 * studio sent by e-mail, text or the portal went out and stays, so the thread keeps what the client saw.
 */
export const isDeletableMessage = (m: { channel: ThreadChannel; fromStudio: boolean }) =>
  m.channel === "NOTE" || !m.fromStudio;
