/**
 * A small flowing layout over pdf-lib for the invoice and the receipt: A4 pages with margins, text that
 * wraps inside its column (a long name or an unbroken word never runs off the page), tables whose rows
 * move to a new page (with the header repeated) when the page is full, and page numbers at the end.
 * The fonts are DejaVu Sans, embedded as subsets, so that ¥ € £ and names such as Zoë Łukasz print.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { type Color, PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from "pdf-lib";
import type { DocumentStudio } from "./document-view.js";

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
const FOOTER = 30;

export const INK = rgb(0.12, 0.14, 0.17);
export const MUTED = rgb(0.42, 0.45, 0.5);
const FALLBACK_BRAND = rgb(0.2, 0.25, 0.33);

// Read once per process: every document embeds its own subset of the same two files.
let fontBytes: { regular: Uint8Array; bold: Uint8Array } | undefined;
function loadFonts() {
  if (!fontBytes) {
    const require = createRequire(import.meta.url);
    fontBytes = {
      regular: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
      bold: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
    };
  }
  return fontBytes;
}

/** #rrggbb (or #rgb) as a pdf-lib colour; anything else (a name, a typo) is the neutral fallback. */
export function brandColor(hex: string): Color {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
  const full = short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : hex;
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(full);
  if (!m) return FALLBACK_BRAND;
  return rgb(
    Number.parseInt(m[1]!, 16) / 255,
    Number.parseInt(m[2]!, 16) / 255,
    Number.parseInt(m[3]!, 16) / 255,
  );
}

// Line breaks become spaces and other control characters go: a PDF text run is one line.
const clean = (text: string) =>
  text
    .replace(/[\r\n\t]+/g, " ")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, "");

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Color;
}

export interface Column {
  /** Left edge, from the left margin. */
  x: number;
  width: number;
  align?: "left" | "right";
}

export interface Cell extends TextStyle {
  text: string;
  /** Smaller grey lines under the text (an item's description). */
  sub?: string | null;
}

