import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type SessionType, sessionTypeInputSchema } from "../../../shared/session-types";
import { SessionTypeRow } from "./session-type-row";

const typeOf = (input: Record<string, unknown>, extra: Partial<SessionType> = {}): SessionType => ({
  ...sessionTypeInputSchema.parse({
    name: "Consultation",
    slug: "consultation",
    durationMinutes: 30,
    ...input,
  }),
  id: "t1",
  isDefault: false,
  isMiniSession: false,
  createdAt: "2027-01-01T00:00:00.000Z",
  updatedAt: "2027-01-01T00:00:00.000Z",
  ...extra,
});

const render = (type: SessionType) => {
  // The studio's currency comes from its settings, read from the cache here and never fetched.
  const client = new QueryClient({
    defaultOptions: {
      queries: { queryFn: () => new Promise(() => undefined), staleTime: Number.POSITIVE_INFINITY },
    },
  });
  client.setQueryData(["/api/photographer"], { currency: "USD" });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <SessionTypeRow
        type={type}
        toggling={false}
        duplicating={false}
        onToggle={() => undefined}
        onEdit={() => undefined}
        onDuplicate={() => undefined}
        onDelete={() => undefined}
      />
    </QueryClientProvider>,
  );
};

describe("a session type in the studio's list", () => {
  it("the default Consultation says Default, is free, and cannot be deleted", () => {
    const html = render(typeOf({}, { isDefault: true }));
    expect(html).toContain(">Default<");
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toContain("30 min · Free · Phone call");
    expect(html).toContain("Duplicate Consultation");
    expect(html).not.toContain("Delete Consultation");
  });

  it("a mini-session shows its day, price and the Off badge when switched off", () => {
    const html = render(
      typeOf(
        {
          name: "Fall Minis",
          slug: "fall-minis",
          durationMinutes: 20,
          priceCents: 9_500,
          enabled: false,
          availability: {
            windows: [
              { date: "2027-10-13", startTime: "09:00", endTime: "12:00" },
              { date: "2027-10-12", startTime: "09:00", endTime: "12:00" },
            ],
          },
        },
        { isMiniSession: true },
      ),
    );
    expect(html).toContain("Mini-session · October 12, 2027 + 1 more day");
    expect(html).toContain("$95.00");
    expect(html).toContain(">Off<");
    expect(html).toContain("Delete Fall Minis");
    expect(html).toContain('aria-checked="false"');
  });
});
