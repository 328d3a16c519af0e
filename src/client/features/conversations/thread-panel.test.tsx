import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ThreadMessage } from "../../../shared/conversations";
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
  id: over.id ?? "m-1",
  direction: "OUT",
  channel: "EMAIL",
  content: "Hello",
  attachments: [],
  status: "SENT",
  readAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  ...over,
});

function render(messages: ThreadMessage[], client: ThreadClient = ana): string {
  // Never stale, as in the app: the seeded answers are used, nothing is fetched.
  const queries = new QueryClient({
    defaultOptions: {
      queries: {
        // Never answers: a render reads only the seeded data.
        queryFn: () => new Promise<never>(() => {}),
        staleTime: Number.POSITIVE_INFINITY,
      },
    },
  });
  queries.setQueryData(threadKey(client.id), { messages });
  queries.setQueryData(["/api/auth/me"], null);
  return renderToStaticMarkup(
    <QueryClientProvider client={queries}>
      <ThreadPanel client={client} />
    </QueryClientProvider>,
  );
}

describe("ThreadPanel", () => {
  const html = render([
    message({
      id: "m-1",
      subject: "Your gallery",
      status: "OPENED",
      automated: true,
      attachments: [{ id: "f-1", filename: "gallery.pdf", contentType: "application/pdf", size: 2048 }],
    }),
    message({ id: "m-2", direction: "IN", channel: "PORTAL", content: "Thank you!", status: "RECEIVED" }),
    message({ id: "m-3", channel: "NOTE", content: "Call back Friday", status: "SAVED" }),
    message({ id: "m-4", channel: "SMS", content: "Running late", status: "FAILED" }),
    message({
      id: "m-5",
      direction: "IN",
      content: "From my work address",
      status: "HELD",
      fromAddress: "ana@work.example",
    }),
    message({
      id: "m-6",
      direction: "IN",
      content: "The ceremony moved to 3pm",
      status: "RECEIVED",
      fromAddress: "dana@planners.example",
    }),
  ]);

  it("lists the conversation under its name, each message with its channel, time and status", () => {
    expect(html).toContain("Conversation");
    expect(html).toContain('aria-label="Conversation with Ana Lima"');
    expect(html).toContain("E-mail");
    expect(html).toContain(">Portal<");
    expect(html).toContain(">Text<");
    expect(html).toContain("Opened");
    expect(html).toContain("Received");
    expect(html).toContain("Failed");
    expect(html).toContain('dateTime="2026-11-20T10:00:00.000Z"');
    expect(html).toContain("Nov 20, 2026");
  });

  it("marks automated sends, shows an e-mail's subject and links its files with their size", () => {
    expect(html).toContain("Automated");
    expect(html).toContain("Your gallery");
    expect(html).toContain('href="/api/files/f-1"');
    expect(html).toContain("gallery.pdf");
    expect(html).toContain("2 KB");
  });

  it("sets notes apart and flags a message from an unknown address", () => {
    expect(html).toContain("Only you can see this");
    expect(html).toContain("Held: from ana@work.example — not Ana Lima&#x27;s address");
  });

  it("names the sender of an accepted message from another address", () => {
    expect(html).toMatch(/dana@planners\.example[\s\S]*The ceremony moved to 3pm/);
    expect(html).not.toContain("Held: from dana@planners.example");
  });

  it("has the composer with its labelled fields, and closes text for a client with no phone", () => {
    expect(html).toMatch(/<label[^>]*>Send as<\/label>/);
    expect(html).toMatch(/<label[^>]*>Message<\/label>/);
    expect(html).toMatch(/<label[^>]*>Subject<\/label>/);
    expect(html).toContain("Text: This client has no phone number.");
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>.*Send<\/button>/);
    expect(html).toContain('type="file"');
  });

  it("says so when there is nothing yet", () => {
    const empty = render([]);
    expect(empty).toContain("No messages yet");
    expect(empty).not.toContain("Conversation with Ana Lima");
  });

  it("offers no subject when the client has no e-mail address (it starts on the portal)", () => {
    const noEmail = render([], { ...ana, email: null });
    expect(noEmail).not.toMatch(/<label[^>]*>Subject<\/label>/);
    expect(noEmail).toContain("E-mail: This client has no e-mail address.");
  });
});
