import { describe, expect, it } from "vitest";
import { registerInputSchema } from "./auth";
import { COMMON_PASSWORDS } from "./common-passwords";
import { isCommonPassword, PASSWORD_MESSAGES } from "./password-rule";
import { changePasswordInputSchema } from "./photographer-security";

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("the password rule", () => {
  it("ships a short list of common passwords, lower case, each long enough to pass the length rule", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(200);
    expect(COMMON_PASSWORDS.size).toBeLessThan(1000);
    for (const password of COMMON_PASSWORDS) {
      expect(password).toBe(password.toLowerCase());
      expect(password.length).toBeGreaterThanOrEqual(8);
    }
  });

  it("compares without regard to case", () => {
    expect(isCommonPassword("password123")).toBe(true);
    expect(isCommonPassword("PassWord123")).toBe(true);
    expect(isCommonPassword("QWERTYUIOP")).toBe(true);
    expect(isCommonPassword("correct horse battery")).toBe(false);
  });

  it.each([
    ["", "Password is required"],
    ["a", PASSWORD_MESSAGES.tooShort],
    ["1234567", PASSWORD_MESSAGES.tooShort],
    ["password123", PASSWORD_MESSAGES.tooCommon],
    ["Password123", PASSWORD_MESSAGES.tooCommon],
    ["x".repeat(201), PASSWORD_MESSAGES.tooLong],
  ])("refuses %j at sign-up with one message", (password, message) => {
    const result = registerInputSchema.safeParse({
      businessName: "Studio",
      email: "a@example.com",
      password,
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it.each([
    ["", "New password is required"],
    ["a", PASSWORD_MESSAGES.tooShort],
    ["password123", PASSWORD_MESSAGES.tooCommon],
    ["ILOVEYOU", PASSWORD_MESSAGES.tooCommon],
  ])("refuses %j as a new password with the same words", (newPassword, message) => {
    expect(
      firstMessage(changePasswordInputSchema.safeParse({ currentPassword: "old-one", newPassword })),
    ).toBe(message);
  });

  it("accepts a long, uncommon password in both places", () => {
    const password = "correct horse battery";
    expect(
      registerInputSchema.safeParse({ businessName: "S", email: "a@example.com", password }).success,
    ).toBe(true);
    expect(
      changePasswordInputSchema.safeParse({ currentPassword: "old-one", newPassword: password }).success,
    ).toBe(true);
  });
});
