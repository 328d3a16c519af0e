/**
 * The files API tests' shared set-up: an app whose file store is a folder of the test's own, two
 * studios, and helpers to upload, sign a client in and add a message.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { messages } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, sessionCookieFrom, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { createLocalFileStore } from "./file-store.js";
import { multipartBody } from "./files.fixture.js";
import { createFilesService, type FilesService } from "./files.service.js";

export interface FilesApi {
  ctx: TestContext;
  a: TestPhotographer;
  b: TestPhotographer;
  /** The same store the app writes to, for what only other features call (attach, delete). */
  service: FilesService;
  /** The keys in the file store's folder, sorted. */
  storedKeys(): Promise<string[]>;
}

/** Registers the suite's beforeAll/afterAll; the answer is filled in once they ran. */
export function filesApiSuite(): FilesApi {
  const api = {} as FilesApi;
  let dataDir = "";
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "focal-data-"));
    api.ctx = await createTestContext({ FOCAL_DATA_DIR: dataDir });
    api.a = await createTestPhotographer(api.ctx, { businessName: "Studio A" });
    api.b = await createTestPhotographer(api.ctx, { businessName: "Studio B" });
    api.service = createFilesService(api.ctx.database, createLocalFileStore(path.join(dataDir, "files")));
  });
  afterAll(async () => {
    await api.ctx?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  api.storedKeys = async () => (await readdir(path.join(dataDir, "files")).catch(() => [])).sort();
  return api;
}

export function upload(
  api: FilesApi,
  url: string,
  cookie: string,
  bytes: Uint8Array,
  filename = "upload.bin",
  fields: Record<string, string> = {},
) {
  const { payload, headers } = multipartBody([
    ...Object.entries(fields).map(([name, data]) => ({ name, data })),
    { name: "file", data: bytes, filename },
  ]);
  return api.ctx.app.inject({ method: "POST", url, payload, headers: { ...headers, cookie } });
}

export async function addClient(api: FilesApi, who: TestPhotographer, firstName: string) {
  const res = await as(api.ctx, who.cookie).post("/api/clients", {
    firstName,
    lastName: "Client",
    email: `${firstName.toLowerCase()}-${Date.now()}@example.com`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

/** Signs the client in to the portal through a login link, as the client would. */
export async function clientCookie(api: FilesApi, who: TestPhotographer, clientId: string): Promise<string> {
  const link = await as(api.ctx, who.cookie).post(`/api/clients/${clientId}/send-login-link`);
  const token = new URL(link.json().loginUrl).searchParams.get("token")!;
  const login = await api.ctx.app.inject({
    method: "POST",
    url: "/api/client-portal/login",
    payload: { token },
  });
  expect(login.statusCode, login.body).toBe(200);
  return sessionCookieFrom(login.headers["set-cookie"]);
}

/** A message of the client's thread, written directly: the conversations feature is not under test. */
export async function addMessage(api: FilesApi, who: TestPhotographer, clientId: string, channel: string) {
  const [row] = await api.ctx.database.db
    .insert(messages)
    .values({
      photographerId: who.photographerId,
      clientId,
      content: "See attached",
      sentByPhotographer: true,
      channel,
    })
    .returning();
  return row!.id;
}

/** The helpers above bound to one suite, for a test file that calls them throughout. */
export function boundFilesHelpers(api: FilesApi) {
  return {
    upload: (
      url: string,
      cookie: string,
      bytes: Uint8Array,
      filename?: string,
      fields?: Record<string, string>,
    ) => upload(api, url, cookie, bytes, filename, fields),
    addClient: (who: TestPhotographer, name: string) => addClient(api, who, name),
    clientCookie: (who: TestPhotographer, id: string) => clientCookie(api, who, id),
    addMessage: (who: TestPhotographer, id: string, channel: string) => addMessage(api, who, id, channel),
    storedKeys: () => api.storedKeys(),
  };
}
