import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ThreadMessage } from "../../../shared/conversations";
import { MessagesSection } from "./portal-messages-section";

const message = (over: Partial<ThreadMessage>): ThreadMessage => ({
  id: "m-1",
  direction: "OUT",
  channel: "PORTAL",
  content: "Your gallery is ready",
  attachments: [],
  status: "SENT",
  readAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  ...over,
});

function render(messages: ThreadMessage[]): string {
  const queries = new QueryClient({
    defaultOptions: {
      // Never answers and never stale: a render reads only the seeded data.
      queries: { queryFn: () => new Promise<never>(() => {}), staleTime: Number.POSITIVE_INFINITY },
    },
  });
  queries.setQueryData(["/api/client-portal/messages"], { messages });
  return renderToStaticMarkup(
    <QueryClientProvider client={queries}>
      <MessagesSection businessName="Harbor Light" />
    </QueryClientProvider>,
  );
}

describe("the portal's Messages", () => {
  it("shows the thread with the studio, the client's own messages as theirs, and the composer", () => {
    const html = render([
      message({}),
      message({
        id: "m-2",
        direction: "IN",
        content: "Thank you!",
        status: "RECEIVED",
        attachments: [{ id: "f-9", filename: "venue.jpg", contentType: "image/jpeg", size: 1_500_000 }],
      }),
    ]);
    expect(html).toContain(">Messages<");
    expect(html).toContain('aria-label="Conversation with Harbor Light"');
    expect(html).toContain("Your gallery is ready");
    expect(html).toContain(">You<");
    expect(html).toContain('href="/api/files/f-9"');
    expect(html).toContain("1.4 MB");
    // The delivery words are the studio's business.
    expect(html).not.toContain("Received");
    expect(html).toMatch(/<label[^>]*>Message<\/label>/);
    expect(html).toContain("Add a photo or file");
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Send<\/button>/);
  });

  it("says so when there is nothing yet", () => {
    const html = render([]);
    expect(html).toContain("No messages yet. Write to Harbor Light below.");
  });
});
