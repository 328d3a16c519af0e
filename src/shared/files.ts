/**
 * Files a studio and its clients exchange (message attachments, portal uploads, e-mailed attachments):
 * what the API answers, and the limits both sides state the same way.
 */

/** The largest file taken: 25 MB. */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;

export const FILE_TOO_LARGE = "The file is larger than 25 MB";
export const FILE_TYPE_REFUSED =
  "That kind of file can't be shared here: send photos (JPEG, PNG, GIF, WebP, HEIC), PDFs, text or Office documents";
export const FILE_NOT_FOUND = "File not found";
export const FILE_MISSING = "Send the file as multipart/form-data with one part named file";

/** What POST /api/files and POST /api/client-portal/files answer, and what a message lists. */
export interface FileView {
  id: string;
  filename: string;
  contentType: string;
  size: number;
}

/** A file in a client's Files area (GET /api/clients/{id}/files): the studio's view. */
export interface ClientFile extends FileView {
  uploadedBy: "STUDIO" | "CLIENT" | "EMAIL";
  /** Shown in the client portal's Files area. */
  sharedInPortal: boolean;
  /** Sent with a message: it stays with that message (and cannot be deleted on its own). */
  onMessage: boolean;
  /** The client's project it belongs to, or null for a client-wide file. */
  projectId: string | null;
  createdAt: string;
}

/** A file the studio shared in the portal. */
export interface PortalFile extends FileView {
  createdAt: string;
  /** The project it belongs to (its title, for the heading it is listed under); null: client-wide. */
  projectId: string | null;
  projectTitle: string | null;
}

/** A project of the client's that has shared files or a gallery link (https only), in the portal. */
export interface PortalProject {
  id: string;
  title: string;
  galleryUrl: string | null;
}

/** GET /api/client-portal/files: the shared files, and the projects they are grouped under. */
export interface PortalFiles {
  files: PortalFile[];
  projects: PortalProject[];
}

export const FILE_ON_MESSAGE = "This file was sent with a message and stays with it";

/** Bytes as people read them: 512 B, 14 KB, 3.2 MB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
