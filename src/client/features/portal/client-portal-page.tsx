/**
 * /client-portal: what a signed-in client sees. Phone first and in the
 * photographer's colours; never shows invented data: an empty section says so.
 */
import { differenceInCalendarDays, format, isValid, parseISO } from "date-fns";
import { CalendarHeart, LogOut, Mail, MailOpen, Sparkles, Store } from "lucide-react";
import { useEffect, useState } from "react";
import { PublicLoadError } from "@/components/public-message";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api";
import { brandFrom, brandStyle } from "@/lib/portal-brand";
import { localIsoDate } from "../../../shared/automation-schedule";
import type { PortalView } from "../../../shared/portal";
import { PortalFrame, PortalMessageCard, PortalSkeleton, StudioMark } from "./portal-layout";
import {
  AppointmentsSection,
  ChecklistSection,
  ContactSection,
  ContractsSection,
  EstimatesSection,
  FilesSection,
  MessagesSection,
  NeedHelpSection,
  QuestionnairesSection,
  QuickLinksSection,
} from "./portal-sections";
import { SignInOffer, useSignInStudio } from "./portal-sign-in-form";
import { usePortal, usePortalSignOut } from "./use-portal";

/** Days to the event counted on its own calendar: "today" is the day it is where the event is. */
function countdown(date: Date, timeZone: string): string | null {
  const days = differenceInCalendarDays(date, parseISO(localIsoDate(new Date(), timeZone)));
  if (days < 0) return null;
  if (days === 0) return "It's today!";
  if (days === 1) return "Tomorrow!";
  return `${days.toLocaleString("en-US")} days to go`;
}

function WeddingDate({
  value,
  timeZone,
  businessName,
}: {
  value: string | null;
  timeZone: string;
  businessName: string;
}) {
  const date = value ? parseISO(value.slice(0, 10)) : null;
  const known = date && isValid(date);
  return (
    <div className="rounded-xl border bg-background p-5 shadow-sm">
      <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <CalendarHeart aria-hidden="true" className="size-4 text-(--brand-text)" />
        Wedding date
      </p>
      {known ? (
        <>
          <p className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">
            {format(date, "MMMM d, yyyy")}
          </p>
          {countdown(date, timeZone) ? (
            <p className="mt-1 text-sm text-(--brand-text)">{countdown(date, timeZone)}</p>
          ) : null}
        </>
      ) : (
        <>
          <p className="mt-2 text-xl font-semibold">Not set yet</p>
          <p className="mt-1 text-sm text-muted-foreground">Let {businessName} know once you have a date.</p>
        </>
      )}
    </div>
  );
}

