/**
 * What the AI is told: who the studio is (its name, the kind of work, its style and prices), what to
 * write (the studio's own words, the number of e-mails and their spacing) and the rules its answer is
 * held to (ai-draft.answer.ts): plain text, no links, the booking link only as {{scheduling_link}}.
 * The context is kept with the campaign (business_context) so that the studio can see what was sent.
 */
import { type ProjectType, projectTypeLabel } from "../../../shared/projects.js";
import { AI_LIMITS, AI_VARIABLES } from "./ai-draft.answer.js";

export interface StudioContext {
  businessName: string;
  projectType: ProjectType;
  projectTypeLabel: string;
  stages: string[];
  style: string | null;
  priceRange: string | null;
  emailCount: number;
  emailFrequencyDays: number | null;
}

export function studioContext(input: {
  businessName: string;
  projectType: ProjectType;
  stageNames: string[];
  style?: string | undefined;
  priceRange?: string | undefined;
  emailCount: number;
  emailFrequencyDays?: number | undefined;
}): StudioContext {
  return {
    businessName: input.businessName,
    projectType: input.projectType,
    projectTypeLabel: projectTypeLabel(input.projectType),
    stages: input.stageNames,
    style: input.style || null,
    priceRange: input.priceRange || null,
    emailCount: input.emailCount,
    emailFrequencyDays: input.emailFrequencyDays ?? null,
  };
}

const VARIABLE_NOTES: Record<(typeof AI_VARIABLES)[number], string> = {
  firstName: "the lead's first name",
  lastName: "the lead's last name",
  fullName: "the lead's full name",
  businessName: "the studio's name",
  weddingDate: "the event date, written out (may be empty)",
  scheduling_link: "the studio's booking page: the only link an e-mail may carry",
};

export function systemPrompt(): string {
  const variables = AI_VARIABLES.map((name) => `- {{${name}}}: ${VARIABLE_NOTES[name]}`).join("\n");
  return [
    "You write drip e-mail campaigns for a photography studio: short, warm, personal e-mails that a",
    "lead receives after asking about a shoot, until they book. Write as the studio, in the first person.",
    "",
    "Rules for every e-mail:",
    "- Plain text only: no HTML, no Markdown, no tags. Separate paragraphs with a blank line.",
    "- No links, web addresses or e-mail addresses. Where a link is wanted, write {{scheduling_link}}.",
    "- You may use these template variables, written exactly so, and no others:",
    variables,
    "- Never invent prices, dates, discounts, names or facts the studio did not give.",
    `- A subject is at most ${AI_LIMITS.subject} characters; a text at most ${AI_LIMITS.textBody}.`,
    "- daysAfterStart counts days from the day the lead joins the campaign (0 is that day); each",
    "  e-mail's day comes after the previous one's.",
    "",
    'Answer with JSON only: {"emails":[{"subject":"…","textBody":"…","daysAfterStart":0}, …]}.',
    "If you will not write this campaign, refuse instead of answering.",
  ].join("\n");
}

export function userPrompt(prompt: string, context: StudioContext): string {
  const spacing = context.emailFrequencyDays
    ? `about ${context.emailFrequencyDays} days apart, the first on day 0`
    : "spaced as suits the campaign, the first on day 0";
  const lines = [
    `Studio: ${context.businessName}`,
    `Kind of work: ${context.projectTypeLabel} photography`,
    `Leads in the stage(s): ${context.stages.join(", ")}`,
    context.style ? `The studio's style: ${context.style}` : null,
    context.priceRange ? `Its price range: ${context.priceRange}` : null,
    `Write exactly ${context.emailCount} e-mail${context.emailCount === 1 ? "" : "s"}, ${spacing}.`,
    "",
    "What the studio asks for:",
    prompt,
  ];
  return lines.filter((line) => line !== null).join("\n");
}
