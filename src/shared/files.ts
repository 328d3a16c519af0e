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
