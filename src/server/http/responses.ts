/**
 * Response schemas: every route declares what it answers (`schema.response`), so that the OpenAPI
 * document (`/api/openapi.json`) describes every answer and the contract test can check real answers
 * against it. The schemas document and are tested; they do not filter at run time: the serializer below
 * writes the handler's value as JSON unchanged, so a schema that lags behind never strips a field a screen
 * needs, and a hot route pays no validation per answer.
 */
import { z } from "zod";

/** Every error, and the answers that only confirm (`{ message: "Package deleted" }`). */
export const messageResponse = z.object({ message: z.string() }).describe("A confirmation or an error");

/** An answer that is not JSON (a CSV, a PDF, an iCalendar file, an HTML page, an image). */
export const fileResponse = (contentType: string, description: string) =>
  z.string().describe(`${description} (${contentType})`).meta({ contentMediaType: contentType });

/** The serializer compiler for routes with a response schema: plain JSON, no validation (see above). */
export const plainJsonSerializerCompiler = () => (data: unknown) => JSON.stringify(data);

/** A 204: no body (`type: "null"` makes the document list no content for it). */
export const noContentResponse = z.undefined().describe("No content").meta({ type: "null" });

/** A point in time as the API writes it: an ISO 8601 string. */
export const isoInstant = z.string().describe("ISO 8601 date-time");

/** A sum of money in the currency's smallest unit. */
export const cents = z.int().describe("Cents");

/** `{ message, …extra }`: a confirmation that also says what was done. */
export const messageWith = <T extends z.ZodRawShape>(shape: T) => messageResponse.extend(shape);

/** A list that answers one page when asked with `limit` (shared/paging.ts), the whole list without. */
export const listOrPage = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), z.object({ items: z.array(item), nextCursor: z.string().nullable() })]);

/** Bytes of any type (a stored upload): typed loosely, since the handler sends a Buffer. */
export const bytesResponse = (description: string) =>
  z.unknown().describe(description).meta({ type: "string", contentMediaType: "application/octet-stream" });
