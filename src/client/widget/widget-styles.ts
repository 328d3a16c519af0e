/**
 * The widget's stylesheet, inside its shadow root: the host site's CSS cannot reach in, and `all:
 * initial` on the host stops inherited fonts and colours from leaking through. Sizes are in px because
 * the host page's root font size is not ours. Inputs use 16px text so that phones don't zoom in.
 */
export const WIDGET_CSS = `
:host{all:initial;display:block}
*,*::before,*::after{box-sizing:border-box}
.fw{container-type:inline-size;max-width:640px;margin:0 auto;padding:24px;border-radius:12px;
background:var(--fw-bg);color:var(--fw-fg);border:1px solid var(--fw-border);
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
font-size:15px;line-height:1.5;-webkit-font-smoothing:antialiased;text-align:left}
.fw-title{margin:0 0 4px;font-size:22px;line-height:1.25;font-weight:650;letter-spacing:-0.01em}
.fw-description{margin:0 0 8px;color:var(--fw-muted)}
.fw-note{margin:0 0 16px;font-size:13px;color:var(--fw-muted)}
form{display:grid;gap:16px;margin:0}
.fw-row{display:grid;gap:16px}
@container (min-width:440px){.fw-row{grid-template-columns:1fr 1fr}}
.fw-field{display:grid;gap:6px;min-width:0}
.fw-label{font-size:14px;font-weight:600}
.fw-required{color:var(--fw-danger);margin-left:2px}
.fw-input{width:100%;min-height:44px;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px;
background:#fff;color:#0f172a;font:inherit;font-size:16px;line-height:1.4;margin:0;appearance:none;-webkit-appearance:none}
textarea.fw-input{min-height:112px;resize:vertical}
select.fw-input{padding-right:36px;background-image:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' fill='none' stroke='%23475569' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m4 6 4 4 4-4'/%3E%3C/svg%3E");
background-repeat:no-repeat;background-position:right 12px center}
.fw-input:focus-visible,.fw-check input:focus-visible,.fw-button:focus-visible,.fw-link:focus-visible,.fw-success:focus-visible{outline:2px solid var(--fw-primary);outline-offset:2px}
.fw-input[aria-invalid="true"]{border-color:var(--fw-danger);box-shadow:0 0 0 1px var(--fw-danger)}
.fw-input:disabled{background:#f1f5f9;color:#94a3b8;cursor:not-allowed}
.fw-check{display:flex;align-items:center;gap:8px;font-size:14px;cursor:pointer;width:fit-content;min-height:24px}
.fw-check input{width:18px;height:18px;margin:0;accent-color:var(--fw-primary);cursor:pointer}
.fw-error{margin:0;font-size:13px;color:var(--fw-danger)}
.fw-alert{margin:0;padding:10px 12px;border-radius:8px;background:var(--fw-danger-bg);color:var(--fw-danger);font-size:14px}
.fw-trap{position:absolute!important;left:-10000px!important;width:1px;height:1px;overflow:hidden}
.fw-button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:12px 20px;
border:0;border-radius:8px;background:var(--fw-button);color:var(--fw-on-button);font:inherit;font-size:16px;font-weight:600;cursor:pointer}
.fw-button:hover{filter:brightness(0.95)}
.fw-button:disabled{opacity:0.7;cursor:progress}
.fw-success{display:grid;justify-items:center;gap:12px;padding:24px 8px;text-align:center;outline:none}
.fw-success p{margin:0;font-size:17px;font-weight:500;max-width:420px}
.fw-tick{display:flex;align-items:center;justify-content:center;width:52px;height:52px;border-radius:999px;
background:var(--fw-button);color:var(--fw-on-button)}
.fw-link{background:none;border:0;padding:4px;font:inherit;font-size:14px;color:var(--fw-primary);text-decoration:underline;cursor:pointer}
[hidden]{display:none!important}
`;
