import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ThreadMessage } from "../../../shared/conversations";
import { messageActionKind } from "./message-actions";
import type { ThreadClient } from "./thread-format";
import { ThreadPanel } from "./thread-panel";
import { threadKey } from "./use-thread";

const ana: ThreadClient = {
  id: "c-1",
  firstName: "Ana",
  lastName: "Lima",
  email: "ana@example.com",
  phone: null,
  smsOptIn: false,
};

const message = (over: Partial<ThreadMessage>): ThreadMessage => ({
  id: "m-1",
  direction: "OUT",
  channel: "EMAIL",
  content: "Hello",
  attachments: [],
  status: "SENT",
  readAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  ...over,
});

function render(messages: ThreadMessage[]): string {
  const queries = new QueryClient({
    defaultOptions: {
      // Never answers: a render reads only the seeded data.
      queries: { queryFn: () => new Promise<never>(() => {}), staleTime: Number.POSITIVE_INFINITY },
    },
  });
  queries.setQueryData(threadKey(ana.id), { messages });
  queries.setQueryData(["/api/auth/me"], null);
  return renderToStaticMarkup(
    <QueryClientProvider client={queries}>
      <ThreadPanel client={ana} />
    </QueryClientProvider>,
  );
}

/** The buttons of the rendered thread: their accessible names and visible words. */
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*aria-label="([^"]*)"[^>]*>(.*?)<\/button>/g)].map(([, label, inner]) => ({
    label: label!,
    text: inner!.replace(/<[^>]+>/g, ""),
  }));

const held = message({
  id: "m-held",
  direction: "IN",
  content: "From my work address",
  status: "HELD",
  fromAddress: "ana@work.example",
});

describe("the actions on a thread's messages", () => {
  it("offers Accept and Discard on a held message, saying whose address it was not", () => {
    const html = render([held]);
    expect(html).toContain("Held: from ana@work.example — not Ana Lima&#x27;s address");
    expect(buttons(html)).toEqual([
      { label: "Accept the message from ana@work.example", text: "Accept" },
      { label: "Discard the message from ana@work.example", text: "Discard" },
    ]);
  });

  it("offers Delete on notes and incoming messages, named by their time, and nothing on what went out", () => {
    const html = render([
      message({ id: "m-note", channel: "NOTE", status: "SAVED", content: "Call back" }),
      message({ id: "m-in", direction: "IN", channel: "PORTAL", status: "RECEIVED" }),
      message({ id: "m-out", channel: "EMAIL", status: "SENT" }),
      message({ id: "m-sms", channel: "SMS", status: "FAILED" }),
      message({ id: "email:1", channel: "EMAIL", automated: true }),
    ]);
    // The time as the studio's dates show it (in its time zone).
    expect(buttons(html)).toEqual([
      { label: expect.stringMatching(/^Delete the note of Nov 20, 2026, \d/), text: "Delete" },
      { label: expect.stringMatching(/^Delete the message of Nov 20, 2026, \d/), text: "Delete" },
    ]);
  });

  it("decides the actions from the message alone", () => {
    expect(messageActionKind(held)).toBe("held");
    expect(messageActionKind(message({ channel: "NOTE", status: "SAVED" }))).toBe("delete");
    expect(messageActionKind(message({ direction: "IN", channel: "SMS", status: "RECEIVED" }))).toBe(
      "delete",
    );
    expect(messageActionKind(message({ channel: "PORTAL" }))).toBeNull();
    expect(messageActionKind(message({ automated: true }))).toBeNull();
  });
});
