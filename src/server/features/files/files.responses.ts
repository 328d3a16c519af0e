/** What the file routes answer: the shapes of shared/files.ts (the download itself is the file's bytes). */
import { z } from "zod";
import type { ClientFile, FileView, PortalFiles } from "../../../shared/files.js";
import { bytesResponse, isoInstant } from "../../http/responses.js";

export const fileViewResponse = z.object({
  id: z.uuid(),
  filename: z.string(),
  contentType: z.string(),
  size: z.int(),
}) satisfies z.ZodType<FileView>;

export const clientFileResponse = fileViewResponse.extend({
  uploadedBy: z.enum(["STUDIO", "CLIENT", "EMAIL"]),
  sharedInPortal: z.boolean(),
  onMessage: z.boolean(),
  projectId: z.uuid().nullable(),
  createdAt: isoInstant,
}) satisfies z.ZodType<ClientFile>;

export const portalFilesResponse = z.object({
  files: z.array(
    fileViewResponse.extend({
      createdAt: isoInstant,
      projectId: z.uuid().nullable(),
      projectTitle: z.string().nullable(),
    }),
  ),
  projects: z.array(z.object({ id: z.uuid(), title: z.string(), galleryUrl: z.string().nullable() })),
}) satisfies z.ZodType<PortalFiles>;

/** The bytes, as a download with the type sniffed at upload. */
export const fileBytesResponse = bytesResponse(
  "The file's bytes, as an attachment with its own content type",
);
