/**
 * Inputs for the generated bad-input tests, derived from a route's own zod schemas: first something
 * close to valid (built from the schema's JSON Schema), then broken in one place (a field missing, the
 * wrong type, a huge or unicode string, a control character in any of its strings, a negative or
 * fractional amount) or replaced outright. The oracle is what the server applies before the handler:
 * the control-character check and the route's schema (`refusedBy`). A candidate neither refuses is not
 * "bad" and is used only for the weaker "never a 5xx" property. (A NUL used to be sent only as a whole
 * field, which a plain string schema accepts, so it was never sent at all: NUL inside otherwise valid
 * text is what reached PostgreSQL.)
 */
import fc from "fast-check";
import { z } from "zod";
import { DRIP_EMAILS_PER_TYPE } from "../../shared/drip.js";
import { PROJECT_TYPES } from "../../shared/projects.js";
import type { RouteSummary } from "../app.js";
import { controlCharacterProblem, type RequestPart } from "../http/control-characters.js";
import { ownedKind } from "./route-classes.js";
import type { TenantFixture } from "./tenant-fixture.js";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** The JSON Schema of a zod schema's input side; pieces JSON Schema can't express become "anything". */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  } catch {
    return {};
  }
}

const HUGE = "ß".repeat(60_000);

/**
 * NUL and the other C0 controls the server refuses (tab, newline and carriage return are text). PostgreSQL
 * refuses NUL in text and jsonb where PGlite may store it, so these must be sent on every database.
 */
const CONTROL = fc.constantFrom(
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter((c) => !"\t\n\r".includes(c)),
);

/** Ordinary text with one control character in it: the shape of a pasted NUL. */
export const controlText: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 6 }), CONTROL, fc.string({ maxLength: 6 }))
  .map(([before, control, after]) => before + control + after);

