/**
 * PGlite's dump is a tarball of the whole data directory, and the default backup directory
 * (FOCAL_DATA_DIR/backups) lies inside it: without this, every backup would carry all the ones before
 * it. These leave out the entries under given folders, reading the tar's 512-byte headers (ustar, with
 * GNU long names and pax paths, which is what PGlite writes).
 */
const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString("utf8");
}

function normalise(name: string): string {
  return name.replace(/^(\.\/|\/)+/, "");
}

function paxPath(data: Buffer): string | undefined {
  for (const line of data.toString("utf8").split("\n")) {
    const match = /^\d+ path=(.*)$/.exec(line);
    if (match) return match[1];
  }
  return undefined;
}

/** The tar without the entries whose path is `folder` or lies under it (folders relative to the tar's root). */
export function tarWithout(tar: Buffer, folders: string[]): Buffer {
  const skip = folders.map((folder) => normalise(folder).replace(/\/+$/, "")).filter(Boolean);
  if (skip.length === 0) return tar;
  const kept: Buffer[] = [];
  let pending: Buffer[] = [];
  let longName: string | undefined;
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = Number.parseInt(field(header, 124, 12).trim() || "0", 8);
    const span = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const entry = tar.subarray(offset, offset + span);
    const data = tar.subarray(offset + BLOCK, offset + BLOCK + size);
    const type = String.fromCharCode(header[156] ?? 0);
    offset += span;
    // Meta entries describe the next one: held until that entry is kept or skipped.
    if (type === "L" || type === "x") {
      longName = type === "L" ? field(data, 0, data.length) : (paxPath(data) ?? longName);
      pending.push(entry);
      continue;
    }
    const prefix = field(header, 257, 6).startsWith("ustar") ? field(header, 345, 155) : "";
    const name = normalise(
      longName ?? (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100)),
    );
    longName = undefined;
    const excluded = skip.some((folder) => name === folder || name.startsWith(`${folder}/`));
    if (!excluded) kept.push(...pending, entry);
    pending = [];
  }
  // The end-of-archive marker: two zero blocks.
  kept.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(kept);
}
