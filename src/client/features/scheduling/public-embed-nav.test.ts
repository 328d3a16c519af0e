import { describe, expect, it } from "vitest";
import { type FrameWindow, goWhole, isFramed, leavingTarget } from "./public-embed-nav";

/** A window: on its own (top is itself) or in a frame, whose window.open answers `opens`. */
function fakeWindow(framed: boolean, opens: "window" | "null" | "throws" = "window") {
  const calls: string[] = [];
  const win: FrameWindow = {
    top: null,
    self: null,
    open: (url, target) => {
      calls.push(`open ${target} ${url}`);
      if (opens === "throws") throw new Error("blocked by the sandbox");
      return opens === "window" ? {} : null;
    },
    location: { assign: (url) => calls.push(`assign ${url}`) },
  };
  const self = {};
  Object.assign(win, { self, top: framed ? {} : self });
  return { win, calls };
}

const PAY = "https://checkout.example/c/pay_123";

describe("leaving the embedded calendar", () => {
  it("knows when it runs in a frame", () => {
    expect(isFramed(fakeWindow(false).win)).toBe(false);
    expect(isFramed(fakeWindow(true).win)).toBe(true);
    const hostile = {
      get top(): unknown {
        throw new Error("SecurityError");
      },
      self: {},
    };
    expect(isFramed(hostile)).toBe(true);
  });

  it("opens the checkout in the whole window when framed, in place otherwise", () => {
    const framed = fakeWindow(true);
    goWhole(PAY, framed.win);
    expect(framed.calls).toEqual([`open _top ${PAY}`]);

    const alone = fakeWindow(false);
    goWhole(PAY, alone.win);
    expect(alone.calls).toEqual([`assign ${PAY}`]);
  });

  it("falls back to the frame itself when the sandbox refuses the top window", () => {
    for (const opens of ["null", "throws"] as const) {
      const { win, calls } = fakeWindow(true, opens);
      goWhole(PAY, win);
      expect(calls).toEqual([`open _top ${PAY}`, `assign ${PAY}`]);
    }
  });

  it("targets links to the booking page at the whole window only when framed", () => {
    expect(leavingTarget(fakeWindow(true).win)).toBe("_top");
    expect(leavingTarget(fakeWindow(false).win)).toBeUndefined();
  });
});
