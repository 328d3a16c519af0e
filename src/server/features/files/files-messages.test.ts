/**
 * Files on messages, as the conversations feature uses them: attaching (all or nothing, only the
 * studio's unattached files of that client), listing by message, and removing a message's bytes.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { files, messages } from "../../db/schema/index.js";
import { as } from "../../test/http.js";
import { SAMPLES } from "./files.fixture.js";
import { FILE_NOT_ATTACHABLE } from "./files.service.js";
import { boundFilesHelpers, filesApiSuite } from "./files-api.fixture.js";

const api = filesApiSuite();
const { upload, addClient, addMessage, storedKeys } = boundFilesHelpers(api);

describe("files on messages", () => {
  it("attaches only the studio's unattached files of this client (or of none), all or nothing", async () => {
    const ana = await addClient(api.a, "Ana");
    const ben = await addClient(api.a, "Ben");
    const loose = (await upload("/api/files", api.a.cookie, SAMPLES.gif, "a.gif")).json();
    const anas = (
      await upload("/api/files", api.a.cookie, SAMPLES.webp, "b.webp", { clientId: ana.id })
    ).json();
    const bens = (
      await upload("/api/files", api.a.cookie, SAMPLES.png, "c.png", { clientId: ben.id })
    ).json();
    const bFile = (await upload("/api/files", api.b.cookie, SAMPLES.png, "d.png")).json();
    const message = await addMessage(api.a, ana.id, "EMAIL");
    const attach = (ids: string[], uploadedBy?: "STUDIO" | "CLIENT") =>
      api.ctx.database.db.transaction((tx) =>
        api.service.attachToMessage(tx, api.a.photographerId, ana.id, ids, message, uploadedBy),
      );
    for (const ids of [
      [loose.id, bens.id],
      [anas.id, bFile.id],
      [loose.id, "00000000-0000-4000-8000-000000000000"],
    ]) {
      await expect(attach(ids)).rejects.toMatchObject({ statusCode: 400, message: FILE_NOT_ATTACHABLE });
    }
    await expect(attach([anas.id], "CLIENT")).rejects.toMatchObject({ statusCode: 400 });
    expect((await api.ctx.database.db.select().from(files).where(eq(files.messageId, message))).length).toBe(
      0,
    );

    const attached = await attach([loose.id, anas.id, loose.id], "STUDIO");
    expect(attached.map((f) => f.id).sort()).toEqual([loose.id, anas.id].sort());
    const [looseRow] = await api.ctx.database.db.select().from(files).where(eq(files.id, loose.id));
    expect(looseRow).toMatchObject({ messageId: message, clientId: ana.id });
    // Already on a message: not again.
    await expect(attach([loose.id])).rejects.toMatchObject({ message: FILE_NOT_ATTACHABLE });

    const listed = await api.service.listForMessages(api.ctx.database.db, api.a.photographerId, [
      message,
      message,
    ]);
    expect([...listed.keys()]).toEqual([message]);
    expect(
      listed
        .get(message)!
        .map((f) => f.filename)
        .sort(),
    ).toEqual(["a.gif", "b.webp"]);
    expect(
      (await api.service.listForMessages(api.ctx.database.db, api.b.photographerId, [message])).size,
    ).toBe(0);
  });

  it("deleteForMessage removes the bytes; deleting the message removes the rows", async () => {
    const ana = await addClient(api.a, "Ana");
    const message = await addMessage(api.a, ana.id, "PORTAL");
    const ids = [
      (await upload("/api/files", api.a.cookie, SAMPLES.pdf, "a.pdf", { clientId: ana.id })).json().id,
      (await upload("/api/files", api.a.cookie, SAMPLES.xlsx, "b.xlsx", { clientId: ana.id })).json().id,
    ];
    await api.ctx.database.db.transaction((tx) =>
      api.service.attachToMessage(tx, api.a.photographerId, ana.id, ids, message),
    );
    const rows = await api.ctx.database.db.select().from(files).where(eq(files.messageId, message));
    const keys = rows.map((r) => r.storageKey);
    expect(await storedKeys()).toEqual(expect.arrayContaining(keys));

    // Another studio's call changes nothing.
    await api.service.deleteForMessage(api.b.photographerId, message);
    expect(await storedKeys()).toEqual(expect.arrayContaining(keys));

    await api.service.deleteForMessage(api.a.photographerId, message);
    const left = await storedKeys();
    for (const key of keys) expect(left).not.toContain(key);
    // A row whose bytes are gone answers "not found", not a 500.
    expect((await as(api.ctx, api.a.cookie).get(`/api/files/${ids[0]}`)).statusCode).toBe(404);
    await api.ctx.database.db.delete(messages).where(eq(messages.id, message));
    expect((await api.ctx.database.db.select().from(files).where(eq(files.messageId, message))).length).toBe(
      0,
    );
  });
});
