/**
 * Files shared between a studio and its clients: taking an upload (type from the bytes, size limit,
 * bytes stored before the row, removed again if the row fails), attaching files to a message, and who
 * may download what. Other features (conversations, the portal, inbound e-mail) call this service.
 */
import {
  type ClientFile,
  FILE_NOT_FOUND,
  FILE_ON_MESSAGE,
  FILE_TOO_LARGE,
  FILE_TYPE_REFUSED,
  type FileView,
  MAX_FILE_BYTES,
  type PortalFiles,
} from "../../../shared/files.js";
import { isGalleryUrl } from "../../../shared/gallery-url.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { badRequest, conflict, HttpError, notFound } from "../../http/errors.js";
import { sanitizeFilename, sniffFileType } from "./file-sniff.js";
import { type FileStore, newStorageKey, StoredFileMissing } from "./file-store.js";
import {
  clientExists,
  deleteLooseFileRow,
  deleteMessageFileRows,
  type FileRow,
  findClientFileRow,
  findProjectClient,
  findStudioFileRow,
  insertFileRow,
  listClientFileRows,
  listMessageFileRows,
  listPortalFileRows,
  listPortalProjectRows,
  lockAttachableFileRows,
  setFileShared,
  setFilesMessage,
} from "./files.queries.js";

export const FILE_EMPTY = "The file is empty";
export const FILE_NOT_ATTACHABLE = "One of the files can't be attached";
export const CLIENT_NOT_FOUND = "Client not found";
export const PROJECT_NOT_FOUND = "Project not found";

export type FileUploader = FileRow["uploadedBy"];

export type FileViewer =
  | { kind: "studio"; photographerId: string }
  | { kind: "client"; photographerId: string; clientId: string };

export interface SaveFileInput {
  /** The caller's transaction, when the file belongs to something it is writing. */
  db?: DbOrTx;
  photographerId: string;
  clientId: string | null;
  projectId?: string | null;
  messageId?: string | null;
  uploadedBy: FileUploader;
  filename: string;
  bytes: Uint8Array;
}

export interface FileDownload {
  file: FileView;
  bytes: Uint8Array;
}

export const toFileView = (row: FileRow): FileView => ({
  id: row.id,
  filename: row.filename,
  contentType: row.contentType,
  size: row.size,
});

