/**
 * The thread's words without React: what each channel and status is called, file sizes, and which
 * channels the studio may write to a client on, with the reason when one is closed.
 */
import {
  type MessageStatus,
  NO_EMAIL_ADDRESS,
  NO_PHONE,
  NO_SMS_OPT_IN,
  type ThreadChannel,
  type ThreadMessage,
} from "../../../shared/conversations";

export const CHANNEL_LABELS: Record<ThreadChannel, string> = {
  EMAIL: "E-mail",
  SMS: "Text",
  PORTAL: "Portal",
  NOTE: "Note",
};

export const STATUS_WORDS: Record<MessageStatus, string> = {
  QUEUED: "Sending",
  SENT: "Sent",
  DELIVERED: "Delivered",
  OPENED: "Opened",
  BOUNCED: "Bounced",
  FAILED: "Failed",
  RECEIVED: "Received",
  HELD: "Held",
  SAVED: "Saved",
};

/** The status word, or null when it says nothing new (an internal note is always saved). */
export function statusWord(message: Pick<ThreadMessage, "status" | "channel">): string | null {
  if (message.channel === "NOTE") return null;
  return STATUS_WORDS[message.status] ?? message.status;
}

/** A status the studio should notice: the message did not reach the client. */
export function isFailure(status: MessageStatus): boolean {
  return status === "BOUNCED" || status === "FAILED";
}

// Sizes are written the same way wherever a file is listed.
export { formatBytes } from "../../../shared/files";

/** Where a message's attachment downloads from, for the studio and the client alike. */
export const fileHref = (id: string) => `/api/files/${encodeURIComponent(id)}`;

/** What the composer needs to know about the client to offer the channels. */
export interface ThreadClient {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  smsOptIn: boolean;
}

export interface ChannelChoice {
  channel: ThreadChannel;
  label: string;
  /** Why the channel cannot be used for this client; null when it can. */
  disabledReason: string | null;
}

const blank = (value: string | null | undefined) => !value?.trim();

/** Every channel, in the order the select lists them, each with the reason it is closed (the server's words). */
export function channelChoices(client: Pick<ThreadClient, "email" | "phone" | "smsOptIn">): ChannelChoice[] {
  const reason: Record<ThreadChannel, string | null> = {
    EMAIL: blank(client.email) ? NO_EMAIL_ADDRESS : null,
    SMS: blank(client.phone) ? NO_PHONE : client.smsOptIn ? null : NO_SMS_OPT_IN,
    PORTAL: null,
    NOTE: null,
  };
  return (["EMAIL", "SMS", "PORTAL", "NOTE"] as const).map((channel) => ({
    channel,
    label: CHANNEL_LABELS[channel],
    disabledReason: reason[channel],
  }));
}

/** The channel the composer starts on: e-mail when the client has an address, else the portal. */
export function defaultChannel(client: Pick<ThreadClient, "email" | "phone" | "smsOptIn">): ThreadChannel {
  return blank(client.email) ? "PORTAL" : "EMAIL";
}

/** True when the client wrote something the studio has not opened yet. */
export function hasUnreadInbound(messages: readonly ThreadMessage[] | undefined): boolean {
  return latestUnreadInbound(messages) !== null;
}

/** The id of the newest message from the client not read yet, or null. */
export function latestUnreadInbound(messages: readonly ThreadMessage[] | undefined): string | null {
  return messages?.findLast((m) => m.direction === "IN" && !m.readAt)?.id ?? null;
}

/** A message may go when it has words or files, is within the length and nothing is still uploading. */
export function canSend(input: {
  text: string;
  attachments: number;
  uploading: boolean;
  max: number;
}): boolean {
  if (input.uploading) return false;
  const length = input.text.trim().length;
  if (length > input.max) return false;
  return length > 0 || input.attachments > 0;
}
