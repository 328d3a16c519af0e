/** Tests read a generated PDF back as text, page by page, with pdf.js (what a browser's viewer uses). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? `${item.str}${item.hasEOL ? "\n" : " "}` : ""))
        .join("")
        .replace(/[ \t]+/g, " "),
    );
  }
  await doc.destroy();
  return pages;
}

export const pdfText = async (bytes: Uint8Array) => (await pdfPages(bytes)).join("\n");
