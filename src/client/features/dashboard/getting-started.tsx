/**
 * Getting started: the first things a new studio sets up, ticked off from its data, with the one click
 * that adds the recommended starter automations. It shows only once its data is in and while something
 * is left to do, so a studio that has done it all never sees it.
 */
import { useQuery } from "@tanstack/react-query";
import { CircleCheck, CircleDashed, LoaderCircle, Rocket, Sparkles } from "lucide-react";
import type * as React from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { usePagedList } from "@/hooks/use-paged-list";
import { useAddStarterAutomations } from "@/hooks/use-starter-automations";
import type { Automation } from "../../../shared/automations";
import type { ProposalListItem } from "../../../shared/proposals";
import type { AvailabilityTemplate } from "../../../shared/scheduling";
import { SectionCard } from "./dashboard-section";
import { type GettingStartedKey, gettingStartedOpen, gettingStartedSteps } from "./getting-started-steps";

function StarterButton() {
  const starter = useAddStarterAutomations();
  return (
    <Button size="sm" disabled={starter.isPending} onClick={() => starter.mutate()}>
      {starter.isPending ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : (
        <Sparkles aria-hidden="true" />
      )}
      {starter.isPending ? "Adding..." : "Add starter automations"}
    </Button>
  );
}

const LINKS: Record<Exclude<GettingStartedKey, "automations">, { href: string; label: string }> = {
  hours: { href: "/scheduling", label: "Set hours" },
  proposal: { href: "/proposals/new", label: "New proposal" },
};

function StepAction({ step }: { step: GettingStartedKey }): React.ReactNode {
  if (step === "automations") return <StarterButton />;
  const link = LINKS[step];
  return (
    <Button asChild size="sm" variant="outline">
      <Link href={link.href}>{link.label}</Link>
    </Button>
  );
}

export function GettingStarted() {
  const automations = useQuery<Automation[]>({ queryKey: ["/api/automations"] });
  // The same cache entries as the scheduling and proposals pages.
  const hours = useQuery<AvailabilityTemplate[]>({ queryKey: ["/api/availability", "templates"] });
  // The newest page is enough: a studio with more proposals than a page has long since sent one.
  const proposals = usePagedList<ProposalListItem>("/api/proposals");
  if (!automations.data || !hours.data || !proposals.data) return null;

  const steps = gettingStartedSteps({
    automations: automations.data.length,
    hours: hours.data,
    proposals: proposals.items,
    moreProposals: proposals.hasNextPage,
  });
  if (!gettingStartedOpen(steps)) return null;
  const done = steps.filter((step) => step.done).length;

  return (
    <SectionCard
      id="dashboard-getting-started"
      title="Getting started"
      icon={Rocket}
      description={`${done} of ${steps.length} done. Each can be changed later.`}
    >
      <ol aria-label="Getting started steps" className="grid gap-3">
        {steps.map((step) => (
          <li
            key={step.key}
            className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center"
          >
            <span className="flex min-w-0 flex-1 gap-3">
              {step.done ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
              ) : (
                <CircleDashed aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
              )}
              <span className="grid min-w-0 gap-0.5">
                <span className="text-sm font-medium">
                  {step.title}
                  {step.done ? <span className="sr-only"> (done)</span> : null}
                </span>
                <span className="text-xs text-muted-foreground">{step.description}</span>
              </span>
            </span>
            {step.done ? null : (
              <span className="shrink-0 pl-8 sm:pl-0">
                <StepAction step={step.key} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