/** Values no well-typed field should take as they are. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "grapheme", maxLength: 12 }),
  controlText,
  fc.constantFrom(
    "",
    " ",
    HUGE,
    "\u0000",
    "a\u0000b",
    "\u001b[31mred",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ \u202e",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "__proto__",
    "2026-02-30",
    "25:61",
    "not-an-email",
    "00000000-0000-0000-0000-000000000000",
  ),
  fc.integer({ min: -1_000_000_000, max: -1 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true, noInteger: true }),
  fc.constantFrom(-0.5, 0.001, 1e308, -1e308, 2 ** 53 + 1, 0),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
);

const clampLength = (n: number | undefined, fallback: number) => Math.min(n ?? fallback, 24);

/** Something shaped like what the schema wants: right types and keys, plausible values. */
export function plausible(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => plausible(choice, depth + 1)));
  if (schema.allOf?.length) return plausible(schema.allOf[0]!, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object": {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0) return fc.constant({});
      const record = Object.fromEntries(keys.map((key) => [key, plausible(properties[key]!, depth + 1)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    case "array":
      return fc.array(schema.items ? plausible(schema.items, depth + 1) : fc.string(), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.max(Math.min(schema.maxItems ?? 3, 3), Math.min(schema.minItems ?? 0, 3)),
      });
    case "integer":
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -1_000_000),
        max: Math.min(schema.maximum ?? 100_000, 1_000_000_000),
      });
    case "number":
      return fc.double({
        min: Math.max(schema.minimum ?? -1000, -1_000_000),
        max: Math.min(schema.maximum ?? 100_000, 1_000_000_000),
        noNaN: true,
      });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "string":
      return plausibleString(schema);
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  }
}

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "uuid":
      return fc.uuid();
    case "email":
      return fc.emailAddress();
    case "date":
      return fc
        .date({ min: new Date("2020-01-01"), max: new Date("2035-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "date-time":
      return fc
        .date({ min: new Date("2020-01-01"), max: new Date("2035-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString());
    case "uri":
      return fc.webUrl();
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length < 200);
    } catch {
      // A pattern JavaScript can't compile: fall through to a plain string.
    }
  }
  const minLength = clampLength(schema.minLength, 0);
  return fc.string({ minLength, maxLength: Math.max(minLength, clampLength(schema.maxLength, 16)) });
}

/** Where the strings are in a JSON value, as paths of keys and indexes. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

/** The value with a control character slipped into one of its strings, at any depth (`pick` chooses). */
function tainted(value: unknown, pick: number, control: string): unknown {
  const paths = stringPaths(value);
  if (paths.length === 0) return value;
  const target = paths[pick % paths.length]!;
  const copy = structuredClone(value);
  if (target.length === 0) return `${value as string}${control}`;
  let parent = copy as Record<string | number, unknown>;
  for (const step of target.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = target.at(-1)!;
  const text = parent[last] as string;
  const at = pick % (text.length + 1);
  parent[last] = text.slice(0, at) + control + text.slice(at);
  return copy;
}

/**
 * One thing wrong with a plausible object: a field gone, a field of the wrong kind, an extra, or a control
 * character in one of its strings (nested ones too: a line item's name, a row of an import).
 */
function broken(schema: JsonSchema): fc.Arbitrary<unknown> {
  const shaped = plausible(schema);
  const keys = Object.keys(schema.properties ?? {});
  const whole = fc.oneof(junk, fc.constantFrom<unknown>([], "text", 12, true, null));
  const withControl = fc
    .tuple(shaped, fc.nat(), CONTROL)
    .map(([value, pick, control]) => tainted(value, pick, control));
  if (keys.length === 0) return fc.oneof(whole, withControl);
  const field = fc.constantFrom(...keys);
  return fc.oneof(
    { weight: 2, arbitrary: withControl },
    {
      weight: 4,
      arbitrary: fc
        .tuple(shaped, field, junk)
        .map(([value, key, bad]) => ({ ...asObject(value), [key]: bad })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(shaped, field).map(([value, key]) => {
        const { [key]: _gone, ...rest } = asObject(value);
        return rest;
      }),
    },
    { weight: 1, arbitrary: whole },
  );
}

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/*
 * The schema decides afterwards (`refuses`) rather than through fast-check's filter: a filter retries
 * until it finds a match, which never ends for a schema that accepts everything or nearly nothing.
 */

/** JSON shaped like the schema's input and broken in one place; check it with `refuses`. */
export function badBody(schema: z.ZodType): fc.Arbitrary<unknown> {
  return broken(jsonSchemaOf(schema));
}

/** JSON shaped like the schema's input, often acceptable; the "never a 5xx" property sends those. */
export function acceptedBody(schema: z.ZodType): fc.Arbitrary<unknown> {
  return plausible(jsonSchemaOf(schema));
}

export const refuses = (schema: z.ZodType, candidate: unknown) => !schema.safeParse(candidate).success;

/** A query string's values are text: junk text for the schema's keys; check it with `refuses`. */
export function badQuery(schema: z.ZodType): fc.Arbitrary<Record<string, string>> {
  const keys = Object.keys(jsonSchemaOf(schema).properties ?? {});
  const text = fc.oneof(
    fc.string({ maxLength: 12 }),
    controlText,
    fc.constantFrom("", "-1", "1.5", "NaN", "null", "9".repeat(400), "2026-13-45", "𝔘✓", "ß".repeat(3000)),
  );
  if (keys.length === 0) return fc.constant({});
  return fc.dictionary(fc.constantFrom(...keys), text, { minKeys: 1, maxKeys: keys.length });
}

/** A path segment that names nothing: the wrong shape, unicode, control characters, huge, traversal. */
export const badSegment: fc.Arbitrary<string> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 }),
  controlText,
  fc.constantFrom(
    "aaaa\u0000aaaa",
    "-1",
    "1.5",
    "0",
    "null",
    "..",
    "%00",
    "x".repeat(3000),
    "𝔘𝔫𝔦",
    "'; DROP TABLE clients; --",
  ),
  fc.uuid(),
);

// Requests as the record's owner: the generated tests call every route with A's real ids and sessions.

/** A working value for each route parameter: A's own record, A's public token, or a valid key. */
export function realSegment(fixture: TenantFixture, route: RouteSummary, name: string): string {
  const kind = ownedKind(route.url);
  if (kind && (name === "id" || name === "projectId")) return fixture.ids[kind];
  if (name === "publicToken") return fixture.tokens.publicToken;
  if (name === "token") {
    return route.url.includes("/booking/") ? fixture.tokens.booking : fixture.tokens.proposal;
  }
  if (name === "projectType") return "WEDDING";
  if (name === "index") return "0";
  if (name === "date") return new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  if (name === "slotId") return "20300101T1400Z";
  return "00000000-0000-4000-8000-000000000000";
}

/**
 * Whether a generated segment happens to name something that exists, like the working value: any e-mail
 * of a drip campaign ("7" is as real as "0") or any project type. Such a request is right to succeed.
 */
export function isWorkingSegment(fixture: TenantFixture, route: RouteSummary, name: string, segment: string) {
  if (segment === realSegment(fixture, route, name)) return true;
  if (name === "index") return /^\d{1,2}$/.test(segment) && Number(segment) < DRIP_EMAILS_PER_TYPE;
  if (name === "projectType") return (PROJECT_TYPES as readonly string[]).includes(segment);
  return false;
}

export const paramNames = (route: RouteSummary) => [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

/** The route's address with real parameters, some replaced, and a query string. */
export function urlOf(
  fixture: TenantFixture,
  route: RouteSummary,
  replace: Record<string, string> = {},
  query?: Record<string, string>,
): string {
  const path = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(replace[name] ?? realSegment(fixture, route, name)),
  );
  return query ? `${path}?${new URLSearchParams(query)}` : path;
}

export function cookieFor(fixture: TenantFixture, route: RouteSummary): string | undefined {
  if (route.access === "public") return undefined;
  return route.access === "client" ? fixture.aClientCookie : fixture.a.cookie;
}

/**
 * The server's own refusal of control characters (http/control-characters.ts) comes before the zod
 * schema: a candidate either refuses is bad input, so the oracle asks both.
 */
export const refusedBy =
  (route: RouteSummary, part: RequestPart, schema: z.ZodType | undefined) => (candidate: unknown) =>
    controlCharacterProblem(part, candidate, route.textCheckedByService) !== null ||
    (schema !== undefined && refuses(schema, candidate));
