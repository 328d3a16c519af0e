import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const settingsOf = async (p: TestPhotographer) => (await as(ctx, p.cookie).get("/api/photographer")).json();
const put = (p: TestPhotographer, body: unknown) => as(ctx, p.cookie).put("/api/photographer", body);

/** A PNG data URL whose decoded payload is `bytes` long. */
const pngOfSize = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 7).toString("base64")}`;

describe("GET /api/photographer", () => {
  it("gives the signed-in studio's own settings and nothing secret", async () => {
    const a = await createTestPhotographer(ctx, { businessName: "Studio A" });
    const b = await createTestPhotographer(ctx, { businessName: "Studio B" });
    const resA = await as(ctx, a.cookie).get("/api/photographer");
    const resB = await as(ctx, b.cookie).get("/api/photographer");
    expect(resA.json()).toMatchObject({
      id: a.photographerId,
      businessName: "Studio A",
      timezone: "America/New_York",
      brandPrimary: "#3b82f6",
      brandSecondary: "#64748b",
      defaultEmailOptIn: true,
      defaultSmsOptIn: false,
      quietHoursStart: null,
      quietHoursEnd: null,
      smtpConfigured: false,
    });
    expect(resB.json()).toMatchObject({ id: b.photographerId, businessName: "Studio B" });
    expect(resA.json().publicToken).not.toBe(resB.json().publicToken);
    expect(resA.body).not.toMatch(/calendarAccessToken|calendarRefreshToken|paymentAccountId/);
  });

  it("says whether mail leaves through SMTP", async () => {
    const smtp = await createTestContext({ SMTP_URL: "smtp://127.0.0.1:2525" });
    try {
      const p = await createTestPhotographer(smtp);
      const res = await as(smtp, p.cookie).get("/api/photographer");
      expect(res.json().smtpConfigured).toBe(true);
    } finally {
      await smtp.close();
    }
  });
});

describe("PUT /api/photographer", () => {
  it("round-trips every field, as the profile fields, the brand pair and the rest", async () => {
    const p = await createTestPhotographer(ctx);
    const logo = pngOfSize(1000);
    const profile = await put(p, {
      businessName: "  Golden Hour Studio ",
      logoUrl: logo,
      emailFromName: "Golden Hour",
      emailFromAddr: "Hello@GoldenHour.example",
      timezone: "America/Denver",
      defaultEmailOptIn: false,
      defaultSmsOptIn: true,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      businessName: "Golden Hour Studio",
      logoUrl: logo,
      emailFromName: "Golden Hour",
      emailFromAddr: "hello@goldenhour.example",
      timezone: "America/Denver",
      defaultEmailOptIn: false,
      defaultSmsOptIn: true,
    });
    const brand = await put(p, { brandPrimary: "#AA3366", brandSecondary: "#123abc" });
    expect(brand.json()).toMatchObject({ brandPrimary: "#aa3366", brandSecondary: "#123abc" });
    const rest = await put(p, {
      phone: "+1 (555) 010-2030",
      emailSignature: "Warmly,\nAna",
      quietHoursStart: "21:00",
      quietHoursEnd: "08:00",
    });
    expect(rest.statusCode).toBe(200);

    const stored = await settingsOf(p);
    expect(stored).toMatchObject({
      businessName: "Golden Hour Studio",
      logoUrl: logo,
      emailFromName: "Golden Hour",
      emailFromAddr: "hello@goldenhour.example",
      timezone: "America/Denver",
      defaultEmailOptIn: false,
      defaultSmsOptIn: true,
      brandPrimary: "#aa3366",
      brandSecondary: "#123abc",
      phone: "+1 (555) 010-2030",
      emailSignature: "Warmly,\nAna",
      quietHoursStart: "21:00",
      quietHoursEnd: "08:00",
    });
    // The session follows: the shell shows the new name and works in the new zone.
    const me = (await as(ctx, p.cookie).get("/api/auth/me")).json();
    expect(me).toMatchObject({ businessName: "Golden Hour Studio", timezone: "America/Denver" });
  });

  it("clears the optional fields with null or an empty string, and accepts an https logo", async () => {
    const p = await createTestPhotographer(ctx);
    await put(p, {
      logoUrl: pngOfSize(10),
      phone: "5550102030",
      emailFromName: "X",
      emailFromAddr: "x@example.com",
      emailSignature: "S",
      quietHoursStart: "22:00",
      quietHoursEnd: "07:00",
    });
    const cleared = await put(p, {
      logoUrl: null,
      phone: "",
      emailFromName: " ",
      emailFromAddr: "",
      emailSignature: null,
      quietHoursStart: null,
      quietHoursEnd: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      logoUrl: null,
      phone: null,
      emailFromName: null,
      emailFromAddr: null,
      emailSignature: null,
      quietHoursStart: null,
      quietHoursEnd: null,
    });
    const https = await put(p, { logoUrl: "https://cdn.example.com/logo.png" });
    expect(https.json().logoUrl).toBe("https://cdn.example.com/logo.png");
    const webp = `data:image/webp;base64,${Buffer.from("webp").toString("base64")}`;
    expect((await put(p, { logoUrl: webp })).json().logoUrl).toBe(webp);
  });

  const LOGO_TYPE = "Logo must be a PNG, JPEG or WebP image, or an https:// link";
  const COLOR = "Color must be a hex value like #3b82f6";
  const refusals: [string, Record<string, unknown>, string][] = [
    ["a colour name", { brandPrimary: "blue" }, COLOR],
    ["a short hex colour", { brandPrimary: "#3b82f" }, COLOR],
    ["a non-hex digit", { brandSecondary: "#12345g" }, COLOR],
    ["a number for a colour", { brandSecondary: 123 }, COLOR],
    ["a zone Intl does not know", { timezone: "Europe/Londres" }, "Choose a time zone from the list"],
    ["an offset for a zone", { timezone: "+05:00" }, "Choose a time zone from the list"],
    ["an empty zone", { timezone: "" }, "Choose a time zone from the list"],
    ["a bad reply-to address", { emailFromAddr: "not-an-email" }, "Invalid email address"],
    ["a short phone", { phone: "12345" }, "Phone number must be at least 10 digits"],
    ["a long phone", { phone: "1".repeat(21) }, "Phone number too long"],
    ["an empty business name", { businessName: "" }, "Business name is required"],
    [
      "a long business name",
      { businessName: "x".repeat(101) },
      "Business name must be at most 100 characters",
    ],
    ["an http logo", { logoUrl: "http://example.com/logo.png" }, LOGO_TYPE],
    ["a script logo", { logoUrl: "javascript:alert(1)" }, LOGO_TYPE],
    [
      "an SVG logo",
      { logoUrl: `data:image/svg+xml;base64,${Buffer.from("<svg/>").toString("base64")}` },
      LOGO_TYPE,
    ],
    ["a logo over 300 kB", { logoUrl: pngOfSize(300 * 1024 + 1) }, "Logo must be 300 kB or smaller"],
    ["a quiet-hours start alone", { quietHoursStart: "21:00" }, "Set both quiet hours, or neither"],
    [
      "a start with a null end",
      { quietHoursStart: "21:00", quietHoursEnd: null },
      "Set both quiet hours, or neither",
    ],
    ["an hour past 23", { quietHoursStart: "25:00", quietHoursEnd: "08:00" }, "Quiet hours must be HH:MM"],
    [
      "an empty window",
      { quietHoursStart: "08:00", quietHoursEnd: "08:00" },
      "Quiet hours must start and end at different times",
    ],
    ["an empty body", {}, "Nothing to update"],
    ["only fields that cannot be changed", { publicToken: "mine-now", id: "x" }, "Nothing to update"],
  ];
  it.each(refusals)("refuses %s with its message and changes nothing", async (_what, body, message) => {
    const p = await createTestPhotographer(ctx, { businessName: "Unchanged" });
    const before = await settingsOf(p);
    const res = await put(p, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await settingsOf(p)).toEqual(before);
  });

  it("refuses a whole body when one field is wrong", async () => {
    const p = await createTestPhotographer(ctx, { businessName: "Kept" });
    const res = await put(p, { businessName: "Changed", brandPrimary: "red" });
    expect(res.statusCode).toBe(400);
    expect((await settingsOf(p)).businessName).toBe("Kept");
  });

  it("answers 400 for a request with no body", async () => {
    const p = await createTestPhotographer(ctx);
    const res = await ctx.app.inject({
      method: "PUT",
      url: "/api/photographer",
      headers: { cookie: p.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Nothing to update");
  });

  it("changes only the caller's studio", async () => {
    const a = await createTestPhotographer(ctx, { businessName: "Mine" });
    const b = await createTestPhotographer(ctx, { businessName: "Theirs" });
    await put(a, { businessName: "Mine, renamed", brandPrimary: "#000000" });
    expect(await settingsOf(b)).toMatchObject({ businessName: "Theirs", brandPrimary: "#3b82f6" });
  });

  it("shows the new brand on the public booking calendar", async () => {
    const p = await createTestPhotographer(ctx);
    await put(p, { businessName: "Lumen & Co", brandPrimary: "#be123c" });
    const { publicToken } = await settingsOf(p);
    const view = (await as(ctx, null).get(`/api/public/booking/calendar/${publicToken}`)).json();
    expect(view.photographer).toMatchObject({ businessName: "Lumen & Co", brandPrimary: "#be123c" });
  });
});
