/**
 * What a file is, read from its bytes: the name and the type the uploader claims are never trusted. Only
 * kinds that a browser or an office suite opens without running anything are taken; executables,
 * scripts, HTML and SVG (which can carry script), archives and everything unknown are refused.
 */

export interface SniffedType {
  contentType: string;
  /** The extension a download gets when its name has none or a wrong one, without the dot. */
  extension: string;
  /** Other extensions people use for the same kind (jpeg for jpg…). */
  aliases?: string[];
}

const JPEG: SniffedType = { contentType: "image/jpeg", extension: "jpg", aliases: ["jpeg", "jpe", "jfif"] };
const PNG: SniffedType = { contentType: "image/png", extension: "png" };
const GIF: SniffedType = { contentType: "image/gif", extension: "gif" };
const WEBP: SniffedType = { contentType: "image/webp", extension: "webp" };
const HEIC: SniffedType = { contentType: "image/heic", extension: "heic", aliases: ["heif", "hif"] };
const HEIF: SniffedType = { contentType: "image/heif", extension: "heif", aliases: ["heic", "hif"] };
const PDF: SniffedType = { contentType: "application/pdf", extension: "pdf" };
const TEXT: SniffedType = {
  contentType: "text/plain; charset=utf-8",
  extension: "txt",
  aliases: ["text", "csv", "md", "log", "tsv", "vcf", "ics"],
};
const DOCX: SniffedType = {
  contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  extension: "docx",
};
const XLSX: SniffedType = {
  contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  extension: "xlsx",
};
const PPTX: SniffedType = {
  contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  extension: "pptx",
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** HEIF brands of still images (ISO/IEC 23008-12); video brands (mp4, mov…) are not taken. */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);
const HEIF_BRANDS = new Set(["mif1", "msf1", "mif2", "heif", "avif"]);

function sniffFtyp(bytes: Uint8Array): SniffedType | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return null;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
  const end = Math.min(boxSize >= 16 ? boxSize : 16, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  if (
    HEIC_BRANDS.has(brands[0]!) ||
    (HEIF_BRANDS.has(brands[0]!) && brands.some((b) => HEIC_BRANDS.has(b)))
  ) {
    return HEIC;
  }
  // AVIF is a HEIF too, but only when declared as one: "avif" alone is refused like any other brand.
  if (HEIF_BRANDS.has(brands[0]!) && brands[0] !== "avif") return HEIF;
  return null;
}

/** The entry names of a zip's central directory, or null when the bytes are not a readable zip. */
function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record: in the last 22 bytes plus at most a 64 KiB comment.
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Word, Excel and PowerPoint files (OOXML): a zip with [Content_Types].xml and its main part. */
function sniffOoxml(bytes: Uint8Array): SniffedType | null {
  const names = zipEntryNames(bytes);
  if (!names?.includes("[Content_Types].xml")) return null;
  // Macros (vbaProject.bin) make it a .docm/.xlsm in disguise: refused.
  if (names.some((n) => /(^|\/)vbaProject\.bin$/i.test(n))) return null;
  if (names.includes("word/document.xml")) return DOCX;
  if (names.includes("xl/workbook.xml")) return XLSX;
  if (names.includes("ppt/presentation.xml")) return PPTX;
  return null;
}

/** Markup a browser could render as a page or an image with script in it. */
const MARKUP =
  /^\s*<(\?xml|!doctype|!--|html|head|body|svg|script|iframe|object|embed)\b|<(html|svg|script)[\s>/]/i;

/** UTF-8 text without NUL or control characters other than tab, line breaks and form feed. */
function sniffText(bytes: Uint8Array): SniffedType | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  if (/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text)) return null;
  const start = text.replace(/^\uFEFF/, "");
  // A script (#!/bin/sh…) is text, but not one we hand to anyone.
  if (start.startsWith("#!") || start.startsWith("MZ")) return null;
  if (MARKUP.test(start.slice(0, 64 * 1024))) return null;
  return TEXT;
}

/** The file's type from its bytes, or null when it is not a kind that may be shared. */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return GIF;
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return WEBP;
  if (ascii(bytes, 0, 5) === "%PDF-") return PDF;
  const ftyp = sniffFtyp(bytes);
  if (ftyp) return ftyp;
  // A zip that is not an Office document is refused: it could hold anything.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return sniffOoxml(bytes);
  return sniffText(bytes);
}

// Characters a name never keeps: control characters, quotes, slashes and what Windows forbids.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const UNSAFE = /[\u0000-\u001F\u007F-\u009F"'`/\\<>:*?|\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g;
const MAX_NAME = 120;

/**
 * A file name safe to store and to put in a Content-Disposition header: the last path segment, without
 * control characters, quotes, slashes or bidirectional overrides, spaces collapsed, at most 120
 * characters with the extension kept. With the sniffed type, a name without that type's extension gets
 * it appended ("scan" → "scan.pdf", "photo.exe" holding a JPEG → "photo.exe.jpg"): the extension that
 * decides how the downloaded file opens always matches its bytes, and nothing the sender wrote is lost.
 */
export function sanitizeFilename(name: string, type?: SniffedType): string {
  const lastSegment = name.split(/[/\\]/).pop() ?? "";
  let clean = lastSegment
    .normalize("NFC")
    // Tabs and line breaks separate words: they become spaces, other control characters go.
    .replace(/[\t\n\r\v\f]/g, " ")
    .replace(UNSAFE, "")
    .replace(/\s+/g, " ")
    .trim()
    // A leading dot would make a hidden file; trailing dots and spaces are dropped by Windows anyway.
    .replace(/^[.\s]+/, "")
    .replace(/[.\s]+$/, "");
  if (type) {
    const extension = /\.([^.]+)$/.exec(clean)?.[1]?.toLowerCase();
    const fits = extension === type.extension || (extension && type.aliases?.includes(extension));
    if (!fits) clean = clean ? `${clean}.${type.extension}` : "";
  }
  if (!clean) clean = `file${type ? `.${type.extension}` : ""}`;
  const chars = Array.from(clean);
  if (chars.length <= MAX_NAME) return clean;
  const dot = clean.lastIndexOf(".");
  const extension = dot > 0 && clean.length - dot <= 16 ? clean.slice(dot) : "";
  const base = Array.from(clean.slice(0, clean.length - extension.length));
  return `${base
    .slice(0, MAX_NAME - Array.from(extension).length)
    .join("")
    .trimEnd()}${extension}`;
}
