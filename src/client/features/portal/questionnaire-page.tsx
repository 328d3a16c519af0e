/**
 * /client-portal/questionnaires/:id: the client fills in a questionnaire their photographer sent. Phone
 * first and in the photographer's colours; the draft saves itself as they type, the answers are checked
 * with the same rules as the server's before they are sent, and a sent questionnaire is read-only.
 */
import { AlertTriangle } from "lucide-react";
import { type FocusEvent, type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { Redirect, useLocation, useParams } from "wouter";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError, errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import type { ClientQuestionnaire, QuestionSnapshot } from "../../../shared/questionnaire-answers";
import { QuestionnaireField } from "./questionnaire-field";
import {
  draftAnswers,
  type FieldErrors,
  fieldProblem,
  firstWrongId,
  initialValues,
  serverFieldErrors,
  sortQuestions,
  submittedAnswers,
  validateAnswers,
} from "./questionnaire-form";
import {
  brandButtonClass,
  PORTAL_HOME,
  QuestionnaireFrame,
  QuestionnaireLoadError,
  QuestionnaireNotFound,
  QuestionnaireSkeleton,
  QuestionnaireThankYou,
  SaveStatusLine,
  SubmittedAnswers,
} from "./questionnaire-states";
import {
  useClientQuestionnaire,
  useDraftAutosave,
  useReloadQuestionnaire,
  useSubmitQuestionnaire,
} from "./use-client-questionnaire";

export function QuestionnairePage() {
  const { id = "" } = useParams<{ id: string }>();
  const query = useClientQuestionnaire(id);

  if (query.isPending) return <QuestionnaireSkeleton />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    // Not signed in as a client (or signed in to the studio): the portal explains what to do.
    if (status === 401 || status === 403) return <Redirect to={PORTAL_HOME} replace />;
    if (status === 404 || status === 400) return <QuestionnaireNotFound />;
    return <QuestionnaireLoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  if (!query.data) return <Redirect to={PORTAL_HOME} replace />;
  return <QuestionnaireView key={id} id={id} questionnaire={query.data} />;
}

function QuestionnaireView({ id, questionnaire }: { id: string; questionnaire: ClientQuestionnaire }) {
  const [isThanking, setThanking] = useState(false);
  const { businessName } = questionnaire.photographer;

  useEffect(() => {
    document.title = `${questionnaire.title} · ${businessName}`;
  }, [questionnaire.title, businessName]);

  if (isThanking) {
    return (
      <QuestionnaireFrame photographer={questionnaire.photographer}>
        <QuestionnaireThankYou businessName={businessName} onViewAnswers={() => setThanking(false)} />
      </QuestionnaireFrame>
    );
  }
  if (questionnaire.submittedAt) {
    return (
      <QuestionnaireFrame photographer={questionnaire.photographer}>
        <SubmittedAnswers questionnaire={questionnaire} />
      </QuestionnaireFrame>
    );
  }
  return (
    <QuestionnaireFrame photographer={questionnaire.photographer} className="pb-36 sm:pb-0">
      <QuestionnaireForm
        id={id}
        questionnaire={questionnaire}
        onSubmitted={() => {
          setThanking(true);
          window.scrollTo({ top: 0 });
        }}
      />
    </QuestionnaireFrame>
  );
}

function QuestionnaireForm({
  id,
  questionnaire,
  onSubmitted,
}: {
  id: string;
  questionnaire: ClientQuestionnaire;
  onSubmitted: () => void;
}) {
  const [, navigate] = useLocation();
  const questions = useMemo(() => sortQuestions(questionnaire.questions), [questionnaire.questions]);
  // The form starts from the server's answers (a draft from before) and owns them from then on.
  const [values, setValues] = useState(() => initialValues(questions, questionnaire.answers));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [hasTriedSubmit, setTriedSubmit] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const reload = useReloadQuestionnaire(id);
  const goToPortal = () => navigate(PORTAL_HOME, { replace: true });
  const autosave = useDraftAutosave(id, { onSignedOut: goToPortal, onClosed: reload });
  const submit = useSubmitQuestionnaire(id, { onSubmitted });
  const hasRequired = questions.some((q) => q.isRequired);

  const setProblem = (questionId: string, problem: string | null) =>
    setErrors(({ [questionId]: _old, ...rest }) => (problem ? { ...rest, [questionId]: problem } : rest));

  const change = (question: QuestionSnapshot, value: string | string[]) => {
    if (submit.isPending) return;
    const next = { ...values, [question.id]: value };
    setValues(next);
    setFormError(null);
    // A message already shown follows the fix as it is typed; new ones wait for blur or submit.
    if (errors[question.id] || question.type === "MULTIPLE_CHOICE" || question.type === "CHECKBOX") {
      setProblem(question.id, fieldProblem(question, next, { blankIsWrong: hasTriedSubmit }));
    }
    autosave.schedule(draftAnswers(questions, next));
  };

  /**
   * Leaving a field shows what is wrong with it. Not when heading for the submit button: a message
   * appearing there would move the button away under the pointer, and submitting checks everything.
   * Only adds or updates a message; fixing the answer is what clears one.
   */
  const checkOnLeave = (question: QuestionSnapshot, event: FocusEvent) => {
    if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === "submit") return;
    const problem = fieldProblem(question, values, { blankIsWrong: hasTriedSubmit });
    if (problem) setProblem(question.id, problem);
  };

  const focusField = (questionId: string) => {
    const field = formRef.current?.querySelector<HTMLElement>(`[data-question="${questionId}"]`);
    // Radix's checkbox keeps a hidden input of its own for forms: skip it, focus the visible control.
    const visible = ':not([aria-hidden="true"])';
    const control =
      field?.querySelector<HTMLElement>(`input[type="radio"]:checked, button[data-state="checked"]`) ??
      field?.querySelector<HTMLElement>(`input${visible}, textarea, button`);
    control?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: "center", behavior: "smooth" });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    setTriedSubmit(true);
    setFormError(null);
    const answers = submittedAnswers(questions, values);
    const found = validateAnswers(questions, answers);
    setErrors(found.errors);
    if (found.firstId) {
      focusField(found.firstId);
      return;
    }
    autosave.pause();
    submit.mutate(answers, {
      onError: (error) => {
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 401) return goToPortal();
        if (status === 409) return reload();
        autosave.schedule(draftAnswers(questions, values));
        const fromServer = error instanceof ApiError ? serverFieldErrors(questions, error.body) : {};
        const first = firstWrongId(questions, fromServer);
        if (first) {
          setErrors(fromServer);
          focusField(first);
        } else {
          setFormError(
            status === 400
              ? errorMessage(error, "Some answers need another look.")
              : "We couldn't send your answers. They are kept here, so please try again in a moment.",
          );
        }
      },
    });
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="questionnaire-title"
      className="rounded-xl border bg-background shadow-sm"
    >
      <div className="space-y-8 px-5 py-6 sm:px-8 sm:py-8">
        <div className="space-y-3">
          <h1
            id="questionnaire-title"
            className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl"
          >
            {questionnaire.title}
          </h1>
          {questionnaire.description ? (
            <p className="text-base whitespace-pre-line text-muted-foreground">{questionnaire.description}</p>
          ) : null}
          {hasRequired ? (
            <p className="text-sm text-muted-foreground">
              Questions marked <span className="text-destructive">*</span> are required.
            </p>
          ) : null}
        </div>

        {questions.map((question) => (
          <QuestionnaireField
            key={question.id}
            question={question}
            value={values[question.id] ?? (question.type === "CHECKBOX" ? [] : "")}
            error={errors[question.id]}
            onChange={(value) => change(question, value)}
            onBlur={(event) => checkOnLeave(question, event)}
          />
        ))}

        {formError ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {formError}
          </p>
        ) : null}
      </div>

      {/* On phones the action bar stays at the bottom of the screen; from sm up it ends the card. */}
      <div className="fixed inset-x-0 bottom-0 z-10 border-t bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:static sm:rounded-b-xl sm:bg-slate-50/60 sm:px-8 sm:py-4 sm:backdrop-blur-none">
        <div className="mx-auto flex max-w-2xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <SaveStatusLine status={autosave.status} />
          <SubmitButton
            busy={submit.isPending}
            busyLabel="Submitting..."
            size="lg"
            className={cn("h-12 w-full text-base sm:w-auto sm:px-8", brandButtonClass)}
          >
            Submit answers
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
