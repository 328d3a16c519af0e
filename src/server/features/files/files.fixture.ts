/**
 * Test bytes with real headers for each kind of file, and the multipart bodies a browser's FormData
 * sends, for the files tests.
 */
import { randomUUID } from "node:crypto";
import { deflateRawSync } from "node:zlib";

const filler = (length: number, seed = 7) => Uint8Array.from({ length }, (_, i) => (i * 31 + seed) % 256);
const join = (...parts: (Uint8Array | string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));

export const SAMPLES = {
  jpeg: join([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF\0", filler(400), [0xff, 0xd9]),
  png: join([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR", filler(60)),
  gif: join("GIF89a", [1, 0, 1, 0, 0x80, 0, 0], filler(40)),
  webp: join("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ", filler(40)),
  heic: join([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic", filler(40)),
  heifMif1: join([0, 0, 0, 0x18], "ftypmif1", [0, 0, 0, 0], "mif1miaf", filler(40)),
  mp4: join([0, 0, 0, 0x18], "ftypisom", [0, 0, 2, 0], "isomiso2", filler(40)),
  pdf: join("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n"),
  text: Buffer.from("Hello Ana,\r\nThe shot list:\n\t- first look\n- Zoë's bouquet ✿\n"),
  exe: join("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff], filler(200)),
  elf: join([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], filler(100)),
  machO: join([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1], filler(100)),
  script: Buffer.from("#!/bin/sh\nrm -rf ~\n"),
  html: Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"),
  svg: Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  svgBare: Buffer.from('  <svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  binary: filler(300),
  docx: zip({
    "[Content_Types].xml": "<Types/>",
    "_rels/.rels": "<Relationships/>",
    "word/document.xml": "<w:document/>",
  }),
  xlsx: zip({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" }),
  pptx: zip({ "[Content_Types].xml": "<Types/>", "ppt/presentation.xml": "<presentation/>" }),
  docm: zip({
    "[Content_Types].xml": "<Types/>",
    "word/document.xml": "<w:document/>",
    "word/vbaProject.bin": "macro",
  }),
  plainZip: zip({ "setup.exe": "MZ" }),
};

/** A real zip (deflated entries, central directory) of the given text files. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const packed = deflateRawSync(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(packed.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    central.push(header, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A multipart/form-data body: `file` parts carry a file name and a type, the others are text fields. */
export function multipartBody(parts: { name: string; data: Uint8Array | string; filename?: string }[]) {
  const boundary = `----focal${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file =
      part.filename === undefined ? "" : `; filename="${part.filename}"\r\nContent-Type: image/jpeg`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`),
      Buffer.from(part.data),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
