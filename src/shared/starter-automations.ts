/**
 * The recommended starter automations a new studio can add in one click (POST /api/automations/starter-set):
 * the pipeline moves that follow a proposal (sent, signed, paid in full) and two welcome e-mails. They
 * are made for every project type from the studio's own stages, found by name, and are ordinary
 * automations afterwards: listed on the Automations page, each with its switch.
 */
import type { Automation, BusinessTriggerType } from "./automations.js";

/** A stage of the studio's pipeline the starter set needs, found by its name. */
export type StarterStage = "first" | "proposal" | "booked" | "preEvent";

/** How each needed stage is recognised (the first stage is the type's default stage). */
export const STARTER_STAGE_NAMES: Record<Exclude<StarterStage, "first">, RegExp> = {
  proposal: /proposal/i,
  booked: /^booked$/i,
  preEvent: /^pre[\s-]?event$/i,
};

export interface StarterTemplate {
  name: string;
  subject: string;
  textBody: string;
}

/** The welcome e-mails' wording, for every project type: nothing in them assumes a wedding. */
export const STARTER_TEMPLATES = {
  inquiry: {
    name: "Welcome: thank you for your inquiry",
    subject: "Thank you for getting in touch, {{firstName}}",
    textBody: `Hi {{firstName}},

Thank you for reaching out to {{businessName}}! Your inquiry has arrived, and I will get back to you personally soon.

If you would like to talk sooner, you can pick a time for a call here: {{scheduling_link}}

Talk soon,
{{businessName}}`,
  },
  booked: {
    name: "Welcome: you're booked",
    subject: "You're booked, {{firstName}}!",
    textBody: `Hi {{firstName}},

It's official: you're booked with {{businessName}}, and I'm so glad to be working with you.

I'll be in touch about the next steps as the date gets closer. If anything comes up in the meantime, just reply to this e-mail.

Warmly,
{{businessName}}`,
  },
} as const satisfies Record<string, StarterTemplate>;

interface StarterBase {
  /** Stable, so the set can tell what it already added. */
  key: string;
  name: string;
  /** One sentence for the list shown before adding them. */
  description: string;
}

export type StarterAutomationSpec = StarterBase &
  (
    | {
        kind: "move";
        trigger: BusinessTriggerType;
        target: StarterStage;
        /** Moves only a project in this stage (so a late payment never moves one backwards). */
        onlyFrom?: StarterStage;
      }
    | { kind: "email"; stage: StarterStage; template: keyof typeof STARTER_TEMPLATES }
  );

export const STARTER_AUTOMATIONS: readonly StarterAutomationSpec[] = [
  {
    key: "welcome-inquiry",
    kind: "email",
    name: "Welcome new inquiries",
    description: "E-mails a thank-you the moment a new inquiry arrives.",
    stage: "first",
    template: "inquiry",
  },
  {
    key: "proposal-sent",
    kind: "move",
    name: "Proposal sent: move to Proposal Sent",
    description: "Moves the project to Proposal Sent when you send its proposal.",
    trigger: "PROPOSAL_SENT",
    target: "proposal",
  },
  {
    key: "proposal-signed",
    kind: "move",
    name: "Proposal signed: move to Booked",
    description: "Moves the project to Booked when the client signs.",
    trigger: "ESTIMATE_ACCEPTED",
    target: "booked",
  },
  {
    key: "paid-in-full",
    kind: "move",
    name: "Paid in full: move to Pre-Event",
    description: "Moves a booked project to Pre-Event once it is paid in full.",
    trigger: "FULL_PAYMENT_MADE",
    target: "preEvent",
    onlyFrom: "booked",
  },
  {
    key: "welcome-booked",
    kind: "email",
    name: "Welcome aboard",
    description: "E-mails a welcome when a project reaches Booked.",
    stage: "booked",
    template: "booked",
  },
];

/** POST /api/automations/starter-set: 201 with what it added, 200 with nothing when all was there. */
export interface StarterSetResult {
  created: Automation[];
  /** The welcome e-mails' templates it had to add (an existing template of the same name is reused). */
  templatesCreated: { id: string; name: string }[];
  message: string;
}
