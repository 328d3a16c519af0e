import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { PaymentSuccessPage } from "./payment-success-page";

describe("PaymentSuccessPage", () => {
  it("thanks the payer without promising a receipt this checkout never sends", () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/payment-success" ssrSearch="redirect_status=succeeded">
        <PaymentSuccessPage />
      </Router>,
    );
    expect(html).toContain("Thank you. Your payment has been received.");
    expect(html).not.toMatch(/receipt/i);
  });
});
