/**
 * Files through the API: upload and download for the studio and for a signed-in client, the size and
 * type refusals, and who may read which file.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  FILE_MISSING,
  FILE_NOT_FOUND,
  FILE_TOO_LARGE,
  FILE_TYPE_REFUSED,
  type FileView,
  MAX_FILE_BYTES,
} from "../../../shared/files.js";
import { files } from "../../db/schema/index.js";
import { as } from "../../test/http.js";
import { multipartBody, SAMPLES } from "./files.fixture.js";
import { FILE_EMPTY } from "./files.service.js";
import { boundFilesHelpers, filesApiSuite } from "./files-api.fixture.js";

const api = filesApiSuite();
const { upload, addClient, clientCookie, addMessage, storedKeys } = boundFilesHelpers(api);

describe("POST /api/files and GET /api/files/:id", () => {
  it("stores a studio upload and gives back the same bytes as a download", async () => {
    const client = await addClient(api.a, "Ana");
    const res = await upload("/api/files", api.a.cookie, SAMPLES.jpeg, "../../Beach  day\tślub.exe", {
      clientId: client.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json() as FileView;
    expect(view).toEqual({
      id: expect.any(String),
      filename: "Beach day ślub.exe.jpg",
      contentType: "image/jpeg",
      size: SAMPLES.jpeg.length,
    });
    const [row] = await api.ctx.database.db.select().from(files).where(eq(files.id, view.id));
    expect(row).toMatchObject({
      photographerId: api.a.photographerId,
      clientId: client.id,
      uploadedBy: "STUDIO",
    });
    expect(await storedKeys()).toContain(row!.storageKey);

    const download = await as(api.ctx, api.a.cookie).get(`/api/files/${view.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLES.jpeg)).toBe(true);
    expect(download.headers["content-type"]).toBe("image/jpeg");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="Beach day _lub.exe.jpg"; filename*=UTF-8''Beach%20day%20%C5%9Blub.exe.jpg`,
    );
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["cache-control"]).toBe("private, no-store");
  });

  it("refuses a file over 25 MB with 413 and its message, storing nothing", async () => {
    const keys = await storedKeys();
    const count = (await api.ctx.database.db.select().from(files)).length;
    const huge = await upload("/api/files", api.a.cookie, new Uint8Array(30 * 1024 * 1024), "big.jpg");
    expect([huge.statusCode, huge.json().message]).toEqual([413, FILE_TOO_LARGE]);
    // Just over the limit, within the body limit: the service's own check.
    const over = new Uint8Array(MAX_FILE_BYTES + 1);
    over.set(SAMPLES.jpeg);
    const justOver = await upload("/api/files", api.a.cookie, over, "big.jpg");
    expect([justOver.statusCode, justOver.json().message]).toEqual([413, FILE_TOO_LARGE]);
    expect(await storedKeys()).toEqual(keys);
    expect((await api.ctx.database.db.select().from(files)).length).toBe(count);
  });

  it("refuses an executable named .jpg, an SVG, an empty file and a body without a file part", async () => {
    const keys = await storedKeys();
    for (const [bytes, name] of [
      [SAMPLES.exe, "holiday.jpg"],
      [SAMPLES.elf, "photo.png"],
      [SAMPLES.svg, "logo.svg"],
      [SAMPLES.html, "notes.txt"],
    ] as const) {
      const res = await upload("/api/files", api.a.cookie, bytes, name);
      expect([name, res.statusCode, res.json().message]).toEqual([name, 400, FILE_TYPE_REFUSED]);
    }
    const empty = await upload("/api/files", api.a.cookie, new Uint8Array(), "empty.txt");
    expect([empty.statusCode, empty.json().message]).toEqual([400, FILE_EMPTY]);
    const json = await as(api.ctx, api.a.cookie).post("/api/files", { file: "x" });
    expect([json.statusCode, json.json().message]).toEqual([400, FILE_MISSING]);
    const { payload, headers } = multipartBody([{ name: "other", data: SAMPLES.pdf, filename: "a.pdf" }]);
    const wrongPart = await api.ctx.app.inject({
      method: "POST",
      url: "/api/files",
      payload,
      headers: { ...headers, cookie: api.a.cookie },
    });
    expect([wrongPart.statusCode, wrongPart.json().message]).toEqual([400, FILE_MISSING]);
    expect(await storedKeys()).toEqual(keys);
  });

  it("takes only the studio's own client and project", async () => {
    const bClient = await addClient(api.b, "Bob");
    const other = await upload("/api/files", api.a.cookie, SAMPLES.pdf, "x.pdf", { clientId: bClient.id });
    expect([other.statusCode, other.json().message]).toEqual([404, "Client not found"]);
    const malformed = await upload("/api/files", api.a.cookie, SAMPLES.pdf, "x.pdf", { projectId: "nope" });
    expect([malformed.statusCode, malformed.json().message]).toEqual([404, "Project not found"]);
    const unknown = await upload("/api/files", api.a.cookie, SAMPLES.pdf, "x.pdf", {
      projectId: "00000000-0000-4000-8000-000000000000",
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, "Project not found"]);
  });

  it("answers 404 to another studio and to an id that is no uuid", async () => {
    const mine = (await upload("/api/files", api.a.cookie, SAMPLES.png, "plan.png")).json() as FileView;
    const theirs = await as(api.ctx, api.b.cookie).get(`/api/files/${mine.id}`);
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, FILE_NOT_FOUND]);
    const bad = await as(api.ctx, api.a.cookie).get("/api/files/not-a-uuid");
    expect([bad.statusCode, bad.json().message]).toEqual([404, FILE_NOT_FOUND]);
    expect((await as(api.ctx, null).get(`/api/files/${mine.id}`)).statusCode).toBe(401);
  });
});

describe("files in the client portal", () => {
  it("lets a client upload and read their own files, shared ones and those on visible messages only", async () => {
    const ana = await addClient(api.a, "Ana");
    const ben = await addClient(api.a, "Ben");
    const anaCookie = await clientCookie(api.a, ana.id);
    const benCookie = await clientCookie(api.a, ben.id);

    const own = await upload("/api/client-portal/files", anaCookie, SAMPLES.heic, "IMG_0001.HEIC");
    expect(own.statusCode, own.body).toBe(201);
    const ownView = own.json() as FileView;
    expect(ownView).toMatchObject({ filename: "IMG_0001.HEIC", contentType: "image/heic" });
    const [row] = await api.ctx.database.db.select().from(files).where(eq(files.id, ownView.id));
    expect(row).toMatchObject({
      clientId: ana.id,
      uploadedBy: "CLIENT",
      photographerId: api.a.photographerId,
    });
    const mine = await as(api.ctx, anaCookie).get(`/api/files/${ownView.id}`);
    expect([mine.statusCode, mine.rawPayload.equals(SAMPLES.heic)]).toEqual([200, true]);
    // The studio reads it too; Ben and the studio's other studio do not.
    expect((await as(api.ctx, api.a.cookie).get(`/api/files/${ownView.id}`)).statusCode).toBe(200);
    expect((await as(api.ctx, benCookie).get(`/api/files/${ownView.id}`)).statusCode).toBe(404);
    expect((await as(api.ctx, api.b.cookie).get(`/api/files/${ownView.id}`)).statusCode).toBe(404);

    // A studio upload for Ana is hers to read only once it is on a message she can see.
    const forAna = (
      await upload("/api/files", api.a.cookie, SAMPLES.pdf, "Invoice", { clientId: ana.id })
    ).json();
    expect((await as(api.ctx, anaCookie).get(`/api/files/${forAna.id}`)).statusCode).toBe(404);
    const note = (await upload("/api/files", api.a.cookie, SAMPLES.text, "note.txt")).json();
    const portalMessage = await addMessage(api.a, ana.id, "PORTAL");
    const internalNote = await addMessage(api.a, ana.id, "INTERNAL");
    await api.ctx.database.db.transaction(async (tx) => {
      await api.service.attachToMessage(tx, api.a.photographerId, ana.id, [forAna.id], portalMessage);
      await api.service.attachToMessage(tx, api.a.photographerId, ana.id, [note.id], internalNote);
    });
    const sent = await as(api.ctx, anaCookie).get(`/api/files/${forAna.id}`);
    expect([sent.statusCode, sent.headers["content-type"], sent.rawPayload.equals(SAMPLES.pdf)]).toEqual([
      200,
      "application/pdf",
      true,
    ]);
    const internal = await as(api.ctx, anaCookie).get(`/api/files/${note.id}`);
    expect([internal.statusCode, internal.json().message]).toEqual([404, FILE_NOT_FOUND]);
    expect((await as(api.ctx, benCookie).get(`/api/files/${forAna.id}`)).statusCode).toBe(404);

    // Shared in the portal: readable without a message.
    const shared = (
      await upload("/api/files", api.a.cookie, SAMPLES.docx, "Timeline.docx", { clientId: ana.id })
    ).json();
    expect((await as(api.ctx, anaCookie).get(`/api/files/${shared.id}`)).statusCode).toBe(404);
    await api.ctx.database.db.update(files).set({ sharedInPortal: true }).where(eq(files.id, shared.id));
    expect((await as(api.ctx, anaCookie).get(`/api/files/${shared.id}`)).statusCode).toBe(200);
  });

  it("keeps the portal upload for clients and refuses the same bad files", async () => {
    const ana = await addClient(api.a, "Ana");
    const cookie = await clientCookie(api.a, ana.id);
    const refused = await upload("/api/client-portal/files", cookie, SAMPLES.svgBare, "pic.jpg");
    expect([refused.statusCode, refused.json().message]).toEqual([400, FILE_TYPE_REFUSED]);
    const big = await upload("/api/client-portal/files", cookie, new Uint8Array(30 * 1024 * 1024), "big.jpg");
    expect([big.statusCode, big.json().message]).toEqual([413, FILE_TOO_LARGE]);
    expect((await upload("/api/client-portal/files", api.a.cookie, SAMPLES.pdf, "a.pdf")).statusCode).toBe(
      403,
    );
    expect((await upload("/api/files", cookie, SAMPLES.pdf, "a.pdf")).statusCode).toBe(403);
  });
});
