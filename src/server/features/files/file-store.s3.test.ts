/**
 * The S3 file store, through the real AWS SDK over real HTTP, against a stand-in that speaks enough of
 * the S3 REST API in path style: PUT stores, GET answers the bytes or a NoSuchKey error, DELETE 204.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3FileStore, type FileStore, newStorageKey, StoredFileMissing } from "./file-store.js";

interface Stored {
  body: Buffer;
  contentType: string | undefined;
}

const objects = new Map<string, Stored>();
const requests: { method: string; path: string; authorization: string }[] = [];
let server: Server;
let store: FileStore;

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const noSuchKey = (key: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`;

/** Keys a ListObjectsV2 page holds in the stand-in: small, so that the client must follow the pages. */
const LIST_PAGE = 2;
const MODIFIED_AT = "2026-11-20T08:30:00.000Z";

/** A ListObjectsV2 answer: keys in order, a page at a time, the next page named by the last key. */
function listPage(url: string): string {
  const query = new URL(url, "http://stand-in").searchParams;
  if (query.get("list-type") !== "2") throw new Error(`not a ListObjectsV2 request: ${url}`);
  const after = query.get("continuation-token") ?? "";
  const keys = [...objects.keys()].sort().filter((key) => key > after);
  const page = keys.slice(0, LIST_PAGE);
  const truncated = keys.length > LIST_PAGE;
  const contents = page
    .map(
      (key) =>
        `<Contents><Key>${key}</Key><LastModified>${MODIFIED_AT}</LastModified><Size>${objects.get(key)!.body.length}</Size></Contents>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult><Name>focal-files</Name><KeyCount>${page.length}</KeyCount><MaxKeys>${LIST_PAGE}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${page.at(-1)}</NextContinuationToken>` : ""}</ListBucketResult>`;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://stand-in").pathname);
    requests.push({ method: request.method ?? "", path, authorization: request.headers.authorization ?? "" });
    const body = await readBody(request);
    const match = /^\/([^/]+)\/(.+)$/.exec(path);
    const listing = /^\/focal-files\/?$/.test(path);
    if ((!match && !listing) || (match && match[1] !== "focal-files")) {
      response
        .writeHead(404, { "content-type": "application/xml" })
        .end("<Error><Code>NoSuchBucket</Code></Error>");
      return;
    }
    if (listing && request.method === "GET") {
      response.writeHead(200, { "content-type": "application/xml" }).end(listPage(request.url ?? ""));
      return;
    }
    const key = match![2]!;
    if (request.method === "PUT") {
      objects.set(key, { body, contentType: request.headers["content-type"] });
      response.writeHead(200, { etag: '"stand-in"' }).end();
    } else if (request.method === "GET") {
      const found = objects.get(key);
      if (!found) response.writeHead(404, { "content-type": "application/xml" }).end(noSuchKey(key));
      else
        response
          .writeHead(200, {
            "content-type": found.contentType ?? "application/octet-stream",
            "content-length": found.body.length,
          })
          .end(found.body);
    } else if (request.method === "DELETE") {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  store = createS3FileStore({
    url: `http://127.0.0.1:${port}`,
    bucket: "focal-files",
    region: "eu-central-1",
    accessKeyId: "FOCALTESTKEY",
    secretAccessKey: "focal-test-secret",
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the S3 file store", () => {
  it("puts, gets and deletes an object in path style, signed with the configured key", async () => {
    const key = newStorageKey();
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 13) % 256);
    await store.put(key, bytes, "image/png");
    expect(objects.get(key)?.contentType).toBe("image/png");
    expect(objects.get(key)?.body.equals(Buffer.from(bytes))).toBe(true);

    const back = await store.get(key);
    expect(Buffer.from(back).equals(Buffer.from(bytes))).toBe(true);

    await store.delete(key);
    expect(objects.has(key)).toBe(false);
    await expect(store.get(key)).rejects.toBeInstanceOf(StoredFileMissing);

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /focal-files/${key}`,
      `GET /focal-files/${key}`,
      `DELETE /focal-files/${key}`,
      `GET /focal-files/${key}`,
    ]);
    for (const r of requests) {
      expect(r.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=FOCALTESTKEY\/\d{8}\/eu-central-1\/s3\//);
    }
  });

  it("lists every key page by page, with when each was written", async () => {
    const stored = Array.from({ length: 5 }, () => newStorageKey());
    for (const key of stored) await store.put(key, Uint8Array.of(1, 2), "application/pdf");
    const before = requests.length;
    const pages = [];
    for await (const page of store.list()) pages.push(page);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    const listed = pages.flat();
    expect(listed.map((o) => o.key)).toEqual([...stored].sort());
    for (const object of listed) expect(object.modifiedAt.toISOString()).toBe(MODIFIED_AT);
    const lists = requests.slice(before);
    expect(lists.map((r) => `${r.method} ${r.path}`)).toEqual(Array(3).fill("GET /focal-files/"));
    for (const key of stored) await store.delete(key);
  });

  it("refuses a key that could be a path before any request", async () => {
    const before = requests.length;
    await expect(store.put("../other-bucket/x", Uint8Array.of(1), "text/plain")).rejects.toThrow(
      /Refused storage key/,
    );
    expect(requests.length).toBe(before);
  });
});
