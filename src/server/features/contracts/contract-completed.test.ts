/**
 * A completed contract reaches both parties: after the studio countersigns, the client and the studio each
 * get one e-mail with the signed PDF attached (both names and the document's hash in it, and a file the
 * verify route accepts); nothing is sent before completion, nor for a contract voided before the job ran.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { pdfText } from "../../test/pdf-text.js";
import { contractFixture, multipart } from "./proposal-contract.fixture.js";

let ctx: TestContext;
const f = contractFixture(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

// A studio of its own per test: its outbox holds only that test's e-mails.
const studio = () => createTestPhotographer(ctx, { businessName: "Łukasz & Zoë Photography" });
const contractMails = async (who: TestPhotographer) =>
  (
    await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.photographerId, who.photographerId))
  ).filter((m) => /contract/i.test(m.subject ?? ""));

const verify = async (bytes: Uint8Array) => {
  const { payload, contentType } = multipart([{ name: "file", data: bytes, filename: "contract.pdf" }]);
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/public/verify",
    payload,
    headers: { "content-type": contentType },
  });
  return res.json() as { valid: boolean; contractId?: string };
};

describe("the e-mails of a completed contract", () => {
  it("sends the client and the studio one e-mail each with the signed PDF, only once both signed", async () => {
    const a = await studio();
    const { proposal, clientId } = await f.proposalWithContract(a);
    await f.clientSigns(proposal.token);
    await ctx.queue.drain();
    expect(await contractMails(a)).toEqual([]);

    const res = await f
      .api(a)
      .post(`/api/proposals/${proposal.id}/contract/countersign`, { typedName: "Łukasz Nowak" });
    expect(res.statusCode, res.body).toBe(200);
    const contract = res.json() as { id: string; documentHash: string };
    await ctx.queue.drain();
    await ctx.queue.drain();

    const mails = await contractMails(a);
    const clientEmail = (await f.api(a).get(`/api/clients/${clientId}`)).json().email as string;
    expect(mails.map((m) => m.toAddress).sort()).toEqual([clientEmail, a.email].sort());
    const toClient = mails.find((m) => m.toAddress === clientEmail)!;
    expect(toClient.subject).toBe("Your signed contract with Łukasz & Zoë Photography");
    expect(mails.find((m) => m.toAddress === a.email)!.subject).toBe(
      "Contract complete: Zoë Łukasz, Wedding agreement",
    );
    for (const mail of mails) {
      const [file] = mail.attachments ?? [];
      expect(file).toMatchObject({
        contentType: "application/pdf",
        filename: "contract-wedding-agreement.pdf",
      });
      const bytes = new Uint8Array(Buffer.from(file!.content, "base64"));
      const text = (await pdfText(bytes)).replace(/\s+/g, " ");
      expect(text).toContain("Wedding photography agreement");
      expect(text).toContain("Zoë Łukasz");
      expect(text).toContain("Łukasz Nowak");
      expect(text).toContain(contract.documentHash);
      expect(await verify(bytes)).toEqual({ valid: true, contractId: contract.id });
    }
  });

  it("sends nothing for a contract voided before the e-mails went out", async () => {
    const a = await studio();
    const { proposal } = await f.proposalWithContract(a);
    await f.clientSigns(proposal.token);
    const base = `/api/proposals/${proposal.id}/contract`;
    expect((await f.api(a).post(`${base}/countersign`, { typedName: "Łukasz Nowak" })).statusCode).toBe(200);
    expect((await f.api(a).post(`${base}/void`, { reason: "Signed the wrong version" })).statusCode).toBe(
      200,
    );
    await ctx.queue.drain();
    expect(await contractMails(a)).toEqual([]);
  });
});
