/**
 * axe-core in the journeys: the page is checked against WCAG 2.0/2.1 A and AA, and what counts is a
 * serious or critical violation (contrast, names, labels, roles, structure). The engine is evaluated
 * through the DevTools protocol rather than added as a <script>, so the app's Content-Security-Policy
 * (script-src 'self') neither blocks it nor has to be loosened. Each frame (e-mail and widget previews
 * are srcdoc iframes) is checked on its own, because sandboxed frames cannot talk to the top page.
 */
import axe from "axe-core";
import type { Frame, Page } from "playwright-core";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);
const TARGETS_SHOWN = 3;

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** Where: the frame (when not the top page), then selectors with a short reason. */
  frame: string | null;
  nodes: { target: string; html: string; summary: string }[];
}

interface RawResult {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string; any: { data?: unknown }[] }[];
}

/** The one reason that helps most: for contrast, the colours and ratio axe measured. */
function reasonOf(node: RawResult["nodes"][number]): string {
  const data = node.any[0]?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
    | undefined;
  if (data?.fgColor && data.bgColor) {
    return `${data.fgColor} on ${data.bgColor} = ${data.contrastRatio} (needs ${data.expectedContrastRatio})`;
  }
  const lines = (node.failureSummary ?? "").split("\n").map((l) => l.trim());
  return lines.find((l) => l && !/^Fix (any|all)/.test(l)) ?? "";
}

async function runInFrame(frame: Frame): Promise<RawResult[]> {
  const hasAxe = await frame.evaluate(() => "axe" in window).catch(() => false);
  if (!hasAxe) await frame.evaluate(axe.source);
  return frame.evaluate(async (tags) => {
    const engine = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await engine.run(document, {
      runOnly: { type: "tag", values: tags },
      iframes: false,
      resultTypes: ["violations"],
    });
    return JSON.parse(JSON.stringify(result.violations));
  }, TAGS);
}

/**
 * A frame sandboxed without allow-scripts (an e-mail body in the outbox or a template preview) cannot
 * run axe, and waiting for its script context would hang; its <iframe> is still checked from outside.
 */
async function canRunScripts(frame: Frame): Promise<boolean> {
  const element = await frame.frameElement().catch(() => null);
  if (!element) return false;
  const sandbox = await element.getAttribute("sandbox");
  return sandbox === null || sandbox.split(/\s+/).includes("allow-scripts");
}

/** Serious and critical violations on the page and in each of its frames. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const found: AxeViolation[] = [];
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue;
    const isTop = frame === page.mainFrame();
    if (!isTop && !(await canRunScripts(frame))) continue;
    let results: RawResult[];
    try {
      results = await runInFrame(frame);
    } catch (error) {
      // A frame navigating away mid-check is not the page's fault; the top page must always be checked.
      if (isTop) throw error;
      continue;
    }
    for (const v of results) {
      if (!v.impact || !BLOCKING.has(v.impact)) continue;
      found.push({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        frame: isTop ? null : frame.name() || frame.url().slice(0, 60) || "iframe",
        nodes: v.nodes.map((n) => ({
          target: n.target.map(String).join(" "),
          html: n.html.replace(/\s+/g, " ").slice(0, 120),
          summary: reasonOf(n),
        })),
      });
    }
  }
  return found;
}

/** A readable list: one block per rule with the first few elements and why each fails. */
export function formatViolations(label: string, violations: readonly AxeViolation[]): string {
  const blocks = violations.map((v) => {
    const where = v.frame ? ` (in frame ${v.frame})` : "";
    const shown = v.nodes.slice(0, TARGETS_SHOWN).map((n) => {
      const why = n.summary ? `\n        ${n.summary}` : "";
      return `    - ${n.target}  ${n.html}${why}`;
    });
    const more = v.nodes.length > TARGETS_SHOWN ? [`    ... and ${v.nodes.length - TARGETS_SHOWN} more`] : [];
    return [`  [${v.impact}] ${v.id}: ${v.help}${where} (${v.nodes.length})`, ...shown, ...more].join("\n");
  });
  return `${label}: ${violations.length} serious or critical accessibility violation(s)\n${blocks.join("\n")}`;
}

/** Throws with the formatted list when axe finds a serious or critical violation on the page. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length > 0) throw new Error(formatViolations(label, violations));
}
