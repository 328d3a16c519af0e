/** Rows of stored files, always scoped by photographer. */
import { and, desc, eq, exists, inArray, isNotNull, isNull, ne, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { clients, files, messages, projects } from "../../db/schema/index.js";

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = Omit<typeof files.$inferInsert, "id" | "createdAt">;

export async function insertFileRow(db: DbOrTx, values: NewFileRow): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

/** Any of the studio's files: what the studio itself may read. */
export async function findStudioFileRow(
  db: DbOrTx,
  photographerId: string,
  id: string,
): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.photographerId, photographerId), eq(files.id, id)));
  return row;
}

/**
 * One of the client's files that the client may read: one they uploaded, one the studio shared in the
 * portal, or one attached to a message of their thread that is not an internal note.
 */
export async function findClientFileRow(
  db: DbOrTx,
  photographerId: string,
  clientId: string,
  id: string,
): Promise<FileRow | undefined> {
  const inVisibleMessage = exists(
    db
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.id, files.messageId),
          eq(messages.photographerId, photographerId),
          eq(messages.clientId, clientId),
          ne(messages.channel, "INTERNAL"),
          // A message held for the studio (from a stranger's address) is not the client's to see.
          ne(messages.status, "HELD"),
        ),
      ),
  );
  const [row] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.photographerId, photographerId),
        eq(files.clientId, clientId),
        eq(files.id, id),
        or(eq(files.uploadedBy, "CLIENT"), eq(files.sharedInPortal, true), inVisibleMessage),
      ),
    );
  return row;
}

/**
 * The files that may go on a message of this client's thread, locked until the transaction ends: the
 * studio's, not yet on a message, of this client or of no client yet when the studio uploaded them.
 */
export async function lockAttachableFileRows(
  db: DbOrTx,
  photographerId: string,
  clientId: string,
  ids: string[],
  uploadedBy?: FileRow["uploadedBy"],
): Promise<FileRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(files.photographerId, photographerId),
    inArray(files.id, ids),
    isNull(files.messageId),
    or(eq(files.clientId, clientId), and(isNull(files.clientId), eq(files.uploadedBy, "STUDIO"))),
  ];
  if (uploadedBy) conditions.push(eq(files.uploadedBy, uploadedBy));
  return db
    .select()
    .from(files)
    .where(and(...conditions))
    .for("update");
}

export async function setFilesMessage(
  db: DbOrTx,
  photographerId: string,
  ids: string[],
  values: { messageId: string; clientId: string },
): Promise<FileRow[]> {
  return db
    .update(files)
    .set(values)
    .where(and(eq(files.photographerId, photographerId), inArray(files.id, ids)))
    .returning();
}

export async function listMessageFileRows(
  db: DbOrTx,
  photographerId: string,
  messageIds: string[],
): Promise<FileRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(eq(files.photographerId, photographerId), inArray(files.messageId, messageIds)))
    .orderBy(files.createdAt, files.id);
}

export async function clientExists(db: DbOrTx, photographerId: string, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.photographerId, photographerId), eq(clients.id, clientId)));
  return row !== undefined;
}

export async function findProjectClient(
  db: DbOrTx,
  photographerId: string,
  projectId: string,
): Promise<{ clientId: string | null } | undefined> {
  const [row] = await db
    .select({ clientId: projects.clientId })
    .from(projects)
    .where(and(eq(projects.photographerId, photographerId), eq(projects.id, projectId)));
  return row;
}

/** Every file of the client, newest first: the studio's view of the Files area. */
export async function listClientFileRows(
  db: DbOrTx,
  photographerId: string,
  clientId: string,
): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.photographerId, photographerId), eq(files.clientId, clientId)))
    .orderBy(desc(files.createdAt), desc(files.id));
}

/**
 * The files shared in the client's portal, newest first, with the title of their project. A project
 * counts only when it is this client's: the file is then listed under it, otherwise as client-wide.
 */
export async function listPortalFileRows(db: DbOrTx, photographerId: string, clientId: string) {
  return db
    .select({ file: files, projectTitle: projects.title })
    .from(files)
    .leftJoin(
      projects,
      and(
        eq(projects.id, files.projectId),
        eq(projects.photographerId, photographerId),
        eq(projects.clientId, clientId),
      ),
    )
    .where(
      and(
        eq(files.photographerId, photographerId),
        eq(files.clientId, clientId),
        eq(files.sharedInPortal, true),
      ),
    )
    .orderBy(desc(files.createdAt), desc(files.id));
}

/** The client's projects with a gallery link or a file shared in the portal, newest first. */
export async function listPortalProjectRows(db: DbOrTx, photographerId: string, clientId: string) {
  const hasSharedFile = exists(
    db
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          eq(files.photographerId, photographerId),
          eq(files.clientId, clientId),
          eq(files.projectId, projects.id),
          eq(files.sharedInPortal, true),
        ),
      ),
  );
  return db
    .select({ id: projects.id, title: projects.title, galleryUrl: projects.galleryUrl })
    .from(projects)
    .where(
      and(
        eq(projects.photographerId, photographerId),
        eq(projects.clientId, clientId),
        or(isNotNull(projects.galleryUrl), hasSharedFile),
      ),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id));
}

/**
 * Which of these storage keys a file row still names. Across every studio on purpose: the file store
 * is one for the whole server, and a key is unique over the table (files_storage_key_unique).
 */
export async function findReferencedStorageKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, keys));
  return new Set(rows.map((row) => row.key));
}

export async function setFileShared(db: DbOrTx, photographerId: string, id: string, shared: boolean) {
  const [row] = await db
    .update(files)
    .set({ sharedInPortal: shared })
    .where(and(eq(files.photographerId, photographerId), eq(files.id, id)))
    .returning();
  return row;
}

/** Deletes a file that went with no message (a message keeps what it carried); the deleted row. */
export async function deleteLooseFileRow(db: DbOrTx, photographerId: string, id: string) {
  const [row] = await db
    .delete(files)
    .where(and(eq(files.photographerId, photographerId), eq(files.id, id), isNull(files.messageId)))
    .returning();
  return row;
}

/** Deletes every file of a message (the message is about to go); the deleted rows, for their keys. */
export async function deleteMessageFileRows(db: DbOrTx, photographerId: string, messageId: string) {
  return db
    .delete(files)
    .where(and(eq(files.photographerId, photographerId), eq(files.messageId, messageId)))
    .returning();
}
