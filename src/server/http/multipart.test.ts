/** The multipart/form-data reader behind the upload routes (POST /api/public/verify, POST /api/files). */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { boundaryOf, MultipartError, parseMultipart } from "./multipart.js";

/** A multipart/form-data body holding `parts`, as a browser's FormData sends it. */
function multipart(parts: { name: string; data: Uint8Array; filename?: string }[]) {
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

describe("boundaryOf", () => {
  it("reads the boundary of a multipart/form-data type, quoted or not", () => {
    expect(boundaryOf("multipart/form-data; boundary=abc123")).toBe("abc123");
    expect(boundaryOf('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe("a b:c");
    expect(boundaryOf("application/json")).toBeNull();
    expect(boundaryOf("multipart/form-data")).toBeNull();
    expect(boundaryOf(undefined)).toBeNull();
  });
});

describe("parseMultipart", () => {
  const binary = new Uint8Array(Array.from({ length: 600 }, (_, i) => (i * 37) % 256));

  it("returns each part's name, file name, type and exact bytes, binary included", () => {
    const { payload, contentType } = multipart([
      { name: "note", data: Buffer.from("hello\r\nworld") },
      { name: "file", data: binary, filename: "contrat signé.pdf" },
    ]);
    const parts = parseMultipart(payload, boundaryOf(contentType)!);
    expect(parts.map((p) => [p.name, p.filename, p.contentType])).toEqual([
      ["note", null, "application/pdf"],
      ["file", "contrat signé.pdf", "application/pdf"],
    ]);
    expect(parts[0]!.data.toString()).toBe("hello\r\nworld");
    expect(Buffer.from(parts[1]!.data).equals(Buffer.from(binary))).toBe(true);
  });

  it("keeps bytes that look like a boundary without the line break before it", () => {
    const b = "XyZ";
    const body = Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="file"\r\n\r\na--${b} b\n--${b}\r\n--${b}--\r\n`,
    );
    expect(parseMultipart(body, b)[0]!.data.toString()).toBe(`a--${b} b\n--${b}`);
  });

  it("refuses a body that is cut short, has no part, or a part without a name", () => {
    const { payload, contentType } = multipart([{ name: "file", data: binary }]);
    const boundary = boundaryOf(contentType)!;
    expect(() => parseMultipart(payload.subarray(0, 200), boundary)).toThrow(MultipartError);
    expect(() => parseMultipart(Buffer.from("no parts here"), boundary)).toThrow(MultipartError);
    const nameless = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
    );
    expect(() => parseMultipart(nameless, boundary)).toThrow(MultipartError);
    const noHeaders = Buffer.from(`--${boundary}\r\nx`);
    expect(() => parseMultipart(noHeaders, boundary)).toThrow(MultipartError);
  });
});
