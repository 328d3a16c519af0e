/**
 * The route table. Sign-in, every public page and the studio each load as separate chunks,
 * so a client opening a proposal link never downloads the photographer's app (bench/public-bundle.mjs
 * holds the public proposal page's first load under 120 kB gzipped).
 */
import { lazy, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { PageSpinner } from "@/components/layout/page-spinner";

const LoginPage = lazy(() => import("./features/auth/login-page").then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import("./features/auth/register-page").then((m) => ({ default: m.RegisterPage })),
);
const CheckoutPage = lazy(() =>
  import("./features/payments/checkout-page").then((m) => ({ default: m.CheckoutPage })),
);
const PaymentSuccessPage = lazy(() =>
  import("./features/payments/payment-success-page").then((m) => ({ default: m.PaymentSuccessPage })),
);
const TestCheckoutPage = lazy(() =>
  import("./features/payments/test-checkout-page").then((m) => ({ default: m.TestCheckoutPage })),
);
const TestOnboardingPage = lazy(() =>
  import("./features/payments/test-onboarding-page").then((m) => ({ default: m.TestOnboardingPage })),
);
const ClientPortalPage = lazy(() =>
  import("./features/portal/client-portal-page").then((m) => ({ default: m.ClientPortalPage })),
);
const PortalLoginPage = lazy(() =>
  import("./features/portal/portal-login-page").then((m) => ({ default: m.PortalLoginPage })),
);
const QuestionnairePage = lazy(() =>
  import("./features/portal/questionnaire-page").then((m) => ({ default: m.QuestionnairePage })),
);
const PublicProposalPage = lazy(() =>
  import("./features/proposals/public-proposal-page").then((m) => ({ default: m.PublicProposalPage })),
);
const PublicBookingPage = lazy(() =>
  import("./features/scheduling/public-booking-page").then((m) => ({ default: m.PublicBookingPage })),
);
const PublicCalendarPage = lazy(() =>
  import("./features/scheduling/public-calendar-route").then((m) => ({ default: m.PublicCalendarRoute })),
);
const VerifyPage = lazy(() =>
  import("./features/contracts/verify-page").then((m) => ({ default: m.VerifyPage })),
);
const ExportLinkPage = lazy(() =>
  import("./features/exports/export-link-page").then((m) => ({ default: m.ExportLinkPage })),
);
const StudioOrNotFound = lazy(() => import("./components/layout/studio-gate"));

export function App() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/login" component={LoginPage} />
        <Route path="/auth/login" component={LoginPage} />
        <Route path="/register" component={RegisterPage} />
        <Route path="/auth/register" component={RegisterPage} />
        <Route path="/checkout" component={CheckoutPage} />
        <Route path="/payment-success" component={PaymentSuccessPage} />
        <Route path="/test-checkout/:sessionId" component={TestCheckoutPage} />
        <Route path="/test-onboarding/:accountId" component={TestOnboardingPage} />
        <Route path="/client-portal/login" component={PortalLoginPage} />
        <Route path="/client-portal" component={ClientPortalPage} />
        <Route path="/client-portal/questionnaires/:id" component={QuestionnairePage} />
        <Route path="/public/proposals/:token" component={PublicProposalPage} />
        <Route path="/estimates/:token">
          {(params) => <Redirect to={`/public/proposals/${encodeURIComponent(params.token)}`} replace />}
        </Route>
        <Route path="/public/booking/:token" component={PublicBookingPage} />
        <Route path="/booking/calendar/:publicToken/:slug?" component={PublicCalendarPage} />
        <Route path="/verify" component={VerifyPage} />
        <Route path="/exports/:token" component={ExportLinkPage} />
        <Route component={StudioOrNotFound} />
      </Switch>
    </Suspense>
  );
}
