/**
 * The questionnaire page's other faces: its branded frame, loading skeleton, not found, load error,
 * the thank-you after submitting, the read-only answers of a questionnaire already sent, and the
 * autosave's status line.
 */
import { format, isValid, parseISO } from "date-fns";
import { AlertTriangle, ArrowLeft, CircleCheck, CloudAlert, FileQuestion, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { BoneSet, type Bones } from "@/components/bones";
import { RetryButton } from "@/components/error-state";
import { PUBLIC_BONE, PublicHeaderBones } from "@/components/public-skeleton";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { brandFrom, brandStyle } from "@/lib/portal-brand";
import { cn } from "@/lib/utils";
import { answerText, type ClientQuestionnaire } from "../../../shared/questionnaire-answers";
import { PortalFrame, PortalMessageCard, StudioMark } from "./portal-layout";
import { sortQuestions } from "./questionnaire-form";
import type { SaveStatus } from "./use-client-questionnaire";

export const PORTAL_HOME = "/client-portal";
export const brandButtonClass = "bg-(--brand) text-(--brand-fg) hover:bg-(--brand)/90";

/** The photographer's header and colours around every face of a loaded questionnaire. */
export function QuestionnaireFrame({
  photographer,
  children,
  className,
}: {
  photographer: ClientQuestionnaire["photographer"];
  children: ReactNode;
  className?: string;
}) {
  return (
    <PortalFrame style={brandStyle(brandFrom(photographer.brandPrimary))} className={className}>
      <header className="sticky top-0 z-10 border-t-4 border-t-(--brand) border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-2xl items-center justify-between gap-3 px-4">
          <div className="flex min-w-0 items-center gap-3">
            <StudioMark businessName={photographer.businessName} logoUrl={photographer.logoUrl} />
            <span className="truncate font-semibold tracking-tight">{photographer.businessName}</span>
          </div>
          <Button asChild variant="ghost" size="sm">
            <Link href={PORTAL_HOME}>
              <ArrowLeft aria-hidden="true" />
              {/* On phones the business name needs the room: the arrow alone, named for screen readers. */}
              <span className="sr-only sm:not-sr-only">Your portal</span>
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-2xl px-4 py-6 sm:py-10">{children}</main>
    </PortalFrame>
  );
}

/** The form: its title and description, then four questions (the third a long answer). */
const FORM_BONES: readonly Bones[] = [
  { stack: ["h-8 w-3/4", "h-4 w-full", "h-4 w-2/3"], className: "gap-3" },
  ...[0, 1, 2, 3].map(
    (i): Bones => ({
      stack: [`h-5 ${i % 2 ? "w-1/2" : "w-2/5"}`, `w-full rounded-lg ${i === 2 ? "h-28" : "h-12"}`],
      className: "gap-2.5",
    }),
  ),
  "ml-auto hidden h-11 w-40 sm:block",
];

/** Shaped like the form: header, title and description, then four questions. */
export function QuestionnaireSkeleton() {
  return (
    <PortalFrame>
      <output aria-label="Loading questionnaire" className="block">
        <PublicHeaderBones width="max-w-2xl" />
        <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
          <div className="space-y-8 rounded-xl border bg-background p-5 shadow-sm sm:p-8">
            <BoneSet bones={FORM_BONES} tint={PUBLIC_BONE} />
          </div>
        </div>
        <div className="fixed inset-x-0 bottom-0 border-t bg-background p-3 sm:hidden">
          <BoneSet bones="h-12 w-full" tint={PUBLIC_BONE} />
        </div>
      </output>
    </PortalFrame>
  );
}

function BackToPortal({ label = "Back to the portal" }: { label?: string }) {
  return (
    <Button asChild variant="outline">
      <Link href={PORTAL_HOME}>{label}</Link>
    </Button>
  );
}

export function QuestionnaireNotFound() {
  return (
    <PortalMessageCard icon={FileQuestion} title="Questionnaire not found" action={<BackToPortal />}>
      <p>This questionnaire isn't in your portal. It may have been removed, or the link may be mistyped.</p>
    </PortalMessageCard>
  );
}

export function QuestionnaireLoadError({
  onRetry,
  isRetrying,
}: {
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <PortalMessageCard
      icon={AlertTriangle}
      title="We couldn't load this questionnaire"
      action={
        <>
          <RetryButton
            onRetry={onRetry}
            retrying={isRetrying}
            retryLabel="Try again"
            retryingLabel="Try again"
            variant="default"
          />
          <BackToPortal />
        </>
      }
    >
      <p>Something went wrong on our side or with the connection. Please try again in a moment.</p>
    </PortalMessageCard>
  );
}

export function QuestionnaireThankYou({
  businessName,
  onViewAnswers,
}: {
  businessName: string;
  onViewAnswers: () => void;
}) {
  return (
    <Card className="mt-4 sm:mt-10">
      <CardContent className="flex flex-col items-center gap-4 py-6 text-center" aria-live="polite">
        <span className="flex size-16 items-center justify-center rounded-full bg-(--brand)/10 text-(--brand-text)">
          <CircleCheck aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Thank you</h1>
        <p className="max-w-sm text-base text-muted-foreground">
          Your answers were sent to {businessName || "your photographer"}.
        </p>
        <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row-reverse">
          <Button asChild size="lg" className={brandButtonClass}>
            <Link href={PORTAL_HOME}>Back to the portal</Link>
          </Button>
          <Button variant="outline" size="lg" onClick={onViewAnswers}>
            View your answers
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

const longDate = (iso: string) => {
  const date = parseISO(iso);
  return isValid(date) ? format(date, "MMMM d, yyyy") : "";
};

/** A questionnaire already sent: every question with its answer, nothing editable. */
export function SubmittedAnswers({ questionnaire }: { questionnaire: ClientQuestionnaire }) {
  return (
    <Card>
      <CardContent className="space-y-8 sm:px-8">
        <div className="space-y-3">
          <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
            {questionnaire.title}
          </h1>
          {questionnaire.submittedAt ? (
            <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800">
              <CircleCheck aria-hidden="true" className="size-4" />
              Submitted {longDate(questionnaire.submittedAt)}
            </p>
          ) : null}
          {questionnaire.description ? (
            <p className="text-base whitespace-pre-line text-muted-foreground">{questionnaire.description}</p>
          ) : null}
        </div>
        <dl className="divide-y">
          {sortQuestions(questionnaire.questions).map((question) => {
            const text = answerText(question, questionnaire.answers[question.id]);
            return (
              <div key={question.id} className="space-y-1.5 py-4 first:pt-0 last:pb-0">
                <dt className="text-sm font-medium text-muted-foreground">{question.label}</dt>
                <dd
                  className={
                    text
                      ? "text-base break-words whitespace-pre-line"
                      : "text-base text-muted-foreground italic"
                  }
                >
                  {text || "No answer"}
                </dd>
              </div>
            );
          })}
        </dl>
        <div className="flex justify-center sm:justify-end">
          <BackToPortal />
        </div>
      </CardContent>
    </Card>
  );
}

/** The autosave's state, under the form or in the phone's action bar. */
const STATUS: Record<SaveStatus, { text: string; className: string }> = {
  idle: { text: "Your answers save as you type", className: "text-muted-foreground" },
  saving: { text: "Saving…", className: "text-muted-foreground" },
  saved: { text: "Saved", className: "text-emerald-700" },
  error: { text: "Couldn't save, retrying when you type again", className: "text-amber-700" },
};

export function SaveStatusLine({ status }: { status: SaveStatus }) {
  const Icon =
    status === "saving"
      ? LoaderCircle
      : status === "saved"
        ? CircleCheck
        : status === "error"
          ? CloudAlert
          : null;
  return (
    <output
      className={cn(
        "flex items-center justify-center gap-1.5 text-sm sm:justify-start",
        STATUS[status].className,
      )}
    >
      {Icon ? (
        <Icon aria-hidden="true" className={cn("size-4 shrink-0", status === "saving" && "animate-spin")} />
      ) : null}
      {STATUS[status].text}
    </output>
  );
}
