import { DndContext } from "@dnd-kit/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import type { ProjectSummary, Stage } from "../../../shared/projects";
import { NO_DRAG_ATTRIBUTE } from "./board-sensors";
import { ProjectCard } from "./project-card";

const stage: Stage = {
  id: "s1",
  name: "Inquiry",
  projectType: "WEDDING",
  orderIndex: 0,
  color: "#3b82f6",
  isDefault: true,
  projectCount: 1,
};

const project: ProjectSummary = {
  id: "p1",
  clientId: "c1",
  projectType: "WEDDING",
  title: "Park wedding",
  eventDate: null,
  stageId: "s1",
  stageEnteredAt: null,
  status: "ACTIVE",
  createdAt: new Date().toISOString(),
  stage: { name: "Inquiry", color: "#3b82f6" },
  client: { firstName: "June", lastName: "Park", email: null },
};

const html = renderToStaticMarkup(
  <Router ssrPath="/pipeline">
    <DndContext>
      <ProjectCard project={project} stages={[stage]} onMove={() => {}} />
    </DndContext>
  </Router>,
);

/** The opening tag of the first element whose attributes match. */
const tagWith = (pattern: RegExp) => html.match(new RegExp(`<[a-z]+[^>]*${pattern.source}[^>]*>`))?.[0];

describe("ProjectCard", () => {
  it("starts a drag from its title: the title link is not one of the card's no-drag controls", () => {
    const title = tagWith(/href="\/projects\/p1"/);
    expect(title).toBeDefined();
    expect(title).not.toContain(NO_DRAG_ATTRIBUTE);
    // The title still opens the project, and is not dragged as a link by the browser.
    expect(title).toContain('draggable="false"');
  });

  it("keeps its menu out of dragging, and its grip as the keyboard's handle", () => {
    expect(tagWith(/aria-label="Actions for Park wedding"/) ?? tagWith(/aria-haspopup="menu"/)).toContain(
      NO_DRAG_ATTRIBUTE,
    );
    expect(tagWith(/aria-label="Move Park wedding"/)).toContain("aria-roledescription");
  });
});