export class PdfFlow {
  page!: PDFPage;
  y = 0;
  readonly width = A4[0] - 2 * MARGIN;
  private onNewPage: (() => void) | null = null;

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly brand: Color,
  ) {
    this.addPage();
  }

  static async create(title: string, studio: DocumentStudio): Promise<PdfFlow> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const fonts = loadFonts();
    const [regular, bold] = await Promise.all([
      doc.embedFont(fonts.regular, { subset: true }),
      doc.embedFont(fonts.bold, { subset: true }),
    ]);
    doc.setTitle(clean(title));
    doc.setAuthor(clean(studio.name));
    doc.setProducer("Focal");
    doc.setCreator("Focal");
    return new PdfFlow(doc, regular, bold, brandColor(studio.brandPrimary));
  }

  private font(style: TextStyle) {
    return style.bold ? this.bold : this.regular;
  }

  addPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.onNewPage?.();
  }

  /** Starts a new page unless `height` still fits above the footer. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER) this.addPage();
  }

  textWidth(text: string, style: TextStyle = {}): number {
    return this.font(style).widthOfTextAtSize(clean(text), style.size ?? 10);
  }

  /** The text cut into lines no wider than `width`; a word longer than a line is cut by characters. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const font = this.font(style);
    const size = style.size ?? 10;
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
    const lines: string[] = [];
    let line = "";
    for (const word of clean(text).split(" ").filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      let rest = word;
      while (!fits(rest)) {
        let cut = 1;
        const chars = Array.from(rest);
        while (cut < chars.length && fits(chars.slice(0, cut + 1).join(""))) cut++;
        lines.push(chars.slice(0, cut).join(""));
        rest = chars.slice(cut).join("");
      }
      line = rest;
    }
    if (line || lines.length === 0) lines.push(line);
    return lines;
  }

  lineHeight(style: TextStyle = {}): number {
    return (style.size ?? 10) * 1.35;
  }

  /** Draws one line at (x from the left margin, the current y) without moving down. */
  drawLine(
    text: string,
    x: number,
    style: TextStyle = {},
    align: "left" | "right" = "left",
    width = 0,
  ): void {
    const size = style.size ?? 10;
    const t = clean(text);
    const left = align === "right" ? x + width - this.textWidth(t, style) : x;
    this.page.drawText(t, {
      x: MARGIN + left,
      y: this.y - size,
      size,
      font: this.font(style),
      color: style.color ?? INK,
    });
  }

  /** A wrapped paragraph across `width` (the whole text width by default), moving down past it. */
  paragraph(text: string, style: TextStyle = {}, x = 0, width = this.width - x): void {
    for (const line of this.wrap(text, width, style)) {
      this.ensure(this.lineHeight(style));
      this.drawLine(line, x, style);
      this.y -= this.lineHeight(style);
    }
  }

  space(points: number): void {
    this.y -= points;
  }

  /** A thin rule across the text width in the brand colour. */
  rule(thickness = 1, color: Color = this.brand): void {
    this.ensure(thickness + 4);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness,
      color,
    });
    this.y -= thickness + 6;
  }

  /** A section heading in the brand colour with a rule under it; kept with `keep` points after it. */
  heading(text: string, keep = 40): void {
    const style = { size: 12, bold: true, color: this.brand };
    this.ensure(this.lineHeight(style) + 8 + keep);
    this.paragraph(text, style);
    this.rule(0.75);
  }

  /** One table row: each cell wrapped in its column; the row moves whole to the next page when needed. */
  row(columns: Column[], cells: Cell[]): void {
    const wrapped = cells.map((cell, i) => {
      const width = columns[i]!.width;
      const main = this.wrap(cell.text, width, cell);
      const subStyle = { size: 8, color: MUTED };
      const sub = cell.sub ? this.wrap(cell.sub, width, subStyle) : [];
      const height = main.length * this.lineHeight(cell) + sub.length * this.lineHeight(subStyle);
      return { cell, main, sub, subStyle, height };
    });
    const height = Math.max(...wrapped.map((w) => w.height)) + 4;
    this.ensure(height);
    const top = this.y;
    wrapped.forEach(({ cell, main, sub, subStyle }, i) => {
      const column = columns[i]!;
      this.y = top;
      for (const line of main) {
        this.drawLine(line, column.x, cell, column.align, column.width);
        this.y -= this.lineHeight(cell);
      }
      for (const line of sub) {
        this.drawLine(line, column.x, subStyle, column.align, column.width);
        this.y -= this.lineHeight(subStyle);
      }
    });
    this.y = top - height;
  }

  /** A table: its header row, then the rows; the header is drawn again on every page the table reaches. */
  table(columns: Column[], header: string[], rows: Cell[][]): void {
    const drawHeader = () => {
      this.row(
        columns,
        header.map((text) => ({ text, bold: true, size: 9, color: MUTED })),
      );
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + 2 },
        end: { x: MARGIN + this.width, y: this.y + 2 },
        thickness: 0.5,
        color: MUTED,
      });
      this.y -= 4;
    };
    this.ensure(60);
    drawHeader();
    this.onNewPage = drawHeader;
    try {
      for (const cells of rows) this.row(columns, cells);
    } finally {
      this.onNewPage = null;
    }
  }

  /** Label and amount lines at the right (subtotal, tax, total...). */
  figures(lines: { label: string; value: string; bold?: boolean; size?: number }[]): void {
    const valueWidth = 130;
    const labelWidth = 200;
    const columns: Column[] = [
      { x: this.width - valueWidth - labelWidth - 10, width: labelWidth, align: "right" },
      { x: this.width - valueWidth, width: valueWidth, align: "right" },
    ];
    for (const line of lines) {
      const style = { bold: line.bold, size: line.size ?? 10 };
      this.row(columns, [
        { text: line.label, ...style },
        { text: line.value, ...style },
      ]);
    }
  }

  /** The studio's block at the top: logo (if any), name and contact, and the document's title at the right. */
  async letterhead(studio: DocumentStudio, title: string, facts: [string, string][]): Promise<void> {
    const top = this.y;
    let left = 0;
    if (studio.logo) {
      const image = await this.embedLogo(studio.logo);
      if (image) {
        const scale = Math.min(120 / image.width, 50 / image.height, 1);
        const w = image.width * scale;
        const h = image.height * scale;
        this.page.drawImage(image, { x: MARGIN, y: top - h, width: w, height: h });
        this.y = top - h - 8;
        left = 0;
      }
    }
    const blockWidth = this.width * 0.55;
    this.paragraph(studio.name, { size: 16, bold: true, color: this.brand }, left, blockWidth);
    for (const line of [studio.email, studio.phone]) {
      if (line) this.paragraph(line, { size: 9, color: MUTED }, left, blockWidth);
    }
    const leftBottom = this.y;

    // The title and the document's facts, right-aligned in the other column.
    this.y = top;
    const x = this.width * 0.6;
    const width = this.width - x;
    this.row([{ x, width, align: "right" }], [{ text: title, size: 20, bold: true, color: this.brand }]);
    for (const [label, value] of facts) {
      this.row([{ x, width, align: "right" }], [{ text: `${label}: ${value}`, size: 9, color: MUTED }]);
    }
    this.y = Math.min(this.y, leftBottom) - 10;
    this.rule(2);
    this.space(6);
  }

  private async embedLogo(logo: DocumentStudio["logo"]): Promise<PDFImage | null> {
    if (!logo) return null;
    try {
      return logo.kind === "png" ? await this.doc.embedPng(logo.bytes) : await this.doc.embedJpg(logo.bytes);
    } catch {
      // A logo that does not decode is left out rather than failing the whole document.
      return null;
    }
  }

  /** "Page 1 of 3" and the studio's name at the foot of every page, then the file's bytes. */
  async finish(footer: string): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const style = { size: 8, color: MUTED };
      const label = `Page ${i + 1} of ${pages.length}`;
      const name = this.wrap(footer, this.width * 0.6, style)[0] ?? "";
      page.drawText(name, { x: MARGIN, y: MARGIN - 10, size: 8, font: this.regular, color: MUTED });
      page.drawText(label, {
        x: MARGIN + this.width - this.regular.widthOfTextAtSize(label, 8),
        y: MARGIN - 10,
        size: 8,
        font: this.regular,
        color: MUTED,
      });
    });
    return this.doc.save();
  }
}

/** A calendar day as people read it: "2026-11-26" -> "November 26, 2026". */
export function longDate(day: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
