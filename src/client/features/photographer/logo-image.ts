/**
 * Turns a picked image file into the data URL the logo is stored as (no file storage yet). A logo that
 * is too heavy is scaled down in the browser first, since photographers tend to pick the full-size
 * export of their artwork.
 */
import { base64Bytes, LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE } from "../../../shared/photographer";

const ACCEPTED = ["image/png", "image/jpeg", "image/webp"];
export const LOGO_ACCEPT = ACCEPTED.join(",");
/** Wide enough for a crisp header logo on a high-density phone screen. */
const MAX_SIDE = 600;

export class LogoError extends Error {}

function dataUrlBytes(dataUrl: string): number {
  return base64Bytes(dataUrl.slice(dataUrl.indexOf(",") + 1));
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new LogoError("We couldn't read that file. Please try another."));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new LogoError("That file doesn't look like an image. Please try another."));
    image.src = src;
  });
}

async function shrink(dataUrl: string): Promise<string> {
  const image = await loadImage(dataUrl);
  const scale = Math.min(1, MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  canvas.getContext("2d")?.drawImage(image, 0, 0, canvas.width, canvas.height);
  // WebP keeps transparency and is small; browsers that cannot write it hand back a PNG.
  for (const quality of [0.9, 0.75, 0.6]) {
    const out = canvas.toDataURL("image/webp", quality);
    if (/^data:image\/(webp|png|jpeg);/.test(out) && dataUrlBytes(out) <= LOGO_MAX_BYTES) return out;
  }
  throw new LogoError(LOGO_SIZE_MESSAGE);
}

export async function logoFromFile(file: File): Promise<string> {
  if (!ACCEPTED.includes(file.type)) throw new LogoError("Choose a PNG, JPEG or WebP image");
  const dataUrl = await readAsDataUrl(file);
  return dataUrlBytes(dataUrl) <= LOGO_MAX_BYTES ? dataUrl : shrink(dataUrl);
}
