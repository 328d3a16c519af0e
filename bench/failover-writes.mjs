/**
 * The writes the failover drill drives (bench/failover.mjs): a new client, a proposal paid in full
 * through the test checkout (client, proposal, signature, checkout, card: five requests, the last one
 * the acknowledged payment), and a booking on the public calendar. Every request is classified by how
 * it ended; an acknowledged write is kept with what proves it afterwards (a row's id) and what its
 * webhook event carries.
 */
const TEST_CARD = "4242424242424242";

export function createWrites({ timeoutMs, studio }) {
  /** Every request's outcome: { started, ended, kind, write } with kind ok, 503+retry-after, 500, timeout… */
  const outcomes = [];
  /** Acknowledged writes: { kind: "client" | "payment" | "booking", id, eventId? }. */
  const acknowledged = [];
  /** Free public slots, handed out once each: [date, slotId]. */
  const slots = [];
  let nextDay = 3;

  async function request(server, path, { method = "POST", body, cookie } = {}) {
    const started = Date.now();
    const headers = { "content-type": "application/json", origin: server.url };
    if (cookie) headers.cookie = cookie;
    try {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let kind = response.ok ? "ok" : String(response.status);
      if (response.status === 503) kind = response.headers.get("retry-after") ? "503+retry-after" : "503";
      else if (response.status >= 500) console.error(`${response.status} ${path}: ${text.slice(0, 200)}`);
      else if (!response.ok) console.error(`${response.status} ${path}: ${text.slice(0, 200)}`);
      outcomes.push({ started, ended: Date.now(), kind, write: method !== "GET" });
      return kind === "ok" ? JSON.parse(text || "null") : null;
    } catch (error) {
      const kind =
        error.name === "TimeoutError" ? "timeout" : `network:${error.cause?.code ?? error.message}`;
      outcomes.push({ started, ended: Date.now(), kind, write: method !== "GET" });
      return null;
    }
  }

  async function client(server, n) {
    const created = await request(server, "/api/clients", {
      cookie: studio.cookie,
      body: { firstName: `Fail${n}`, lastName: "Over", email: `failover-${n}@example.com` },
    });
    if (created) acknowledged.push({ kind: "client", id: created.id });
    return Boolean(created);
  }

  async function payment(server, n) {
    const owner = await request(server, "/api/clients", {
      cookie: studio.cookie,
      body: { firstName: `Pay${n}`, lastName: "Over", email: `failover-pay-${n}@example.com` },
    });
    if (!owner) return false;
    const proposal = await request(server, "/api/proposals", {
      cookie: studio.cookie,
      body: {
        title: `Failover wedding ${n}`,
        clientId: owner.id,
        items: [{ name: "Coverage", qty: 1, unitCents: 100_000 + n }],
        depositPercent: 25,
      },
    });
    if (!proposal) return false;
    const signed = await request(server, `/api/public/proposals/${proposal.token}/sign`, {
      body: { signedByName: `Pay${n} Over`, signedByEmail: `failover-pay-${n}@example.com` },
    });
    if (!signed) return false;
    const checkout = await request(server, `/api/public/proposals/${proposal.token}/pay`, {
      body: { mode: "FULL" },
    });
    if (!checkout) return false;
    const sessionId = checkout.url.split("/").pop();
    const paid = await request(server, `/api/test-checkout/${sessionId}/pay`, {
      body: { cardNumber: TEST_CARD, expiry: "12 / 34", cvc: "123", name: "Pay Over" },
    });
    if (paid) acknowledged.push({ kind: "payment", id: proposal.id, sessionId });
    return Boolean(paid);
  }

  /** The next free slot, fetching the next day's slots when none is left (past the 24 h notice). */
  async function freeSlot(server) {
    while (slots.length === 0) {
      // The day is taken before the request, so that two writers never fetch (and book) the same day.
      const day = nextDay++;
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      const found = await request(
        server,
        `/api/public/booking/calendar/${studio.publicToken}/slots/${date}`,
        {
          method: "GET",
        },
      );
      if (!found) {
        nextDay = Math.min(nextDay, day);
        return null;
      }
      for (const slot of found.slots ?? []) if (slot.isAvailable) slots.push([date, slot.id]);
    }
    return slots.shift();
  }

  async function booking(server, n) {
    const slot = await freeSlot(server);
    if (!slot) return false;
    const [date, slotId] = slot;
    const booked = await request(
      server,
      `/api/public/booking/calendar/${studio.publicToken}/book/${date}/${slotId}`,
      {
        body: {
          clientName: `Book${n} Over`,
          clientEmail: `failover-book-${n}@example.com`,
          clientPhone: "(212) 555-0199",
          bookingNotes: "Failover drill",
        },
      },
    );
    if (booked) acknowledged.push({ kind: "booking", id: booked.booking.id });
    else slots.push(slot);
    return Boolean(booked);
  }

  return { outcomes, acknowledged, request, writes: [client, payment, booking] };
}

/** Every day 06:00–22:00 in 15-minute slots, so that the drill's bookings never run out of room. */
export async function openCalendar(server, cookie) {
  const headers = { cookie, "content-type": "application/json", origin: server.url };
  for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
    const response = await fetch(`${server.url}/api/availability/templates`, {
      method: "POST",
      headers,
      body: JSON.stringify({ dayOfWeek, startTime: "06:00", endTime: "22:00", isEnabled: true }),
    });
    if (response.status !== 201) throw new Error(`availability: ${response.status} ${await response.text()}`);
  }
  const settings = await fetch(`${server.url}/api/availability/settings`, {
    method: "PUT",
    headers,
    body: JSON.stringify({
      slotMinutes: 15,
      slotIntervalMinutes: 15,
      bufferMinutes: 0,
      minNoticeHours: 24,
      bookingWindowDays: 365,
    }),
  });
  if (!settings.ok) throw new Error(`booking rules: ${settings.status} ${await settings.text()}`);
  const me = await (await fetch(`${server.url}/api/photographer`, { headers })).json();
  return me.publicToken;
}
