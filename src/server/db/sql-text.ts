import { type SQL, sql } from "drizzle-orm";

/**
 * Turns "text with $1, $2 placeholders" plus values into a drizzle SQL object, so that code written
 * for a raw driver (pg-boss) can run on a drizzle transaction handle. Drizzle drops undefined
 * parameters, so they are bound as null.
 */
export function sqlFromPositional(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  const pattern = /\$(\d+)/g;
  let last = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    const value = values[Number(match[1]) - 1];
    chunks.push(sql`${sql.param(value === undefined ? null : value)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks, sql.raw(""));
}
