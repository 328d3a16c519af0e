/**
 * What the proposal contract tests share: a proposal with a client, a template, a contract attached
 * through the API, the signing service on the test's database, a drawn signature (a real PNG) and a
 * multipart upload to the verify route.
 */
import { randomUUID } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import { expect } from "vitest";
import type { Proposal } from "../../../shared/proposals.js";
import type { TestContext } from "../../test/context.js";
import type { TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { createContractSigningService } from "./proposal-contract.signing.js";

export const CONTRACT_BODY = [
  "# Wedding photography agreement",
  "This agreement is between **{{studio.businessName}}** and {{client.fullName}} ({{client.email}}).",
  "The wedding takes place on {{project.eventDate}} at {{project.venue}}. Today is {{today}}.",
  "## Fees",
  "The total fee is {{proposal.total}}, paid as follows:",
  "{{proposal.schedule}}",
  "## Terms",
  "- Coverage as described in the proposal",
  "- Images delivered within eight weeks",
  "1. Second contact: {{input:Second contact}}",
].join("\n\n");

/** A PNG of `size` × `size` pixels, a dark stroke on white: what a signature pad sends. */
export function signaturePng(size = 24): string {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: size }, (_, x) => (Math.abs(x - y) < 2 ? 20 : 255))]),
  );
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** A multipart/form-data body holding `parts` (name, bytes, file name). */
export function multipart(parts: { name: string; data: Uint8Array; filename?: string }[]) {
  const boundary = `----focal${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename ? `; filename="${part.filename}"` : "";
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n` +
          "Content-Type: application/pdf\r\n\r\n",
      ),
      Buffer.from(part.data),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function contractFixture(ctx: () => TestContext) {
  const api = (who: TestPhotographer) => as(ctx(), who.cookie);
  const meta = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (iPhone) Test" };

  async function template(who: TestPhotographer, body = CONTRACT_BODY, name = "Wedding agreement") {
    const res = await api(who).post("/api/contract-templates", { name, body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  }

  /** A proposal of 2 items for a new client, with a contract from a new template attached. */
  async function proposalWithContract(who: TestPhotographer, body = CONTRACT_BODY) {
    const client = await api(who).post("/api/clients", {
      firstName: "Zoë",
      lastName: "Łukasz",
      email: `${randomUUID().slice(0, 8)}@example.com`,
    });
    expect(client.statusCode, client.body).toBe(201);
    const created = await api(who).post("/api/proposals", {
      title: "Łukasz Wedding",
      clientId: client.json().id,
      items: [
        { name: "Full-day coverage", qty: 1, unitCents: 300_000 },
        { name: "Album", qty: 1, unitCents: 40_000 },
      ],
      depositPercent: 25,
    });
    expect(created.statusCode, created.body).toBe(201);
    const proposal = created.json() as Proposal;
    const tpl = await template(who, body);
    const attached = await api(who).put(`/api/proposals/${proposal.id}/contract`, { templateId: tpl.id });
    expect(attached.statusCode, attached.body).toBe(200);
    return { proposal, templateId: tpl.id, clientId: client.json().id as string };
  }

  const signing = () => createContractSigningService(ctx().database);

  /** Opens the contract for signing and signs it as the client (drawn signature, the input filled). */
  async function clientSigns(token: string, name = "Zoë Łukasz") {
    await signing().openForSigning(token, meta);
    return signing().clientSign(
      token,
      {
        consent: true,
        signedByName: name,
        signatureImageUrl: signaturePng(),
        inputs: { "Second contact": "Marta Łukasz, +48 600 100 200" },
      },
      meta,
    );
  }

  return { api, meta, template, proposalWithContract, signing, clientSigns };
}
