import { useQueryClient } from "@tanstack/react-query";
import { Info } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { flushSync } from "react-dom";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { isUnknownClient, useChosenClient } from "@/features/clients";
import { ProposalContractSection } from "@/features/contracts";
import { usePhotographerSettings } from "@/hooks/use-photographer-settings";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { parseQty } from "@/lib/form-values";
import type { ClientDetail } from "../../../shared/clients";
import { parseMoney } from "../../../shared/money-input";
import { type Proposal, type ProposalInput, taxedAmountCents } from "../../../shared/proposals";
import { ProposalDetailsSection } from "./proposal-details-section";
import { draftTotals, fieldIdFor, type ProposalDraft } from "./proposal-form";
import { ProposalItemsSection } from "./proposal-items-section";
import { ProposalSummary } from "./proposal-summary";
import { ProposalTermsSection } from "./proposal-terms-section";
import { offerResendAfterSave } from "./proposal-versions";
import { ResendAfterEditDialog } from "./resend-after-edit-dialog";
import { newScheduleDraft, type ScheduleDraft } from "./schedule-builder";
import { SCHEDULE_SECTION_ID, ScheduleBuilder } from "./schedule-builder-section";
import { useProposalDraft } from "./use-proposal-draft";
import { useCreateProposal, useUpdateProposal } from "./use-proposals";
import type { StudioProposal } from "./use-schedule";
import { useScheduleDraft } from "./use-schedule-draft";

interface ProposalEditorProps {
  /** The proposal being changed (saved with PUT); absent when creating one. */
  editingId?: string;
  initial: () => ProposalDraft;
  /** The saved proposal's payment schedule as the builder shows it; a new proposal starts from the default. */
  initialSchedule?: () => ScheduleDraft;
  /** Said before saving a proposal the client already has (sentProposalNotice). */
  notice?: string | null;
}

