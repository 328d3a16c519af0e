/**
 * The frame document a rendered contract is shown in, on the studio's screens and on the client's
 * public page alike: the contract's HTML (made by renderContractHtml, which escapes everything typed)
 * with a print-like style. Frames showing it are sandboxed without scripts.
 */
const STYLE = `body{margin:0;padding:20px;font:14px/1.6 Georgia,"Times New Roman",serif;color:#0f172a;background:#fff;overflow-wrap:anywhere}
h1{font-size:20px;margin:0 0 12px}h2{font-size:16px;margin:20px 0 8px}h3{font-size:14px;margin:16px 0 6px}
p{margin:0 0 10px}ul,ol{margin:0 0 10px;padding-left:22px}
table{border-collapse:collapse;width:100%;margin:0 0 12px;font-size:13px}
th,td{border:1px solid #cbd5e1;padding:6px 8px;text-align:left}td:last-child,th:last-child{text-align:right}
tfoot td{font-weight:bold}[data-input]{background:#fef3c7;padding:0 2px}[data-missing]{color:#b45309}
@media (max-width:480px){body{padding:14px;font-size:15px}}`;

export function contractPreviewDocument(html: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><style>${STYLE}</style></head><body>${html}</body></html>`;
}
