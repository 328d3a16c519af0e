/**
 * Which photographer the portal's sign-in form asks on behalf of: the studio named by a refused link
 * (used or expired), by the page's `?studio=` (the address in the sign-in e-mail), or the one this
 * device last signed in to. Without one the page can only say to ask the photographer.
 */

import { ApiError } from "@/lib/api";
import type { PortalSignInStudio } from "../../../shared/portal-link";

const STORAGE_KEY = "focal:portal-studio";

function asStudio(value: unknown): PortalSignInStudio | null {
  if (typeof value !== "object" || value === null) return null;
  const { publicToken, businessName } = value as Record<string, unknown>;
  if (typeof publicToken !== "string" || publicToken.trim() === "") return null;
  return { publicToken, businessName: typeof businessName === "string" ? businessName : "" };
}

/** The studio a refused sign-in names in its answer (`{ message, studio }`), if any. */
export function studioFromError(error: unknown): PortalSignInStudio | null {
  if (!(error instanceof ApiError)) return null;
  try {
    return asStudio((JSON.parse(error.body) as { studio?: unknown }).studio);
  } catch {
    return null;
  }
}

/** A successful sign-in's answer (`{ ok, studio }`). */
export function studioFromAnswer(answer: unknown): PortalSignInStudio | null {
  return typeof answer === "object" && answer !== null
    ? asStudio((answer as { studio?: unknown }).studio)
    : null;
}

export function rememberStudio(studio: PortalSignInStudio | null): void {
  if (!studio) return;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(studio));
  } catch {
    // Storage switched off: the form then needs the link's studio or the page's address.
  }
}

function remembered(): PortalSignInStudio | null {
  try {
    return asStudio(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null"));
  } catch {
    return null;
  }
}

/**
 * The studio for /client-portal: `?studio=` first (it may name another studio than this device
 * remembers; the name is known only when it is the remembered one), else the remembered one.
 */
export function chooseSignInStudio(
  search: string,
  saved: PortalSignInStudio | null = remembered(),
): PortalSignInStudio | null {
  const token = new URLSearchParams(search).get("studio")?.trim();
  if (token) return saved?.publicToken === token ? saved : { publicToken: token, businessName: "" };
  return saved;
}
