import { describe, expect, it } from "vitest";
import { sanitizeEmailHtml } from "./sanitize-email-html.js";

describe("sanitizeEmailHtml", () => {
  it("keeps what e-mail layouts use", () => {
    const layout =
      '<table width="100%" cellpadding="0" role="presentation"><tr><td align="center" style="padding:8px"><img src="https://cdn.example/logo.png" alt="Logo" width="120" /><p style="color:#333">Hi <strong>Emma</strong></p><a href="https://studio.example/book" target="_blank">Book</a> <a href="mailto:hi@studio.example">Mail</a></td></tr></table>';
    expect(sanitizeEmailHtml(layout)).toBe(layout);
  });

  it.each([
    ["<p>Hi</p><script>alert(1)</script>", "<p>Hi</p>"],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">Pay</a>', "<a>Pay</a>"],
    ['<a href="JaVaScRiPt:alert(1)">Pay</a>', "<a>Pay</a>"],
    ['<iframe src="https://evil.example"></iframe><p>x</p>', "<p>x</p>"],
    ['<form action="https://evil.example"><input name="card"></form>', ""],
    ['<div onclick="steal()" style="color:red">x</div>', '<div style="color:red">x</div>'],
    ["<svg><script>alert(1)</script></svg>", ""],
    ['<img src="data:image/png;base64,iVBORw0KGgo=">', '<img src="data:image/png;base64,iVBORw0KGgo=" />'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', "<a>x</a>"],
    ["<style>body{background:url(javascript:alert(1))}</style><p>x</p>", "<p>x</p>"],
  ])("removes what could run: %s", (input, expected) => {
    expect(sanitizeEmailHtml(input)).toBe(expected);
  });
});
