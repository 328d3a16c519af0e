/** What the tracking routes answer: a pixel, or a redirect to the link the e-mail contained. */
import { z } from "zod";

// The pixel goes out as bytes (a Buffer), so its type is left open; the document still names a GIF.
export const pixelResponse = z
  .unknown()
  .describe("A transparent 1×1 GIF (image/gif)")
  .meta({ type: "string", contentMediaType: "image/gif" });
export const clickRedirectResponse = z.null().describe("Redirects to the link's target (Location header)");
