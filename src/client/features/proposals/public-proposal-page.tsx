/**
 * /public/proposals/{token}: the page a couple opens from
 * the photographer's e-mail. Phone first, no studio chrome, its own small chunk. It reads the proposal
 * and its payment plan, lets them sign it (drawn or typed signature) while it is open, then offers the
 * next instalment, the whole balance and autopay, and the invoice and receipts to download.
 */
import { useQuery } from "@tanstack/react-query";
import { ArrowDown, FileQuestion } from "lucide-react";
import { useEffect, useState } from "react";
import { useParams, useSearch } from "wouter";
import { PublicLoadError } from "@/components/public-message";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api";
import { formatMoney } from "../../../shared/currency";
import type { PublicProposalView } from "../../../shared/public-proposals";
import { PaymentReturnBanner, usePaymentReturn } from "./payment-return-banner";
import { BRAND_FILL_HOVER, proposalBrandStyle } from "./public-proposal-brand";
import { ContractSection } from "./public-proposal-contract";
import { DocumentsSection } from "./public-proposal-documents";
import { balanceCents, isSignedView, paymentBanner, statusLabel, statusTone } from "./public-proposal-format";
import {
  ExpiredBanner,
  ItemsSection,
  NotesSection,
  ProposalHeader,
  ProposalHero,
  TotalsSection,
} from "./public-proposal-parts";
import { PaymentOptions, SignedPanel } from "./public-proposal-pay";
import { usePaying } from "./public-proposal-paying";
import { PaymentPlan } from "./public-proposal-plan";
import { AUTOPAY_OFF, offerAutopay, payChoices, unpaidInstallments } from "./public-proposal-schedule";
import { SignProposalSection } from "./public-proposal-sign";
import { ProposalFrame, ProposalMessage, ProposalSkeleton } from "./public-proposal-states";

/** The phone's sticky action bar: the one next step, hidden while its section is on screen. */
function StickyAction({
  targetId,
  label,
  caption,
  amount,
}: {
  targetId: string;
  label: string;
  caption: string;
  amount: string;
}) {
  const [targetVisible, setTargetVisible] = useState(false);
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setTargetVisible(Boolean(entry?.isIntersecting)), {
      threshold: 0.15,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);

  if (targetVisible) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-10 border-t bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:hidden">
      <div className="flex items-center justify-between gap-3">
        <p className="flex min-w-0 flex-col">
          <span className="text-xs text-muted-foreground">{caption}</span>
          <span className="text-lg leading-tight font-semibold tabular-nums">{amount}</span>
        </p>
        <Button
          size="lg"
          className={`h-11 shrink-0 ${BRAND_FILL_HOVER}`}
          onClick={() =>
            document.getElementById(targetId)?.scrollIntoView({ behavior: "smooth", block: "start" })
          }
        >
          {label}
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

function ProposalDocument({
  view,
  token,
  queryKey,
}: {
  view: PublicProposalView;
  token: string;
  queryKey: readonly unknown[];
}) {
  const signed = isSignedView(view);
  const label = statusLabel(view);
  const { businessName, emailFromAddr, brandPrimary, brandSecondary } = view.photographer;
  const balance = balanceCents(view);
  const banner = paymentBanner(usePaymentReturn(useSearch()), view);
  const money = (minor: number) => formatMoney(minor, view.currency);
  // Until every server answers them, a missing schedule, receipts or autopay reads as none and off.
  const schedule = view.schedule ?? [];
  const paying = usePaying(token, offerAutopay(schedule, view.autopay ?? AUTOPAY_OFF));
  const mainChoice = payChoices(schedule, balance, view.paidCents, money)[0];
  const unpaid = unpaidInstallments(schedule);
  const plan = (
    <PaymentPlan
      schedule={schedule}
      balanceCents={balance}
      money={money}
      paying={view.canPay ? paying : null}
    />
  );

  useEffect(() => {
    document.title = `${view.title} · ${businessName}`;
  }, [view.title, businessName]);

  return (
    <ProposalFrame style={proposalBrandStyle(brandPrimary, brandSecondary)}>
      <ProposalHeader view={view} />
      <main className="mx-auto max-w-3xl space-y-8 px-4 pt-8 pb-28 sm:px-6 sm:py-12">
        {view.isExpired && !signed ? (
          <ExpiredBanner validUntil={view.validUntil} from={businessName} />
        ) : null}
        {banner ? <PaymentReturnBanner banner={banner} queryKey={queryKey} /> : null}
        <ProposalHero view={view} statusLabel={label} tone={statusTone(view, label)} />
        {signed ? <SignedPanel view={view} /> : null}
        {view.canPay ? (
          <PaymentOptions token={token} view={view} paying={paying} queryKey={queryKey} />
        ) : null}
        {view.canPay ? plan : null}
        <ItemsSection items={view.items} currency={view.currency} />
        <TotalsSection view={view} />
        {view.canPay ? null : plan}
        {view.notes?.trim() ? <NotesSection notes={view.notes} from={businessName} /> : null}
        {signed ? <DocumentsSection token={token} receipts={view.receipts ?? []} money={money} /> : null}
        {view.contract && (view.contract.signed || view.contract.status !== "VOID") ? (
          <ContractSection contract={view.contract} token={token} />
        ) : null}
        {view.canSign ? <SignProposalSection token={token} view={view} queryKey={queryKey} /> : null}
        <footer className="border-t pt-6 text-center text-sm text-(--brand-secondary-text)">
          {emailFromAddr ? (
            <p>
              Questions about this proposal?{" "}
              <a href={`mailto:${emailFromAddr}`} className="font-medium text-(--brand-text) hover:underline">
                Email {businessName}
              </a>
            </p>
          ) : (
            <p>Questions about this proposal? Just reply to {businessName}'s email.</p>
          )}
        </footer>
      </main>
      {view.canSign ? (
        <StickyAction
          targetId="sign"
          label="Review & sign"
          caption="Total"
          amount={formatMoney(view.totalCents, view.currency)}
        />
      ) : view.canPay && mainChoice ? (
        <StickyAction
          targetId="pay"
          label="Pay now"
          caption={unpaid.length > 1 && unpaid[0] ? `${unpaid[0].label} due` : "Balance due"}
          amount={money(mainChoice.amountCents)}
        />
      ) : null}
    </ProposalFrame>
  );
}

export function PublicProposalPage() {
  const { token = "" } = useParams<{ token: string }>();
  const queryKey = ["/api/public/proposals", token] as const;
  const proposal = useQuery<PublicProposalView>({ queryKey, enabled: token !== "" });

  if (
    token === "" ||
    (proposal.isError && proposal.error instanceof ApiError && proposal.error.status === 404)
  ) {
    return (
      <ProposalMessage icon={FileQuestion} title="Proposal Not Found">
        <p>This proposal doesn't exist or may have expired.</p>
        <p>Please check the link in your email, or ask your photographer to send it again.</p>
      </ProposalMessage>
    );
  }
  if (proposal.isPending) return <ProposalSkeleton />;
  if (proposal.isError) {
    return (
      <PublicLoadError frame={ProposalMessage} title="We couldn't load this proposal" query={proposal} />
    );
  }
  return <ProposalDocument view={proposal.data} token={token} queryKey={queryKey} />;
}