export function createFilesService(database: Database, store: FileStore) {
  /**
   * Stores the bytes, then inserts the row. If the row cannot be written the bytes are deleted again.
   * When the caller's transaction later rolls back, the bytes stay behind without a row: harmless (no
   * one can reach them), and the daily sweep (orphan-sweep.job.ts) deletes them after an hour.
   */
  async function saveFile(input: SaveFileInput): Promise<FileView> {
    const { bytes } = input;
    if (bytes.length === 0) throw badRequest(FILE_EMPTY);
    if (bytes.length > MAX_FILE_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
    const type = sniffFileType(bytes);
    if (!type) throw badRequest(FILE_TYPE_REFUSED);
    const storageKey = newStorageKey();
    await store.put(storageKey, bytes, type.contentType);
    try {
      const row = await insertFileRow(input.db ?? database.db, {
        photographerId: input.photographerId,
        clientId: input.clientId,
        projectId: input.projectId ?? null,
        messageId: input.messageId ?? null,
        uploadedBy: input.uploadedBy,
        filename: sanitizeFilename(input.filename, type),
        contentType: type.contentType,
        size: bytes.length,
        storageKey,
      });
      return toFileView(row);
    } catch (error) {
      await store.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  /** A studio upload from POST /api/files: the client and project, when named, must be the studio's. */
  async function saveStudioUpload(input: {
    photographerId: string;
    clientId: string | null;
    projectId: string | null;
    filename: string;
    bytes: Uint8Array;
  }): Promise<FileView> {
    const db = database.db;
    let clientId = input.clientId;
    if (clientId && !(await clientExists(db, input.photographerId, clientId))) {
      throw notFound(CLIENT_NOT_FOUND);
    }
    if (input.projectId) {
      const project = await findProjectClient(db, input.photographerId, input.projectId);
      // A project of another client than the one named is as unknown as another studio's.
      if (!project || (clientId && project.clientId !== clientId)) throw notFound(PROJECT_NOT_FOUND);
      clientId = project.clientId;
    }
    return saveFile({ ...input, clientId, uploadedBy: "STUDIO" });
  }

  /**
   * Puts files on a message, inside the caller's transaction. Each must be this studio's, not on a
   * message yet, and this client's (or no client's, when the studio uploaded it); `uploadedBy` narrows
   * it to one uploader (a client attaches only their own uploads). Otherwise nothing changes.
   */
  async function attachToMessage(
    tx: DbOrTx,
    photographerId: string,
    clientId: string,
    fileIds: string[],
    messageId: string,
    uploadedBy?: FileUploader,
  ): Promise<FileView[]> {
    const ids = [...new Set(fileIds)];
    if (ids.length === 0) return [];
    const found = await lockAttachableFileRows(tx, photographerId, clientId, ids, uploadedBy);
    if (found.length !== ids.length) throw badRequest(FILE_NOT_ATTACHABLE);
    const rows = await setFilesMessage(tx, photographerId, ids, { messageId, clientId });
    return rows.map(toFileView);
  }

  async function listForMessages(
    db: DbOrTx,
    photographerId: string,
    messageIds: string[],
  ): Promise<Map<string, FileView[]>> {
    const byMessage = new Map<string, FileView[]>();
    for (const row of await listMessageFileRows(db, photographerId, [...new Set(messageIds)])) {
      const list = byMessage.get(row.messageId!) ?? [];
      list.push(toFileView(row));
      byMessage.set(row.messageId!, list);
    }
    return byMessage;
  }

  /**
   * Deletes the stored bytes of a message's files. Call it before deleting the message: the rows go
   * with the message (ON DELETE CASCADE), and with them the keys.
   */
  async function deleteForMessage(photographerId: string, messageId: string): Promise<void> {
    const rows = await listMessageFileRows(database.db, photographerId, [messageId]);
    for (const row of rows) await store.delete(row.storageKey);
  }

  /**
   * Deletes a message's file rows in the caller's transaction; the answer removes their bytes, to call once
   * that transaction committed (a rollback keeps rows and bytes). It tries each, then rejects if any stayed.
   */
  async function deleteMessageFiles(tx: DbOrTx, photographerId: string, messageId: string) {
    const rows = await deleteMessageFileRows(tx, photographerId, messageId);
    return async () => {
      const results = await Promise.allSettled(rows.map((row) => store.delete(row.storageKey)));
      const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      if (failed.length > 0) {
        throw new AggregateError(
          failed.map((r) => r.reason),
          `files of message ${messageId} not removed`,
        );
      }
    };
  }

  /** A file and its bytes, for a viewer allowed to read it; anything else is "not found". */
  async function download(viewer: FileViewer, fileId: string): Promise<FileDownload> {
    const db = database.db;
    const row =
      viewer.kind === "studio"
        ? await findStudioFileRow(db, viewer.photographerId, fileId)
        : await findClientFileRow(db, viewer.photographerId, viewer.clientId, fileId);
    if (!row) throw notFound(FILE_NOT_FOUND);
    try {
      return { file: toFileView(row), bytes: await store.get(row.storageKey) };
    } catch (error) {
      // A row whose bytes are gone (a half-finished delete, a restored database) reads as no file.
      if (error instanceof StoredFileMissing) throw notFound(FILE_NOT_FOUND);
      throw error;
    }
  }

  /** A message's files with their bytes, to go out as the attachments of its e-mail. */
  async function emailAttachments(db: DbOrTx, photographerId: string, messageId: string) {
    const rows = await listMessageFileRows(db, photographerId, [messageId]);
    return Promise.all(
      rows.map(async (row) => ({
        filename: row.filename,
        contentType: row.contentType,
        content: await store.get(row.storageKey),
      })),
    );
  }

  const clientFileView = (row: FileRow): ClientFile => ({
    ...toFileView(row),
    uploadedBy: row.uploadedBy,
    sharedInPortal: row.sharedInPortal,
    onMessage: row.messageId !== null,
    projectId: row.projectId,
    createdAt: row.createdAt.toISOString(),
  });

  /** GET /api/clients/{id}/files: every file of the client, newest first. */
  async function listForClient(photographerId: string, clientId: string): Promise<ClientFile[]> {
    if (!(await clientExists(database.db, photographerId, clientId))) throw notFound(CLIENT_NOT_FOUND);
    return (await listClientFileRows(database.db, photographerId, clientId)).map(clientFileView);
  }

  /**
   * GET /api/client-portal/files: what the studio shared with the client, each file with its project,
   * and the client's projects that have shared files or a gallery link, for the portal to group by.
   */
  async function portalFiles(photographerId: string, clientId: string): Promise<PortalFiles> {
    const db = database.db;
    const [fileRows, projectRows] = await Promise.all([
      listPortalFileRows(db, photographerId, clientId),
      listPortalProjectRows(db, photographerId, clientId),
    ]);
    return {
      files: fileRows.map(({ file, projectTitle }) => ({
        ...toFileView(file),
        createdAt: file.createdAt.toISOString(),
        projectId: projectTitle === null ? null : file.projectId,
        projectTitle,
      })),
      // Checked again on the way out: the portal renders it as a link, whatever put it in the row.
      projects: projectRows.map((p) => ({
        ...p,
        galleryUrl: p.galleryUrl && isGalleryUrl(p.galleryUrl) ? p.galleryUrl : null,
      })),
    };
  }

  /** PUT /api/files/{id}/shared: show it in (or take it out of) the client's portal. */
  async function share(photographerId: string, fileId: string, shared: boolean): Promise<ClientFile> {
    const existing = await findStudioFileRow(database.db, photographerId, fileId);
    // A file of no client has no portal to be shown in.
    if (!existing || existing.clientId === null) throw notFound(FILE_NOT_FOUND);
    const row = await setFileShared(database.db, photographerId, fileId, shared);
    if (!row) throw notFound(FILE_NOT_FOUND);
    return clientFileView(row);
  }

  /** DELETE /api/files/{id}: a file sent with no message goes, bytes and all; one on a message stays. */
  async function remove(photographerId: string, fileId: string): Promise<void> {
    const existing = await findStudioFileRow(database.db, photographerId, fileId);
    if (!existing) throw notFound(FILE_NOT_FOUND);
    const row = await deleteLooseFileRow(database.db, photographerId, fileId);
    if (!row) throw conflict(FILE_ON_MESSAGE);
    await store.delete(row.storageKey);
  }

  return {
    listForClient,
    portalFiles,
    share,
    remove,
    saveFile,
    saveStudioUpload,
    attachToMessage,
    listForMessages,
    emailAttachments,
    deleteForMessage,
    deleteMessageFiles,
    download,
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
