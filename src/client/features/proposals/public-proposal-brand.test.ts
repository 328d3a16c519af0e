import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../lib/contrast";
import { PAGE_BACKDROP, proposalBrandStyle } from "./public-proposal-brand";

const vars = (primary: string, secondary: string) =>
  proposalBrandStyle(primary, secondary) as Record<string, string>;

describe("the public proposal's brand colours", () => {
  it("uses the studio's primary colour for the bar, the buttons and the accents", () => {
    const style = vars("#aa3366", "#123abc");
    expect(style["--brand"]).toBe("#aa3366");
    // Dark enough for white text: the button is the brand colour itself.
    expect(style["--brand-solid"]).toBe("#aa3366");
    expect(style["--primary-solid"]).toBe("#aa3366");
    expect(style["--primary-foreground"]).toBe("#ffffff");
    expect(style["--brand-secondary-text"]).toBe("#123abc");
  });

  it("keeps text readable whatever the colours: dark text on a light brand, darker small print", () => {
    const style = vars("#fde047", "#cbd5e1");
    expect(contrastRatio(style["--primary-solid"]!, style["--primary-foreground"]!)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrastRatio(style["--brand-text"]!, PAGE_BACKDROP)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(style["--brand-secondary-text"]!, PAGE_BACKDROP)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(style["--brand-secondary-text"]!, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("falls back to the default colours for a missing or broken value", () => {
    const style = proposalBrandStyle(null, "not a colour") as Record<string, string>;
    expect(style["--brand"]).toBe("#3b82f6");
    expect(contrastRatio(style["--brand-secondary-text"]!, PAGE_BACKDROP)).toBeGreaterThanOrEqual(4.5);
  });
});
