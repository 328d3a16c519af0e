import { describe, expect, it } from "vitest";
import { NO_EMAIL_ADDRESS, NO_PHONE, NO_SMS_OPT_IN, type ThreadMessage } from "../../../shared/conversations";
import {
  canSend,
  channelChoices,
  defaultChannel,
  fileHref,
  formatBytes,
  hasUnreadInbound,
  latestUnreadInbound,
  statusWord,
} from "./thread-format";

const client = { email: "ana@example.com", phone: "+15550100", smsOptIn: true };
const reasons = (c: typeof client | { email: string | null; phone: string | null; smsOptIn: boolean }) =>
  Object.fromEntries(channelChoices(c).map((x) => [x.channel, x.disabledReason]));

describe("channelChoices", () => {
  it("offers every channel, in order, with the words the select shows", () => {
    expect(channelChoices(client).map((c) => [c.channel, c.label, c.disabledReason])).toEqual([
      ["EMAIL", "E-mail", null],
      ["SMS", "Text", null],
      ["PORTAL", "Portal", null],
      ["NOTE", "Note", null],
    ]);
  });

  it("closes e-mail without an address and text without a phone or consent, in the server's words", () => {
    expect(reasons({ ...client, email: null })).toMatchObject({ EMAIL: NO_EMAIL_ADDRESS, SMS: null });
    expect(reasons({ ...client, email: "  " }).EMAIL).toBe(NO_EMAIL_ADDRESS);
    expect(reasons({ ...client, phone: null }).SMS).toBe(NO_PHONE);
    expect(reasons({ ...client, phone: null, smsOptIn: false }).SMS).toBe(NO_PHONE);
    expect(reasons({ ...client, smsOptIn: false }).SMS).toBe(NO_SMS_OPT_IN);
    expect(reasons({ email: null, phone: null, smsOptIn: false })).toMatchObject({
      PORTAL: null,
      NOTE: null,
    });
  });

  it("starts on e-mail when the client has an address, else the portal", () => {
    expect(defaultChannel(client)).toBe("EMAIL");
    expect(defaultChannel({ ...client, email: null })).toBe("PORTAL");
  });
});

describe("statusWord", () => {
  it("names each delivery state and says nothing for a note", () => {
    expect(statusWord({ channel: "EMAIL", status: "SENT" })).toBe("Sent");
    expect(statusWord({ channel: "EMAIL", status: "OPENED" })).toBe("Opened");
    expect(statusWord({ channel: "SMS", status: "DELIVERED" })).toBe("Delivered");
    expect(statusWord({ channel: "EMAIL", status: "BOUNCED" })).toBe("Bounced");
    expect(statusWord({ channel: "SMS", status: "FAILED" })).toBe("Failed");
    expect(statusWord({ channel: "PORTAL", status: "RECEIVED" })).toBe("Received");
    expect(statusWord({ channel: "EMAIL", status: "QUEUED" })).toBe("Sending");
    expect(statusWord({ channel: "NOTE", status: "SAVED" })).toBeNull();
  });
});

describe("formatBytes", () => {
  it("reads as people read sizes", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(14 * 1024 + 300)).toBe("14 KB");
    expect(formatBytes(3.24 * 1024 * 1024)).toBe("3.2 MB");
    expect(formatBytes(25 * 1024 * 1024)).toBe("25 MB");
    expect(formatBytes(-1)).toBe("");
  });
});

describe("the rest", () => {
  const message = (over: Partial<ThreadMessage>): ThreadMessage => ({
    id: "m",
    direction: "IN",
    channel: "EMAIL",
    content: "Hi",
    attachments: [],
    status: "RECEIVED",
    readAt: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    ...over,
  });

  it("sees unread messages from the client only", () => {
    expect(hasUnreadInbound(undefined)).toBe(false);
    expect(hasUnreadInbound([message({ direction: "OUT" })])).toBe(false);
    expect(hasUnreadInbound([message({ readAt: "2026-11-20T11:00:00.000Z" })])).toBe(false);
    expect(hasUnreadInbound([message({})])).toBe(true);
    expect(
      latestUnreadInbound([
        message({ id: "a" }),
        message({ id: "b" }),
        message({ id: "c", direction: "OUT" }),
      ]),
    ).toBe("b");
    expect(latestUnreadInbound([])).toBeNull();
  });

  it("sends words or files, within the length, never while uploading", () => {
    const base = { text: "Hello", attachments: 0, uploading: false, max: 10 };
    expect(canSend(base)).toBe(true);
    expect(canSend({ ...base, text: "   " })).toBe(false);
    expect(canSend({ ...base, text: "  ", attachments: 1 })).toBe(true);
    expect(canSend({ ...base, text: "x".repeat(11) })).toBe(false);
    expect(canSend({ ...base, uploading: true })).toBe(false);
  });

  it("links a file to its download", () => {
    expect(fileHref("f-1")).toBe("/api/files/f-1");
  });
});
