/**
 * A client's Files area: the studio lists the client's files, shares one in the portal (the client then
 * lists and downloads it), takes it out again, and deletes a file sent with no message (one sent with a
 * message stays); another studio's file is 404 on every route.
 */
import { describe, expect, it } from "vitest";
import type { ClientFile, PortalFiles } from "../../../shared/files.js";
import { FILE_ON_MESSAGE } from "../../../shared/files.js";
import { as } from "../../test/http.js";
import { SAMPLES } from "./files.fixture.js";
import { addClient, addMessage, clientCookie, filesApiSuite, upload } from "./files-api.fixture.js";

const api = filesApiSuite();

describe("the Files area", () => {
  it("shares a studio's file in the portal, unshares it, and deletes it", async () => {
    const { a } = api;
    const client = await addClient(api, a, "Ines");
    const up = await upload(api, "/api/files", a.cookie, SAMPLES.pdf, "shot-list.pdf", {
      clientId: client.id,
    });
    expect(up.statusCode, up.body).toBe(201);
    const file = up.json() as { id: string };
    const studio = as(api.ctx, a.cookie);
    const listed = (await studio.get(`/api/clients/${client.id}/files`)).json() as ClientFile[];
    expect(listed).toMatchObject([
      {
        id: file.id,
        filename: "shot-list.pdf",
        uploadedBy: "STUDIO",
        sharedInPortal: false,
        onMessage: false,
        projectId: null,
      },
    ]);

    const portal = as(api.ctx, await clientCookie(api, a, client.id));
    expect((await portal.get("/api/client-portal/files")).json()).toEqual({ files: [], projects: [] });
    expect((await portal.get(`/api/files/${file.id}`)).statusCode).toBe(404);

    const shared = await studio.put(`/api/files/${file.id}/shared`, { shared: true });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({ sharedInPortal: true });
    const visible = (await portal.get("/api/client-portal/files")).json() as PortalFiles;
    expect(visible.files).toMatchObject([{ filename: "shot-list.pdf", projectId: null, projectTitle: null }]);
    expect((await portal.get(`/api/files/${file.id}`)).statusCode).toBe(200);

    await studio.put(`/api/files/${file.id}/shared`, { shared: false });
    expect((await portal.get("/api/client-portal/files")).json()).toEqual({ files: [], projects: [] });

    const before = await api.storedKeys();
    const gone = await studio.delete(`/api/files/${file.id}`);
    expect(gone.statusCode).toBe(204);
    expect((await studio.get(`/api/files/${file.id}`)).statusCode).toBe(404);
    expect((await api.storedKeys()).length).toBe(before.length - 1);
  });

  it("keeps a file that went with a message, and refuses bad input and another studio", async () => {
    const { a, b } = api;
    const client = await addClient(api, a, "Omar");
    const up = await upload(api, "/api/files", a.cookie, SAMPLES.png, "venue.png", { clientId: client.id });
    const file = up.json() as { id: string };
    const messageId = await addMessage(api, a, client.id, "EMAIL");
    await api.ctx.database.db.transaction((tx) =>
      api.service.attachToMessage(tx, a.photographerId, client.id, [file.id], messageId),
    );
    const studio = as(api.ctx, a.cookie);
    const kept = await studio.delete(`/api/files/${file.id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe(FILE_ON_MESSAGE);

    const bad = await studio.put(`/api/files/${file.id}/shared`, { shared: "yes" });
    expect(bad.statusCode).toBe(400);

    const asB = as(api.ctx, b.cookie);
    expect((await asB.get(`/api/clients/${client.id}/files`)).statusCode).toBe(404);
    expect((await asB.put(`/api/files/${file.id}/shared`, { shared: true })).statusCode).toBe(404);
    expect((await asB.delete(`/api/files/${file.id}`)).statusCode).toBe(404);
    const listed = (await studio.get(`/api/clients/${client.id}/files`)).json() as ClientFile[];
    expect(listed).toMatchObject([{ id: file.id, sharedInPortal: false, onMessage: true }]);
  });
});
