/**
 * The gallery link a photographer gives a project, which the client opens from the portal. Kept apart
 * from the project schemas (and from zod) so that the portal checks a link without loading them.
 */
export const MAX_GALLERY_URL_LENGTH = 2000;
export const GALLERY_URL_INVALID = "Gallery link must be a full https:// address";

// Every C0 control character and DEL: none belongs in a link.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]|\s/;

/**
 * Only https:// to a named host: a javascript: or data: link would run in the portal, and http: would
 * hand the gallery over in clear text. No spaces or control characters, no user:password@ (it dresses
 * one host up as another).
 */
export function isGalleryUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value) || CONTROL_OR_SPACE.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}
