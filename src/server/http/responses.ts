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
