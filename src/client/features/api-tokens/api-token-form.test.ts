import { describe, expect, it } from "vitest";
import { emptyApiTokenDraft, expiryOf, toApiTokenInput } from "./api-token-form";

describe("the API token form", () => {
  it("turns a draft into the server's input", () => {
    expect(toApiTokenInput({ name: " Zapier ", access: "read", expiresOn: "" })).toEqual({
      ok: true,
      input: { name: "Zapier", scopes: ["read"], expiresAt: null },
    });
    const result = toApiTokenInput({ name: "Sync", access: "write", expiresOn: "2199-12-31" });
    expect(result.ok && result.input.scopes).toEqual(["read", "write"]);
    expect(result.ok && result.input.expiresAt).toBe(new Date("2199-12-31T23:59:59.999").toISOString());
  });

  it("says what is wrong beside each field", () => {
    expect(toApiTokenInput(emptyApiTokenDraft())).toEqual({
      ok: false,
      errors: { name: "Name is required" },
    });
    expect(toApiTokenInput({ name: "x".repeat(101), access: "read", expiresOn: "" })).toEqual({
      ok: false,
      errors: { name: "Name must be at most 100 characters" },
    });
    expect(toApiTokenInput({ name: "Old", access: "read", expiresOn: "2001-01-01" })).toEqual({
      ok: false,
      errors: { expiresAt: "Expiry must be in the future" },
    });
  });

  it("reads a day as valid through its end", () => {
    expect(expiryOf("")).toBeNull();
    expect(new Date(expiryOf("2030-06-15")!).getDate()).toBe(15);
    expect(expiryOf("not a day")).toBe("invalid");
  });
});
