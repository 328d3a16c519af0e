/** What the thread routes answer: shared/conversations.ts (ThreadView, ThreadMessage, AcceptedMessage). */
import { z } from "zod";
import {
  type AcceptedMessage,
  MESSAGE_STATUSES,
  THREAD_CHANNELS,
  type ThreadMessage,
  type ThreadView,
} from "../../../shared/conversations.js";
import { fileResponse, isoInstant } from "../../http/responses.js";
import { fileViewResponse } from "../files/files.responses.js";

export const threadMessageResponse = z.object({
  id: z.string().describe("A message's id, or an automated e-mail's or text's log id"),
  direction: z.enum(["OUT", "IN"]),
  channel: z.enum(THREAD_CHANNELS),
  content: z.string(),
  subject: z.string().nullable().optional(),
  attachments: z.array(fileViewResponse),
  status: z.enum(MESSAGE_STATUSES),
  readAt: isoInstant.nullable(),
  createdAt: isoInstant,
  automated: z.boolean().optional(),
  fromAddress: z.string().nullable().optional(),
}) satisfies z.ZodType<ThreadMessage>;

export const threadViewResponse = z.object({
  messages: z.array(threadMessageResponse),
}) satisfies z.ZodType<ThreadView>;

export const markedResponse = z.object({ marked: z.int() });
export const unreadResponse = z.object({ unread: z.int() });

export const acceptedMessageResponse = z.object({
  id: z.uuid(),
  status: z.literal("RECEIVED"),
}) satisfies z.ZodType<AcceptedMessage>;

/** Twilio's webhook for inbound texts answers an empty TwiML document; its status callback, nothing. */
export const twimlResponse = fileResponse("text/xml", "An empty TwiML reply");
