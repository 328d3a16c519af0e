/** The allowed-sites box of the embed card: one origin a line, checked by the server's own rule. */
import { frameAncestorsField } from "../../../shared/booking-embed";

export function sitesText(origins: readonly string[]): string {
  return origins.join("\n");
}

/** The origins typed (blank lines and commas ignored), or the first reason they cannot be saved. */
export function parseSites(text: string): { origins: string[] } | { error: string } {
  const lines = text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);
  const result = frameAncestorsField.safeParse(lines);
  if (result.success) return { origins: result.data };
  const issue = result.error.issues[0];
  const line = typeof issue?.path[0] === "number" ? lines[issue.path[0]] : undefined;
  return { error: line ? `${issue!.message} (${line})` : (issue?.message ?? "Check the sites") };
}
