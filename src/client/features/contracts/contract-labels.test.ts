import { describe, expect, it } from "vitest";
import { CONTRACT_EVENT_TYPES, CONTRACT_STATUSES } from "../../../shared/proposal-contract";
import {
  canCountersign,
  canVoid,
  contractEventLabel,
  contractStatusLabel,
  isContractEditable,
  shortHash,
  shortUserAgent,
} from "./contract-labels";

describe("contract labels", () => {
  it("names every status and event in words", () => {
    expect(CONTRACT_STATUSES.map(contractStatusLabel)).toEqual([
      "Draft",
      "Sent",
      "Signed by client",
      "Completed",
      "Void",
    ]);
    for (const type of CONTRACT_EVENT_TYPES) expect(contractEventLabel(type)).not.toContain("_");
    expect(contractEventLabel("consent_given")).toBe("Client agreed to sign electronically");
  });

  it("allows edits until the client signs, countersigning only after, voiding until void", () => {
    expect(CONTRACT_STATUSES.filter(isContractEditable)).toEqual(["DRAFT", "SENT"]);
    expect(CONTRACT_STATUSES.filter(canCountersign)).toEqual(["CLIENT_SIGNED"]);
    expect(CONTRACT_STATUSES.filter(canVoid)).toEqual(["DRAFT", "SENT", "CLIENT_SIGNED", "COMPLETED"]);
  });

  it("shortens hashes and user agents", () => {
    expect(shortHash("a1b2c3d4e5f6a7b8c9d0")).toBe("a1b2c3d4e5f6");
    expect(
      shortUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
    expect(
      shortUserAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0",
      ),
    ).toBe("Edge on Windows");
    expect(shortUserAgent("curl/8.5.0")).toBe("curl/8.5.0");
    expect(shortUserAgent("x".repeat(50))).toBe(`${"x".repeat(40)}…`);
    expect(shortUserAgent(null)).toBeNull();
  });
});
