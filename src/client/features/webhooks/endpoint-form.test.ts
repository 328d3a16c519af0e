import { describe, expect, it } from "vitest";
import { WEBHOOK_EVENT_TYPES } from "../../../shared/webhooks";
import {
  allEventsChosen,
  checkEndpointDraft,
  emptyEndpointDraft,
  eventsSummary,
  toggleAllEvents,
  toggleEvent,
} from "./endpoint-form";

describe("the Add endpoint form", () => {
  it("starts with every event chosen, and All events clears or chooses them together", () => {
    const draft = emptyEndpointDraft();
    expect(allEventsChosen(draft)).toBe(true);
    const none = toggleAllEvents(draft, false);
    expect(none.events.size).toBe(0);
    expect(allEventsChosen(toggleAllEvents(none, true))).toBe(true);
    const one = toggleEvent(none, "payment.received", true);
    expect([...one.events]).toEqual(["payment.received"]);
    expect(allEventsChosen(toggleEvent(draft, "client.created", false))).toBe(false);
  });

  it("asks for an http(s) address and at least one event before sending", () => {
    expect(checkEndpointDraft({ url: " ", events: new Set() })).toEqual({
      ok: false,
      errors: { url: "Enter the address to send events to", events: "Choose at least one event" },
    });
    for (const url of ["hooks.example.com", "ftp://hooks.example.com/x", "https://"]) {
      expect(checkEndpointDraft({ ...emptyEndpointDraft(), url })).toMatchObject({
        ok: false,
        errors: { url: "Enter a full address starting with https://" },
      });
    }
  });

  it("sends the trimmed address and the chosen events in the list's order, enabled", () => {
    const draft = toggleEvent(
      toggleEvent(toggleAllEvents(emptyEndpointDraft(), false), "payment.received", true),
      "client.created",
      true,
    );
    expect(checkEndpointDraft({ ...draft, url: "  https://hooks.example.com/focal " })).toEqual({
      ok: true,
      input: {
        url: "https://hooks.example.com/focal",
        events: ["client.created", "payment.received"],
        enabled: true,
      },
    });
  });

  it("sums up an endpoint's events as All events or their names", () => {
    expect(eventsSummary([...WEBHOOK_EVENT_TYPES])).toBe("All events");
    expect(eventsSummary(["client.created", "booking.created"])).toBe("client.created, booking.created");
  });
});
