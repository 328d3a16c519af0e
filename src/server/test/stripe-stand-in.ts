/**
 * A local HTTP server that answers the slice of Stripe's REST API Focal calls, the way Stripe does:
 * form-encoded requests with bracketed keys, Bearer authentication, the Stripe-Account header for
 * connected accounts, JSON objects with Stripe's ids and fields, and Stripe-shaped errors. It records
 * every request so that tests can check exactly what our code asked Stripe to do.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StripeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  account: string | null;
  idempotencyKey: string | null;
  authorization: string | null;
}

export interface StripeStandInState {
  /** What accounts.retrieve answers for every account. */
  account: { details_submitted: boolean; charges_enabled: boolean; payouts_enabled: boolean };
  balance: { availableCents: number; pendingCents: number };
  /** The balance's currency (Stripe keeps one balance per currency; another currency's is listed too, at 0). */
  balanceCurrency: string;
  /** When set, POST /v1/payouts answers this Stripe error. */
  payoutError: string | null;
  /** When set, POST /v1/refunds answers this Stripe error. */
  refundError: string | null;
  /** Checkout Sessions already paid: expiring one is refused, as Stripe does. */
  paidSessions: string[];
  /** The card every PaymentIntent was paid with (what retrieving one with its payment_method shows). */
  card: { brand: string; last4: string };
  /** When set, an off-session PaymentIntent answers this card error instead of succeeding. */
  offSessionError: "card_declined" | "authentication_required" | null;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

