import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast";
import { brandFrom } from "./portal-brand";
import { schedulingBrand } from "./public-brand";

const COLORS = ["#3b82f6", "#8b5cf6", "#10b981", "#f59e0b", "#fde68a", "#0f172a", "#e11d48", "#64748b"];

describe("brand hover shades", () => {
  it("never make a filled surface's text harder to read", () => {
    for (const color of COLORS) {
      const brand = brandFrom(color);
      expect(contrastRatio(brand.hover, brand.onColor), color).toBeGreaterThanOrEqual(
        contrastRatio(brand.color, brand.onColor),
      );
      const scheduling = schedulingBrand(color);
      expect(contrastRatio(scheduling.solidHover, scheduling.onSolid), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
