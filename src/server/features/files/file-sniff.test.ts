/** The type of a file from its bytes, and the names files are stored under. */
import { describe, expect, it } from "vitest";
import { sanitizeFilename, sniffFileType } from "./file-sniff.js";
import { SAMPLES } from "./files.fixture.js";

const typeOf = (bytes: Uint8Array) => sniffFileType(bytes)?.contentType ?? null;

describe("sniffFileType", () => {
  it("knows photos, PDFs, text and Office documents by their bytes", () => {
    expect(typeOf(SAMPLES.jpeg)).toBe("image/jpeg");
    expect(typeOf(SAMPLES.png)).toBe("image/png");
    expect(typeOf(SAMPLES.gif)).toBe("image/gif");
    expect(typeOf(SAMPLES.webp)).toBe("image/webp");
    expect(typeOf(SAMPLES.heic)).toBe("image/heic");
    expect(typeOf(SAMPLES.heifMif1)).toBe("image/heif");
    expect(typeOf(SAMPLES.pdf)).toBe("application/pdf");
    expect(typeOf(SAMPLES.text)).toBe("text/plain; charset=utf-8");
    expect(typeOf(Buffer.from("\uFEFFa,b\n1,2\n"))).toBe("text/plain; charset=utf-8");
    expect(typeOf(SAMPLES.docx)).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(typeOf(SAMPLES.xlsx)).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(typeOf(SAMPLES.pptx)).toBe(
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    );
  });

  it("refuses programs, scripts, markup, archives, video and unknown bytes", () => {
    for (const name of [
      "exe",
      "elf",
      "machO",
      "script",
      "html",
      "svg",
      "svgBare",
      "binary",
      "docm",
      "plainZip",
      "mp4",
    ] as const) {
      expect([name, typeOf(SAMPLES[name])]).toEqual([name, null]);
    }
    expect(typeOf(new Uint8Array())).toBeNull();
    // Text with NUL or other control characters, or that is not UTF-8.
    expect(typeOf(Buffer.from("abc\u0000def"))).toBeNull();
    expect(typeOf(Buffer.from("abc\u001bdef"))).toBeNull();
    expect(typeOf(Buffer.from([0x61, 0xff, 0xfe, 0x62]))).toBeNull();
    expect(typeOf(Buffer.from("Notes\n<script src=x></script>"))).toBeNull();
    // A zip cut short has no central directory.
    expect(typeOf(SAMPLES.docx.subarray(0, 60))).toBeNull();
  });

  it("is not fooled by a name: the bytes alone decide", () => {
    expect(typeOf(Buffer.concat([Buffer.from("%PDF-"), SAMPLES.exe]))).toBe("application/pdf");
    expect(typeOf(Buffer.from("I <3 photos & <b>bold</b> plans"))).toBe("text/plain; charset=utf-8");
  });
});

describe("sanitizeFilename", () => {
  const jpeg = sniffFileType(SAMPLES.jpeg)!;
  const pdf = sniffFileType(SAMPLES.pdf)!;

  it("keeps the last path segment without control characters, quotes or slashes", () => {
    expect(sanitizeFilename("../../etc/passwd")).toBe("passwd");
    expect(sanitizeFilename("C:\\Users\\ana\\Beach day.jpg", jpeg)).toBe("Beach day.jpg");
    expect(sanitizeFilename("a\"b'c`d\u0000e\u001f\u202Egpj.exe")).toBe("abcdegpj.exe");
    expect(sanitizeFilename("  many   \t spaces \n here .pdf ", pdf)).toBe("many spaces here .pdf");
    expect(sanitizeFilename(".htaccess")).toBe("htaccess");
    expect(sanitizeFilename("Zoë & Łukasz – ślub.jpg", jpeg)).toBe("Zoë & Łukasz – ślub.jpg");
  });

  it("gives the sniffed type's extension to a name without it, keeping what the sender wrote", () => {
    expect(sanitizeFilename("scan", pdf)).toBe("scan.pdf");
    expect(sanitizeFilename("photo.JPEG", jpeg)).toBe("photo.JPEG");
    expect(sanitizeFilename("photo.exe", jpeg)).toBe("photo.exe.jpg");
    expect(sanitizeFilename("Notes v1.2", sniffFileType(SAMPLES.text)!)).toBe("Notes v1.2.txt");
    expect(sanitizeFilename("", pdf)).toBe("file.pdf");
    expect(sanitizeFilename("///", undefined)).toBe("file");
  });

  it("shortens a long name to 120 characters and keeps its extension", () => {
    const long = sanitizeFilename(`${"ż".repeat(300)}.pdf`, pdf);
    expect(Array.from(long)).toHaveLength(120);
    expect(long.endsWith("ż.pdf")).toBe(true);
    expect(Array.from(sanitizeFilename("😀".repeat(200), pdf))).toHaveLength(120);
  });
});