export async function startStripeStandIn() {
  const requests: StripeRequest[] = [];
  const state: StripeStandInState = {
    account: { details_submitted: false, charges_enabled: false, payouts_enabled: false },
    balance: { availableCents: 0, pendingCents: 0 },
    balanceCurrency: "usd",
    payoutError: null,
    refundError: null,
    paidSessions: [],
    card: { brand: "visa", last4: "4242" },
    offSessionError: null,
  };
  // Stripe answers a repeated idempotency key with the first answer, and refunds (and charges) once.
  const refundsByKey = new Map<string, unknown>();
  const intentsByKey = new Map<string, { status: number; body: unknown }>();
  const paymentMethod = (pmId: string) => ({
    id: pmId,
    object: "payment_method",
    type: "card",
    card: { brand: state.card.brand, last4: state.card.last4, exp_month: 12, exp_year: 2034 },
  });

  function answer(req: StripeRequest, res: ServerResponse) {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, message: string, type = "invalid_request_error") =>
      send(status, { error: { type, message } });
    if (!req.authorization?.startsWith("Bearer sk_test_"))
      return error(401, "Invalid API Key provided", "invalid_request_error");

    const { method, path, form } = req;
    if (method === "POST" && path === "/v1/accounts") {
      return send(200, {
        id: id("acct"),
        object: "account",
        type: form.type,
        email: form.email,
        ...state.account,
      });
    }
    const accountMatch = /^\/v1\/accounts\/(acct_\w+)$/.exec(path);
    if (method === "GET" && accountMatch) {
      return send(200, { id: accountMatch[1], object: "account", type: "express", ...state.account });
    }
    if (method === "POST" && path === "/v1/account_links") {
      if (!form.account || !form.return_url || !form.refresh_url) return error(400, "Missing required param");
      return send(200, {
        object: "account_link",
        created: now(),
        expires_at: now() + 300,
        url: `https://connect.stripe.com/setup/e/${form.account}/${randomBytes(6).toString("hex")}`,
      });
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const sessionId = id("cs_test");
      return send(200, {
        id: sessionId,
        object: "checkout.session",
        mode: form.mode,
        amount_total: Number(form["line_items[0][price_data][unit_amount]"]),
        currency: form["line_items[0][price_data][currency]"],
        payment_status: "unpaid",
        status: "open",
        customer: form.customer ?? null,
        customer_email: form.customer_email ?? null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
      });
    }
    const expireMatch = /^\/v1\/checkout\/sessions\/(cs_test_\w+)\/expire$/.exec(path);
    if (method === "POST" && expireMatch) {
      if (state.paidSessions.includes(expireMatch[1]!)) {
        return error(400, "Only Checkout Sessions with a status of open can be expired.");
      }
      return send(200, { id: expireMatch[1], object: "checkout.session", status: "expired" });
    }
    if (method === "POST" && path === "/v1/customers") {
      return send(200, {
        id: id("cus"),
        object: "customer",
        email: form.email ?? null,
        name: form.name ?? null,
        created: now(),
      });
    }
    const intentMatch = /^\/v1\/payment_intents\/(pi_\w+)$/.exec(path);
    if (method === "GET" && intentMatch) {
      const pmId = "pm_card_saved";
      return send(200, {
        id: intentMatch[1],
        object: "payment_intent",
        status: "succeeded",
        payment_method: form["expand[0]"] === "payment_method" ? paymentMethod(pmId) : pmId,
      });
    }
    const methodMatch = /^\/v1\/payment_methods\/(pm_\w+)$/.exec(path);
    if (method === "GET" && methodMatch) return send(200, paymentMethod(methodMatch[1]!));
    if (method === "POST" && path === "/v1/payment_intents" && form.confirm === "true") {
      const earlier = req.idempotencyKey ? intentsByKey.get(req.idempotencyKey) : undefined;
      if (earlier) return send(earlier.status, earlier.body);
      if (!form.customer || !form.payment_method) return error(400, "Missing required param: customer.");
      const intent = {
        id: id("pi"),
        object: "payment_intent",
        amount: Number(form.amount),
        currency: form.currency,
        customer: form.customer,
        payment_method: form.payment_method,
        status: "succeeded",
        created: now(),
      };
      const answer = state.offSessionError
        ? {
            status: 402,
            body: {
              error: {
                type: "card_error",
                code: state.offSessionError,
                message:
                  state.offSessionError === "card_declined"
                    ? "Your card was declined."
                    : "This payment requires authentication.",
                payment_intent: { ...intent, status: "requires_payment_method" },
              },
            },
          }
        : { status: 200, body: intent };
      if (req.idempotencyKey) intentsByKey.set(req.idempotencyKey, answer);
      return send(answer.status, answer.body);
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const intentId = id("pi");
      return send(200, {
        id: intentId,
        object: "payment_intent",
        amount: Number(form.amount),
        currency: form.currency,
        status: "requires_payment_method",
        client_secret: `${intentId}_secret_${randomBytes(8).toString("hex")}`,
      });
    }
    if (method === "GET" && path === "/v1/balance") {
      return send(200, {
        object: "balance",
        livemode: false,
        available: [
          {
            amount: state.balance.availableCents,
            currency: state.balanceCurrency,
            source_types: { card: 0 },
          },
          { amount: 0, currency: state.balanceCurrency === "usd" ? "eur" : "usd", source_types: { card: 0 } },
        ],
        pending: [
          { amount: state.balance.pendingCents, currency: state.balanceCurrency, source_types: { card: 0 } },
        ],
      });
    }
    if (method === "POST" && path === "/v1/payouts") {
      if (state.payoutError) return error(400, state.payoutError);
      const instant = form.method === "instant";
      return send(200, {
        id: id("po"),
        object: "payout",
        amount: Number(form.amount),
        currency: form.currency,
        method: form.method ?? "standard",
        status: instant ? "paid" : "pending",
        created: now(),
        arrival_date: now() + (instant ? 0 : 2 * 86_400),
      });
    }
    if (method === "POST" && path === "/v1/refunds") {
      if (state.refundError) return error(400, state.refundError);
      if (!form.payment_intent && !form.charge) return error(400, "Missing required param: payment_intent.");
      const earlier = req.idempotencyKey ? refundsByKey.get(req.idempotencyKey) : undefined;
      if (earlier) return send(200, earlier);
      const refund = {
        id: id("re"),
        object: "refund",
        amount: Number(form.amount),
        currency: "usd",
        payment_intent: form.payment_intent,
        reason: form.reason ?? null,
        status: "succeeded",
        created: now(),
      };
      if (req.idempotencyKey) refundsByKey.set(req.idempotencyKey, refund);
      return send(200, refund);
    }
    return error(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = createServer((incoming: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const url = new URL(incoming.url ?? "/", "http://stripe.local");
      const body = Buffer.concat(chunks).toString("utf8");
      const params = new URLSearchParams(incoming.method === "GET" ? url.search : body);
      const header = (name: string) => {
        const value = incoming.headers[name];
        return typeof value === "string" ? value : null;
      };
      const req: StripeRequest = {
        method: incoming.method ?? "GET",
        path: url.pathname,
        form: Object.fromEntries(params),
        account: header("stripe-account"),
        idempotencyKey: header("idempotency-key"),
        authorization: header("authorization"),
      };
      requests.push(req);
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    state,
    /** The requests made to one path, oldest first. */
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
