/**
 * "E-mail me a sign-in link": a client whose one-time link was used asks for a new one with the studio's
 * public token and their e-mail. The answer never says whether the address is known; only a client of
 * that studio gets an e-mail, and its link works once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, sessionCookieFrom, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let studio: TestPhotographer;
let publicToken: string;

const tokenOf = async (who: TestPhotographer) =>
  ((await as(ctx, who.cookie).get("/api/photographer")).json() as { publicToken: string }).publicToken;

beforeAll(async () => {
  ctx = await createTestContext();
  studio = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
  publicToken = await tokenOf(studio);
});
afterAll(() => ctx.close());

let visitor = 0;
/** Each call from its own address unless told otherwise, so the per-address limit stays out of the way. */
const nextIp = () => {
  visitor += 1;
  return `198.51.100.${visitor % 250}`;
};

function requestLink(body: unknown, ip = nextIp(), on = ctx) {
  return on.app.inject({
    method: "POST",
    url: "/api/client-portal/request-link",
    headers: { "x-forwarded-for": ip, "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
}

async function addClient(email: string, firstName = "Ana") {
  const res = await as(ctx, studio.cookie).post("/api/clients", { firstName, lastName: "Ruiz", email });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

const mailTo = (address: string) =>
  ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, address));

const linkIn = (text: string) => /https?:\/\/\S+\/client-portal\/login\?token=[\w-]+/.exec(text)?.[0];

const signInWith = (token: string) =>
  ctx.app.inject({ method: "POST", url: "/api/client-portal/login", payload: { token } });

describe("POST /api/client-portal/request-link", () => {
  it("answers 202 alike for a known and an unknown address, and e-mails only the known client", async () => {
    await addClient("olivia@example.com", "Olivia");
    // Another letter case and stray spaces still name the same client.
    const known = await requestLink({ publicToken, email: "  Olivia@Example.COM " });
    const unknown = await requestLink({ publicToken, email: "nobody@example.com" });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(typeof known.json().message).toBe("string");

    await ctx.queue.drain();
    const [mail, ...more] = await mailTo("olivia@example.com");
    expect(more).toEqual([]);
    expect(mail!.subject).toContain("Golden Hour");
    expect(mail!.textBody).toContain("Hi Olivia");
    expect(linkIn(mail!.textBody!)).toBeDefined();
    expect(await mailTo("nobody@example.com")).toEqual([]);
  });

  it("sends a link that signs the client in once", async () => {
    const client = await addClient("ben@example.com", "Ben");
    expect((await requestLink({ publicToken, email: "ben@example.com" })).statusCode).toBe(202);
    await ctx.queue.drain();
    const [mail] = await mailTo("ben@example.com");
    const token = new globalThis.URL(linkIn(mail!.textBody!)!).searchParams.get("token")!;

    const first = await signInWith(token);
    expect(first.statusCode).toBe(200);
    const cookie = sessionCookieFrom(first.headers["set-cookie"]);
    expect((await as(ctx, cookie).get("/api/auth/me")).json()).toMatchObject({ clientId: client.id });

    const again = await signInWith(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/already used/);
    // The refusal names the studio, so that the sign-in page can offer to e-mail a new link.
    expect(again.json().studio).toEqual({ publicToken, businessName: "Golden Hour" });
  });

  it("e-mails no one for another studio's token, and answers the same", async () => {
    await addClient("cleo@example.com", "Cleo");
    const other = await createTestPhotographer(ctx);
    const res = await requestLink({ publicToken: await tokenOf(other), email: "cleo@example.com" });
    const nowhere = await requestLink({
      publicToken: "no-such-studio-0123456789",
      email: "cleo@example.com",
    });
    expect(res.statusCode).toBe(202);
    expect(nowhere.statusCode).toBe(202);
    expect(nowhere.body).toBe(res.body);
    await ctx.queue.drain();
    expect(await mailTo("cleo@example.com")).toEqual([]);
  });

  it.each([
    ["no e-mail", { publicToken: "0123456789abcdef" }],
    ["an e-mail that is not one", { publicToken: "0123456789abcdef", email: "not-an-email" }],
    ["no studio", { email: "ana@example.com" }],
    ["an empty studio token", { publicToken: "", email: "ana@example.com" }],
    ["a body that is not an object", ["ana@example.com"]],
  ])("refuses %s with 400 and a message, and sends nothing", async (_label, body) => {
    const res = await requestLink(body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe("string");
  });

  it("limits requests for one address (known or not alike) with 429 and Retry-After", async () => {
    await addClient("dana@example.com", "Dana");
    for (const email of ["dana@example.com", "ghost@example.com"]) {
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await requestLink({ publicToken, email }));
      expect(answers.slice(0, 3).map((r) => r.statusCode)).toEqual([202, 202, 202]);
      expect(answers[3]!.statusCode).toBe(429);
      expect(typeof answers[3]!.json().message).toBe("string");
      expect(Number(answers[3]!.headers["retry-after"])).toBeGreaterThan(0);
    }
    // The refused fourth request sent nothing: three e-mails, not four.
    await ctx.queue.drain();
    expect(await mailTo("dana@example.com")).toHaveLength(3);
    // Another address is not held back by the first one's requests.
    expect((await requestLink({ publicToken, email: "dana.other@example.com" })).statusCode).toBe(202);
  });
});

// PostgreSQL only: the embedded database runs one statement at a time and would hide the race.
describe.runIf(testDbKind() === "postgres")("requests for one address arriving all at once", () => {
  it("let no more than the limit through", async () => {
    await addClient("erin@example.com", "Erin");
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => requestLink({ publicToken, email: "erin@example.com" })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(27);
    await ctx.queue.drain();
    expect(await mailTo("erin@example.com")).toHaveLength(3);
  });
});

describe("requests from one network address", () => {
  it("are limited too (PUBLIC_RATE_LIMIT), whatever addresses they name", async () => {
    const limited = await createTestContext({ PUBLIC_RATE_LIMIT: "2" });
    try {
      const owner = await createTestPhotographer(limited);
      const token = (
        (await as(limited, owner.cookie).get("/api/photographer")).json() as { publicToken: string }
      ).publicToken;
      const ip = "203.0.113.77";
      const ask = (email: string) => requestLink({ publicToken: token, email }, ip, limited);
      expect((await ask("one@example.com")).statusCode).toBe(202);
      expect((await ask("two@example.com")).statusCode).toBe(202);
      const refused = await ask("three@example.com");
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(
        (await requestLink({ publicToken: token, email: "three@example.com" }, "203.0.113.78", limited))
          .statusCode,
      ).toBe(202);
    } finally {
      await limited.close();
    }
  });
});