function Portal({
  view,
  onSignOut,
  signingOut,
}: {
  view: PortalView;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const { client, photographer } = view;
  const brand = brandFrom(photographer.brandPrimary);

  useEffect(() => {
    document.title = `${photographer.businessName} · Your portal`;
  }, [photographer.businessName]);

  return (
    <PortalFrame style={brandStyle(brand)} className="pb-24 sm:pb-0">
      <header className="sticky top-0 z-10 border-t-4 border-t-(--brand) border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4">
          <div className="flex min-w-0 items-center gap-3">
            <StudioMark businessName={photographer.businessName} logoUrl={photographer.logoUrl} />
            <span className="truncate font-semibold tracking-tight">{photographer.businessName}</span>
          </div>
          <Button variant="ghost" size="sm" onClick={onSignOut} disabled={signingOut}>
            <LogOut aria-hidden="true" />
            {signingOut ? "Signing out..." : "Sign out"}
          </Button>
        </div>
      </header>

      <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:py-10">
        <section aria-labelledby="portal-welcome" className="space-y-5">
          <div className="space-y-1">
            <p className="text-sm text-muted-foreground">Your client portal</p>
            <h1
              id="portal-welcome"
              className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
            >
              Welcome, {client.firstName}
            </h1>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <WeddingDate
              value={client.weddingDate}
              timeZone={client.weddingTimeZone}
              businessName={photographer.businessName}
            />
            {client.stage ? (
              <div className="rounded-xl border bg-background p-5 shadow-sm">
                <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
                  <Sparkles aria-hidden="true" className="size-4 text-(--brand-text)" />
                  Where things stand
                </p>
                <p className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">{client.stage.name}</p>
              </div>
            ) : null}
          </div>
        </section>

        <div className="grid items-start gap-6 md:grid-cols-5">
          <div className="space-y-6 md:col-span-3">
            <EstimatesSection estimates={view.estimates} />
            <MessagesSection businessName={photographer.businessName} />
            <ContractsSection contracts={view.contracts} />
            <FilesSection />
            <AppointmentsSection bookings={view.bookings} />
            <ChecklistSection items={view.checklistItems} />
            <QuestionnairesSection questionnaires={view.questionnaires} />
          </div>
          <div className="space-y-6 md:col-span-2">
            <QuickLinksSection links={view.links} />
            <ContactSection photographer={photographer} />
            <NeedHelpSection photographer={photographer} />
          </div>
        </div>

        <div className="flex justify-center pt-2">
          <Button variant="outline" onClick={onSignOut} disabled={signingOut}>
            <LogOut aria-hidden="true" />
            {signingOut ? "Signing out..." : "Sign out"}
          </Button>
        </div>
      </main>

      {photographer.email ? (
        <div className="fixed inset-x-0 bottom-0 z-10 border-t bg-background/95 p-3 backdrop-blur sm:hidden">
          <Button asChild size="lg" className="w-full bg-(--brand) text-(--brand-fg) hover:bg-(--brand)/90">
            <a href={`mailto:${photographer.email}`}>
              <Mail aria-hidden="true" />
              Email {photographer.businessName}
            </a>
          </Button>
        </div>
      ) : null}
    </PortalFrame>
  );
}

export function ClientPortalPage() {
  const portal = usePortal();
  const signOut = usePortalSignOut();
  const [signedOutFrom, setSignedOutFrom] = useState<string | null>(null);
  const studio = useSignInStudio();

  if (signedOutFrom !== null) {
    return (
      <PortalMessageCard icon={LogOut} title="You're signed out">
        <SignInOffer
          studio={studio}
          lead="To open your portal again, have a new sign-in link emailed to you."
          fallback={
            <p>
              To open your portal again, ask {signedOutFrom || "your photographer"} to email you a new login
              link.
            </p>
          }
        />
      </PortalMessageCard>
    );
  }
  if (portal.isPending) return <PortalSkeleton />;
  if (portal.isError) {
    const status = portal.error instanceof ApiError ? portal.error.status : 0;
    if (status === 403) {
      // A photographer signed in to the studio: the portal is what their clients see.
      return (
        <PortalMessageCard
          icon={Store}
          title="This page is for your clients"
          action={
            <Button asChild>
              <a href="/">Back to your studio</a>
            </Button>
          }
        >
          <p>You're signed in to your studio. Clients open their portal from the login link you send them.</p>
        </PortalMessageCard>
      );
    }
    const gone = status === 404;
    if (gone) {
      return (
        <PortalMessageCard icon={MailOpen} title="Your portal is no longer available">
          <p>Please get in touch with your photographer if you think this is a mistake.</p>
        </PortalMessageCard>
      );
    }
    return <PublicLoadError frame={PortalMessageCard} title="We couldn't load your portal" query={portal} />;
  }
  if (!portal.data) {
    return (
      <PortalMessageCard icon={MailOpen} title="Open your portal from your email">
        <p>Your client portal opens from the link your photographer emailed you.</p>
        <SignInOffer
          studio={studio}
          lead="If that link has expired or was already used, have a new one emailed to you."
          fallback={<p>If that link has expired or was already used, just ask them to send you a new one.</p>}
        />
      </PortalMessageCard>
    );
  }

  const businessName = portal.data.photographer.businessName;
  return (
    <Portal
      view={portal.data}
      signingOut={signOut.isPending}
      onSignOut={() => signOut.mutate(undefined, { onSettled: () => setSignedOutFrom(businessName) })}
    />
  );
}
