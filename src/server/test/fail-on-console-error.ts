import { afterEach, beforeEach, expect, type MockInstance, vi } from "vitest";

// An unexpected console.error fails the test that caused it; a test that expects one mocks it itself.
let spy: MockInstance<typeof console.error>;

beforeEach(() => {
  spy = vi.spyOn(console, "error");
});

afterEach(() => {
  const calls = spy.mock.calls.map((args) => args.map(String).join(" "));
  spy.mockRestore();
  expect(calls, "unexpected console.error").toEqual([]);
});
