/**
 * The contract PDF read back with pdf.js (the contract text, both names, the hash, the certificate),
 * and POST /api/public/verify: the downloaded file is genuine, the same file with one byte of a
 * content stream changed is not.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { pdfPages } from "../../test/pdf-text.js";
import { FILE_TOO_LARGE, SEND_MULTIPART } from "./contract-verify.routes.js";
import { NOT_A_PDF, NOT_ISSUED } from "./contract-verify.service.js";
import { contractFixture, multipart } from "./proposal-contract.fixture.js";

let ctx: TestContext;
let a: TestPhotographer;
const f = contractFixture(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Łukasz & Zoë Photography" });
});
afterAll(() => ctx?.close());

async function completed() {
  const { proposal } = await f.proposalWithContract(a);
  const signed = await f.clientSigns(proposal.token);
  const res = await f
    .api(a)
    .post(`/api/proposals/${proposal.id}/contract/countersign`, { typedName: "Łukasz Nowak" });
  expect(res.statusCode, res.body).toBe(200);
  return { proposal, signed };
}

const download = async (url: string, cookie: string | null) => {
  const res = await as(ctx, cookie).get(url);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  return new Uint8Array(res.rawPayload);
};

const verify = (bytes: Uint8Array, name = "file") => {
  const { payload, contentType } = multipart([{ name, data: bytes, filename: "contract.pdf" }]);
  return ctx.app.inject({
    method: "POST",
    url: "/api/public/verify",
    payload,
    headers: { "content-type": contentType },
  });
};

/** The same file with one byte inside its first stream's content changed. */
function tampered(bytes: Uint8Array): Uint8Array {
  const start = Buffer.from(bytes).toString("latin1").indexOf("stream\n") + "stream\n".length;
  expect(start).toBeGreaterThan(7);
  const copy = new Uint8Array(bytes);
  copy[start + 10] = copy[start + 10]! ^ 0x01;
  return copy;
}

describe("the contract PDF", () => {
  it("holds the contract text, both signers, the hash and the certificate", async () => {
    const { proposal, signed } = await completed();
    const pages = await pdfPages(await download(`/api/proposals/${proposal.id}/contract.pdf`, a.cookie));
    const text = pages.join("\n");
    expect(text).toContain("Wedding photography agreement");
    expect(text).toContain("Images delivered within eight weeks");
    expect(text).toContain("Marta Łukasz, +48 600 100 200");
    expect(text).toContain("Zoë Łukasz");
    expect(text).toContain("Łukasz Nowak");
    expect(pages.at(-1)).toContain("Certificate");
    expect(pages.at(-1)).toContain(signed.documentHash);
    expect(pages.at(-1)).toContain("Countersigned by the studio");
    expect(pages.at(-1)).toContain(f.meta.userAgent);
    expect(pages.at(-1)).toContain("UTC");
    expect(text).not.toContain("VOID");
  });

  it("gives the client the same file by the proposal's token, byte for byte", async () => {
    const { proposal } = await completed();
    const studio = await download(`/api/proposals/${proposal.id}/contract.pdf`, a.cookie);
    const client = await download(`/api/public/proposals/${proposal.token}/contract.pdf`, null);
    expect(Buffer.from(client).equals(Buffer.from(studio))).toBe(true);
  });

  it("says VOID on every page once void", async () => {
    const { proposal } = await completed();
    await f.api(a).post(`/api/proposals/${proposal.id}/contract/void`, { reason: "Wrong date" });
    const pages = await pdfPages(await download(`/api/proposals/${proposal.id}/contract.pdf`, a.cookie));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain("VOID");
  });
});

describe("POST /api/public/verify", () => {
  it("accepts a downloaded PDF and names its contract; refuses it with one byte changed", async () => {
    const { proposal } = await completed();
    const bytes = await download(`/api/public/proposals/${proposal.token}/contract.pdf`, null);
    const contractId = (await f.api(a).get(`/api/proposals/${proposal.id}/contract`)).json().id;
    const ok = await verify(bytes);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ valid: true, contractId });
    const bad = await verify(tampered(bytes));
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual({ valid: false, reason: NOT_ISSUED });
  });

  it("answers 400 or 413 with a message to anything but one PDF of at most 10 MB", async () => {
    expect((await verify(Buffer.from("hello"))).json()).toEqual({ valid: false, reason: NOT_A_PDF });
    const wrongName = await verify(Buffer.from("%PDF-1.7"), "upload");
    expect([wrongName.statusCode, wrongName.json().message]).toEqual([400, SEND_MULTIPART]);
    const json = await as(ctx, null).post("/api/public/verify", { file: "x" });
    expect([json.statusCode, json.json().message]).toEqual([400, SEND_MULTIPART]);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(Buffer.from("%PDF-1.7"));
    const tooBig = await verify(big);
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, FILE_TOO_LARGE]);
    const huge = await verify(new Uint8Array(11 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(typeof huge.json().message).toBe("string");
  });
});
