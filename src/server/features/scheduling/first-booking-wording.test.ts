/**
 * A first booking tells the client (e-mail and booking page) and the studio that the client is now in
 * the consultation stage. That is said only when it is true: a client whose project had already moved
 * past its first stage (a proposal out, say) stays where they are, and the texts say nothing of it.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Stage } from "../../../shared/projects.js";
import type { PublicBookingResult } from "../../../shared/scheduling.js";
import { outboxMessages, projects } from "../../db/schema/index.js";
import { as } from "../../test/http.js";
import { dateAhead, slotAt, validBooking } from "../../test/scheduling-fixtures.js";
import {
  a,
  anon,
  bookUrl,
  ctx,
  email,
  mailTo,
  setUpPublicBooking,
  tokenA,
} from "./public-booking.fixture.js";

setUpPublicBooking();

async function book(address: string, hhmm: string) {
  const date = dateAhead(15);
  const res = await anon().post(bookUrl(tokenA, date, slotAt(date, hhmm)), validBooking(address));
  expect(res.statusCode, res.body).toBe(201);
  await ctx.queue.drain();
  const { booking } = res.json() as PublicBookingResult;
  const page = (await anon().get(`/api/public/booking/${booking.bookingToken}`)).json();
  const mail = await mailTo(address);
  return { page, text: mail.map((m) => m.textBody ?? "").join("\n") };
}

/** The studio's copy of a booking e-mail (it goes to the studio's own address, not the client's). */
async function studioMail(subjectStart: string) {
  const rows = await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.channel, "EMAIL"));
  return rows.filter((m) => m.subject?.startsWith(subjectStart)).map((m) => m.textBody ?? "");
}

describe("a first booking's wording", () => {
  it("tells a new client they are now in the consultation process", async () => {
    const address = email();
    const { page, text } = await book(address, "09:00");
    expect(page.isFirstBooking).toBe(true);
    expect(text).toContain("you're now part of Golden Hour Studio's consultation process");
  });

  it("says nothing of it when the client's project was already past its first stage", async () => {
    const address = email();
    const studio = as(ctx, a.cookie);
    const client = await studio.post("/api/clients", {
      firstName: "Emma",
      lastName: "Carter",
      email: address,
    });
    expect(client.statusCode, client.body).toBe(201);
    const project = await studio.post("/api/projects", {
      title: "Carter wedding",
      projectType: "WEDDING",
      clientId: client.json().id,
    });
    expect(project.statusCode, project.body).toBe(201);
    const stages = (await studio.get("/api/stages?projectType=WEDDING")).json() as Stage[];
    const proposalSent = stages.find((s) => s.name === "Proposal Sent")!;
    const moved = await studio.put(`/api/projects/${project.json().id}/stage`, { stageId: proposalSent.id });
    expect(moved.statusCode, moved.body).toBe(200);
    await ctx.queue.drain();

    const { page, text } = await book(address, "11:00");
    expect(page.isFirstBooking).toBe(false);
    expect(text).toContain("Thank you for booking a time with Golden Hour Studio");
    expect(text).not.toContain("consultation process");
    const [row] = await ctx.database.db.select().from(projects).where(eq(projects.id, project.json().id));
    expect(row!.stageId).toBe(proposalSent.id);
    const toStudio = await studioMail("New booking: Emma Carter");
    expect(toStudio.length).toBeGreaterThan(0);
    expect(toStudio.at(-1)).not.toContain("consultation stage");
  });
});
