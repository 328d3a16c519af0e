/**
 * Sends one file as multipart/form-data (part `file`, plus text parts such as `clientId`). fetch is
 * called directly since apiRequest sends JSON; the browser sets the boundary itself. A refusal (too
 * large, a kind of file not taken) raises an ApiError whose serverMessage says why.
 */
import { throwIfResNotOk } from "@/lib/api";
import { FILE_TOO_LARGE, type FileView, MAX_FILE_BYTES } from "../../shared/files";

export const STUDIO_UPLOAD_URL = "/api/files";
export const PORTAL_UPLOAD_URL = "/api/client-portal/files";

/** Why a picked file is refused before it is sent, or null. Checked here so a large file is not uploaded in vain. */
export function uploadProblem(file: { size: number }): string | null {
  return file.size > MAX_FILE_BYTES ? FILE_TOO_LARGE : null;
}

export async function uploadFile(
  url: string,
  file: Blob & { name?: string },
  fields: Record<string, string | undefined> = {},
  send: typeof fetch = fetch,
): Promise<FileView> {
  const body = new FormData();
  // The text parts go first, so that a reader has them before the file's bytes.
  for (const [name, value] of Object.entries(fields)) if (value) body.append(name, value);
  body.append("file", file, file.name || "file");
  const res = await send(url, { method: "POST", body, credentials: "include" });
  await throwIfResNotOk(res);
  return (await res.json()) as FileView;
}
