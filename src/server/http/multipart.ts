/**
 * A small multipart/form-data reader (RFC 7578) for Focal's uploads (the PDF to verify, shared files):
 * the server has no multipart plugin and does not need one for a few buffered parts. The whole body is
 * already in memory (the route's body limit bounds it); parts are cut at the boundary lines and each
 * part's headers read for its name, file name and type. Anything malformed is a MultipartError, which
 * the route answers with 400.
 */

export class MultipartError extends Error {}

export interface MultipartPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

/** The boundary of a multipart/form-data content type, or null when it is not one. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType.trim())) return null;
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return m ? (m[1] ?? m[2] ?? null) : null;
}

function parameter(header: string, key: string): string | null {
  const m = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"|;\\s*${key}=([^;\\s]+)`, "i").exec(header);
  if (!m) return null;
  return m[1] !== undefined ? m[1].replace(/\\(.)/g, "$1") : (m[2] ?? null);
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) throw new MultipartError("Malformed part header");
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Every part of the body, in order. */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let at = body.indexOf(delimiter);
  if (at < 0) throw new MultipartError("The body has no part");
  for (;;) {
    let pos = at + delimiter.length;
    // "--" after a delimiter closes the body.
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return parts;
    // Transport padding (spaces, tabs) may follow a delimiter before its line break.
    while (body[pos] === 0x20 || body[pos] === 0x09) pos++;
    if (body[pos] !== 0x0d || body[pos + 1] !== 0x0a) throw new MultipartError("Malformed boundary line");
    pos += 2;
    const headersEnd = body.indexOf("\r\n\r\n", pos);
    if (headersEnd < 0) throw new MultipartError("A part has no headers");
    const headers = parseHeaders(body.subarray(pos, headersEnd).toString("utf8"));
    const start = headersEnd + 4;
    const next = body.indexOf(Buffer.concat([Buffer.from("\r\n"), delimiter]), start);
    if (next < 0) throw new MultipartError("The body ends inside a part");
    const disposition = headers.get("content-disposition") ?? "";
    if (!/^form-data\s*(;|$)/i.test(disposition)) throw new MultipartError("A part is not form data");
    const name = parameter(disposition, "name");
    if (name === null) throw new MultipartError("A part has no name");
    parts.push({
      name,
      filename: parameter(disposition, "filename"),
      contentType: headers.get("content-type") ?? null,
      data: body.subarray(start, next),
    });
    at = next + 2;
  }
}
