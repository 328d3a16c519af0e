/**
 * The dashboard's getting-started list: the first things a new studio sets up, each ticked off from the
 * studio's own data (not from what was clicked), so it agrees with the pages it leads to.
 */

export type GettingStartedKey = "automations" | "hours" | "proposal";

export interface GettingStartedStep {
  key: GettingStartedKey;
  title: string;
  description: string;
  done: boolean;
}

export interface GettingStartedData {
  /** How many automations the studio has (any project type, on or off). */
  automations: number;
  /** The studio's weekly working hours, of which the switched-on ones count. */
  hours: readonly { isEnabled: boolean }[];
  /** The studio's newest proposals; one sent is enough. */
  proposals: readonly { sentAt: string | null }[];
  /** More proposals than the page holds: a studio that far along has sent one. */
  moreProposals?: boolean;
}

export function gettingStartedSteps(data: GettingStartedData): GettingStartedStep[] {
  return [
    {
      key: "automations",
      title: "Add the recommended automations",
      description:
        "Welcome e-mails, and projects that move on by themselves when a proposal is sent, signed and paid.",
      done: data.automations > 0,
    },
    {
      key: "hours",
      title: "Set your working hours",
      description: "Clients can book a consultation on your booking page only within them.",
      done: data.hours.some((day) => day.isEnabled),
    },
    {
      key: "proposal",
      title: "Send your first proposal",
      description: "Your client reviews, signs and pays online.",
      done: Boolean(data.moreProposals) || data.proposals.some((proposal) => proposal.sentAt !== null),
    },
  ];
}

/** The list is there while something is left to do. */
export function gettingStartedOpen(steps: readonly GettingStartedStep[]): boolean {
  return steps.some((step) => !step.done);
}
