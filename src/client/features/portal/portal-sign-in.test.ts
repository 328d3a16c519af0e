import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { chooseSignInStudio, studioFromAnswer, studioFromError } from "./portal-sign-in";

const golden = { publicToken: "tok_golden_hour", businessName: "Golden Hour" };

describe("the studio the portal's sign-in form asks", () => {
  it("is the one a used or expired link names", () => {
    const body = JSON.stringify({ message: "This login link was already used", studio: golden });
    expect(studioFromError(new ApiError(410, body, `410: ${body}`))).toEqual(golden);
    const unknown = JSON.stringify({ message: "This login link is not valid" });
    expect(studioFromError(new ApiError(400, unknown, `400: ${unknown}`))).toBeNull();
    expect(studioFromError(new ApiError(502, "Bad Gateway", "502: Bad Gateway"))).toBeNull();
    expect(studioFromError(new TypeError("Failed to fetch"))).toBeNull();
    expect(studioFromAnswer({ ok: true, studio: golden })).toEqual(golden);
    expect(studioFromAnswer({ ok: true })).toBeNull();
  });

  it("is the page address's ?studio= first, else the one this device signed in to", () => {
    expect(chooseSignInStudio("?studio=tok_golden_hour", golden)).toEqual(golden);
    expect(chooseSignInStudio("?studio=tok_other", golden)).toEqual({
      publicToken: "tok_other",
      businessName: "",
    });
    expect(chooseSignInStudio("", golden)).toEqual(golden);
    expect(chooseSignInStudio("?studio=", null)).toBeNull();
    expect(chooseSignInStudio("", null)).toBeNull();
  });
});
