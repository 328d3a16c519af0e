import { describe, expect, it } from "vitest";
import { loginInputSchema, registerInputSchema } from "./auth";

describe("auth schemas", () => {
  it("trims and lower-cases e-mails", () => {
    expect(loginInputSchema.parse({ email: "  Ana@Example.COM ", password: "x" }).email).toBe(
      "ana@example.com",
    );
  });

  it("requires every register field with their labels", () => {
    const result = registerInputSchema.safeParse({ businessName: " ", email: "", password: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Business Name is required",
      "Email is required",
      "Password is required",
    ]);
  });

  it("refuses a malformed e-mail", () => {
    const result = loginInputSchema.safeParse({ email: "not-an-email", password: "x" });
    expect(result.error?.issues[0]?.message).toBe("Invalid email address");
  });
});
