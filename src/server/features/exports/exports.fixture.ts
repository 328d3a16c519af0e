/**
 * What the export and erasure tests share: an app on its own data directory, a studio with a client who
 * has a signed proposal with a signed contract, a payment, a message, an uploaded file and a portal
 * link, another studio with a client of its own, and a reader of zips.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import yauzl from "yauzl";
import { outboxMessages } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { contractFixture } from "../contracts/proposal-contract.fixture.js";
import { multipartBody } from "../files/files.fixture.js";

/** The entries of a zip, by name. */
export async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
        stream.on("error", reject);
      });
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  return entries;
}

export interface StudioWithClient {
  who: TestPhotographer;
  clientId: string;
  proposalId: string;
  contractClientId: string;
  fileName: string;
}

export function exportsFixture() {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 60_000);
  afterAll(() => ctx?.close());
  const contracts = contractFixture(() => ctx);
  const api = (who: TestPhotographer) => as(ctx, who.cookie);

  /**
   * A studio whose client (Ana Ruiz) has a signed proposal paid in part by cheque, a note in the thread,
   * an uploaded file and a portal link; and a second client (from the contract fixture) whose contract
   * is signed.
   */
  async function studioWithClient(businessName = "Golden Hour"): Promise<StudioWithClient> {
    const who = await createTestPhotographer(ctx, { businessName });
    const client = await api(who).post("/api/clients", {
      firstName: "Ana",
      lastName: "Ruiz",
      email: `ana-${who.photographerId.slice(0, 8)}@example.com`,
      phone: "555 010 7788",
      notes: "Prefers calls after six",
    });
    expect(client.statusCode, client.body).toBe(201);
    const clientId = client.json().id as string;
    const created = await api(who).post("/api/proposals", {
      title: "Ruiz Wedding",
      clientId,
      items: [{ name: "Full-day coverage", qty: 1, unitCents: 300_000 }],
      depositPercent: 25,
    });
    expect(created.statusCode, created.body).toBe(201);
    const proposal = created.json() as { id: string; token: string };
    const signed = await ctx.app.inject({
      method: "POST",
      url: `/api/public/proposals/${proposal.token}/sign`,
      payload: { signedByName: "Ana Ruiz", signedByEmail: "ana@example.com" },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const paid = await api(who).post(`/api/proposals/${proposal.id}/payments`, {
      amountCents: 100_000,
      method: "CHECK",
      receivedOn: "2026-01-05",
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const note = await api(who).post(`/api/clients/${clientId}/thread`, {
      channel: "NOTE",
      content: "Ana's sister is the maid of honour",
    });
    expect(note.statusCode, note.body).toBe(201);
    const fileName = "ana-passport.pdf";
    const { payload, headers } = multipartBody([
      { name: "clientId", data: clientId },
      { name: "file", data: Buffer.from("%PDF-1.4\n% Ana's scan\n%%EOF\n"), filename: fileName },
    ]);
    const uploaded = await ctx.app.inject({
      method: "POST",
      url: "/api/files",
      payload,
      headers: { ...headers, cookie: who.cookie },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const link = await api(who).post(`/api/clients/${clientId}/send-login-link`);
    expect(link.statusCode, link.body).toBe(200);

    const withContract = await contracts.proposalWithContract(who);
    await contracts.clientSigns(withContract.proposal.token);
    return { who, clientId, proposalId: proposal.id, contractClientId: withContract.clientId, fileName };
  }

  /** The link the (latest) export e-mail carried to the studio, from the development outbox. */
  async function exportLink(who: TestPhotographer): Promise<string> {
    const rows = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.photographerId, who.photographerId), eq(outboxMessages.toAddress, who.email)),
      );
    // The newest, when the studio exported more than once.
    const mail = rows
      .filter((row) => row.subject === "Your Focal data export is ready")
      .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())
      .at(-1);
    expect(mail, "the export e-mail").toBeDefined();
    const url = /https?:\/\/\S+\/exports\/[A-Za-z0-9_-]+/.exec(mail!.textBody ?? "")?.[0];
    expect(url, mail!.textBody ?? "").toBeDefined();
    // The e-mail links to the page; its API is under /api/public.
    return `/api/public${new URL(url!).pathname}`;
  }

  /** The stored files in the app's data directory. */
  const storedFiles = async () =>
    readdir(path.join(ctx.config.FOCAL_DATA_DIR, "files")).catch(() => [] as string[]);

  return { ctx: () => ctx, api, studioWithClient, exportLink, storedFiles };
}
