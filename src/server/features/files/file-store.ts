/**
 * Where the bytes of files live: a folder on the server's disk (FOCAL_DATA_DIR/files) or, when S3_URL is
 * set, an S3-compatible bucket. The database keeps only the key; keys are names this server generated
 * (never a user's file name), so a key can never reach outside the folder or the bucket.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
// The AWS SDK is loaded on the first S3 call, not at start-up (docs/PERFORMANCE.md, start-up).
import type { S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../../config.js";

export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes; a StoredFileMissing when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array>;
  /** Deleting a key that holds nothing is not an error: a retry after a partial failure must pass. */
  delete(key: string): Promise<void>;
  /**
   * Every key in the store with when it was written, a page at a time (S3 answers 1,000 a request): the
   * orphan sweep reads the whole store without holding it all in memory.
   */
  list(): AsyncIterable<StoredObject[]>;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/** How many keys a page of `list()` holds on the disk (S3 decides its own, at most 1,000). */
const LIST_PAGE = 1000;

export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`No stored file under ${key}`);
    this.name = "StoredFileMissing";
  }
}

/** A fresh, unguessable key: 32 hex characters. */
export const newStorageKey = () => randomBytes(16).toString("hex");

/** Keys are our own names; anything that could be a path (a slash, "..") is a bug upstream, refused. */
function checkedKey(key: string): string {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/.test(key) || key.includes("..")) {
    throw new Error(`Refused storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === "ENOENT";

export function createLocalFileStore(dir: string): FileStore {
  const pathOf = (key: string) => path.join(dir, checkedKey(key));
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(dir, { recursive: true });
      // Written beside the target, then renamed: a reader never sees half a file, a crash leaves a
      // stray .tmp file rather than a truncated one under a real key.
      const temp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temp, bytes, { flag: "wx" });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (isMissing(error)) throw new StoredFileMissing(key);
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list() {
      const names = await readdir(dir).catch((error) => {
        if (isMissing(error)) return [] as string[];
        throw error;
      });
      for (let start = 0; start < names.length; start += LIST_PAGE) {
        const page: StoredObject[] = [];
        for (const key of names.slice(start, start + LIST_PAGE)) {
          // A file deleted since readdir is simply not listed.
          const info = await stat(path.join(dir, key)).catch((error) => {
            if (isMissing(error)) return null;
            throw error;
          });
          if (info?.isFile()) page.push({ key, modifiedAt: info.mtime });
        }
        if (page.length > 0) yield page;
      }
    },
  };
}

export interface S3StoreConfig {
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

type S3Sdk = typeof import("@aws-sdk/client-s3");

export function createS3FileStore(config: S3StoreConfig): FileStore {
  let loaded: Promise<{ sdk: S3Sdk; client: S3Client }> | null = null;
  const s3 = () => {
    loaded ??= import("@aws-sdk/client-s3").then((sdk) => ({ sdk, client: clientOf(sdk) }));
    return loaded;
  };
  const clientOf = (sdk: S3Sdk) =>
    new sdk.S3Client({
      endpoint: config.url,
      region: config.region,
      // Path-style addressing (endpoint/bucket/key) works with MinIO and other S3-compatible stores,
      // which often have no per-bucket host names.
      forcePathStyle: true,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 requires them: several S3-compatible stores refuse the newer default ones.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  const Bucket = config.bucket;
  return {
    async put(key, bytes, contentType) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      const { sdk, client } = await s3();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!answer.Body) throw new StoredFileMissing(key);
        return await answer.Body.transformToByteArray();
      } catch (error) {
        const notFound =
          error instanceof sdk.NoSuchKey ||
          (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404);
        if (notFound) throw new StoredFileMissing(key);
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async *list() {
      const { sdk, client } = await s3();
      let ContinuationToken: string | undefined;
      do {
        const answer = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }));
        const page: StoredObject[] = [];
        for (const object of answer.Contents ?? []) {
          if (object.Key && object.LastModified)
            page.push({ key: object.Key, modifiedAt: object.LastModified });
        }
        if (page.length > 0) yield page;
        ContinuationToken = answer.IsTruncated ? answer.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** S3 when S3_URL is set (the configuration requires the other S3 variables with it), else the disk. */
export function createFileStore(config: Config): FileStore {
  if (config.S3_URL) {
    return createS3FileStore({
      url: config.S3_URL,
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    });
  }
  return createLocalFileStore(path.join(config.FOCAL_DATA_DIR, "files"));
}