/** The proposal form: details, items, terms, and the live summary with the buttons. */
export function ProposalEditor({ editingId, initial, initialSchedule, notice }: ProposalEditorProps) {
  const [, navigate] = useLocation();
  // A sent proposal, once saved: the client may be told about the new version before leaving.
  const [resendOffer, setResendOffer] = useState<Proposal | null>(null);
  // Only the chosen client is read (with their projects), never the whole client or project list.
  const queryClient = useQueryClient();
  const chosenClient = (clientId: string) =>
    queryClient.getQueryState<ClientDetail>(["/api/clients", clientId]);
  // A new proposal is priced in the studio's currency and at its tax; a saved one keeps its own.
  const settings = usePhotographerSettings();
  const studioPricing = !editingId && settings.data ? settings.data : undefined;
  const create = useCreateProposal();
  const update = useUpdateProposal();

  const projectsOf = (clientId: string) => chosenClient(clientId)?.data?.projects;
  const state = useProposalDraft(initial, {
    // A client the server does not know (404) is dropped; one not read yet is kept meanwhile.
    clientIds: (clientId) => {
      const read = chosenClient(clientId);
      if (read?.status === "success") return true;
      return read?.status === "error" && isUnknownClient(read.error) ? false : undefined;
    },
    projectIdsOf: (clientId) => projectsOf(clientId)?.map((project) => project.id),
    pricing: studioPricing && {
      currency: studioPricing.currency,
      taxRateBasisPoints: studioPricing.taxRateBasisPoints,
      taxBase: studioPricing.taxBase,
      taxLabel: studioPricing.taxLabel,
    },
  });
  const totals = draftTotals(state.draft);
  const { pricing } = state.draft;
  const taxedCents = taxedAmountCents(
    state.draft.items.map((item) => ({
      qty: parseQty(item.qty),
      unitCents: parseMoney(item.unitPrice, pricing.currency),
      taxable: item.taxable,
    })),
    totals.discountCents,
    pricing.taxBase,
  );
  // The presets date the last instalments from the event: the project's date, else the client's.
  const project = projectsOf(state.draft.clientId)?.find((p) => p.id === state.draft.projectId);
  // Subscribes to the chosen client, so the form redraws (and the checks above rerun) once it is read.
  const chosen = useChosenClient(state.draft.clientId);
  const client = chosen.data;
  const schedule = useScheduleDraft(initialSchedule ?? newScheduleDraft, {
    totals,
    currency: pricing.currency,
    eventDate: project?.eventDate ?? client?.eventDate ?? null,
  });
  const busy = create.isPending || update.isPending || schedule.busy;

  const save = (input: ProposalInput) => {
    const done = (message: string) => {
      toast({ title: message });
      navigate("/proposals");
    };
    const failed = (title: string) => (error: unknown) =>
      toast({ variant: "destructive", title, description: errorMessage(error, "Please try again.") });
    /**
     * The schedule is written once the proposal is (its total is the proposal's). If it is refused, the
     * proposal stays saved and the form stays open on it, saying why.
     */
    const withSchedule = async (saved: StudioProposal) => {
      const refusal = await schedule.persist(saved.id);
      if (refusal) {
        toast({ variant: "destructive", title: "The payment schedule was not saved", description: refusal });
        if (!editingId) navigate(`/proposals/new?edit=${encodeURIComponent(saved.id)}`);
        return false;
      }
      if (saved.scheduleReset && !schedule.changed) {
        toast({
          title: "Payment schedule reset",
          description:
            "Its fixed amounts no longer added up to the new total, so it went back to deposit and balance.",
        });
      }
      return true;
    };
    if (editingId) {
      update.mutate(
        { id: editingId, input },
        {
          onSuccess: async (saved) => {
            if (!(await withSchedule(saved))) return;
            if (!offerResendAfterSave(saved)) return done("Proposal updated successfully!");
            toast({ title: "Proposal updated successfully!" });
            setResendOffer(saved);
          },
          onError: failed("Failed to update proposal"),
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: async (saved) => {
          if (await withSchedule(saved)) done("Proposal created successfully!");
        },
        onError: failed("Failed to create proposal"),
      });
    }
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const scheduleReady = schedule.ready();
    if (state.validation.ok && scheduleReady) {
      save(state.validation.input);
      return;
    }
    if (state.validation.ok) {
      document.getElementById(SCHEDULE_SECTION_ID)?.focus();
      return;
    }
    // Every message shows now; focus goes to the first field that needs attention.
    flushSync(state.markSubmitted);
    const first = Object.keys(state.errors)[0];
    const id = first ? fieldIdFor(first, state.draft.items) : undefined;
    if (id) document.getElementById(id)?.focus();
  };

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div className="grid min-w-0 gap-6">
          <ProposalDetailsSection
            state={state}
            projects={state.draft.clientId ? projectsOf(state.draft.clientId) : []}
            projectsFailed={chosen.isError && !isUnknownClient(chosen.error)}
          />
          <ProposalItemsSection state={state} />
          <ProposalTermsSection state={state} />
          <ScheduleBuilder
            draft={schedule.draft}
            onChange={schedule.setDraft}
            totals={totals}
            currency={pricing.currency}
            dates={schedule.dates}
            showErrors={schedule.showErrors}
          />
        </div>
        <aside aria-label="Summary" className="lg:sticky lg:top-6">
          <ProposalSummary totals={totals} pricing={pricing} taxedCents={taxedCents}>
            {notice ? (
              <p
                id="proposal-sent-notice"
                className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
              >
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{notice}</span>
              </p>
            ) : null}
            <div className="grid gap-2">
              <SubmitButton
                busy={busy}
                busyLabel={editingId ? "Saving..." : "Creating..."}
                size="lg"
                aria-describedby={notice ? "proposal-sent-notice" : undefined}
              >
                {editingId ? "Save Changes" : "Create Proposal"}
              </SubmitButton>
              <Button variant="outline" asChild>
                <Link href="/proposals">Cancel</Link>
              </Button>
            </div>
          </ProposalSummary>
        </aside>
      </form>
      {/* Outside the form: the contract saves on its own, and its buttons must not submit the proposal. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <ProposalContractSection proposalId={editingId} />
        </div>
      </div>
      <ResendAfterEditDialog
        proposal={resendOffer}
        onDone={() => {
          setResendOffer(null);
          navigate("/proposals");
        }}
      />
    </>
  );
}
