/**
 * /test-onboarding/{accountId}?return=…: the built-in provider's stand-in for Stripe's hosted Connect
 * onboarding. Settings opens it in a popup and polls the account status; completing here enables
 * payouts, then the popup closes itself (or, opened as a full page, goes back to the return address).
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { BadgeCheck, Building2, CircleCheck, FileQuestion } from "lucide-react";
import { useEffect } from "react";
import { useParams, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { SubmitButton } from "@/components/ui/submit-button";
import { apiRequest } from "@/lib/api";
import { PaymentFrame, PaymentMessage } from "./payment-frame";

interface TestAccount {
  businessName: string;
  email: string;
  completed: boolean;
}

/** Only our own pages are valid return addresses: a crafted link must not bounce people elsewhere. */
function safeReturn(search: string): string {
  const raw = new URLSearchParams(search).get("return");
  if (!raw) return "/settings?tab=integrations";
  try {
    const url = new URL(raw, window.location.origin);
    return url.origin === window.location.origin ? url.pathname + url.search : "/settings?tab=integrations";
  } catch {
    return "/settings?tab=integrations";
  }
}

function finish(returnTo: string) {
  if (window.opener && !window.opener.closed) {
    window.close();
    return;
  }
  window.location.assign(returnTo);
}

export function TestOnboardingPage() {
  const { accountId = "" } = useParams<{ accountId: string }>();
  const returnTo = safeReturn(useSearch());
  const account = useQuery<TestAccount>({
    queryKey: ["/api/test-onboarding", accountId],
    enabled: accountId !== "",
    retry: false,
  });
  const complete = useMutation({
    mutationFn: () => apiRequest("POST", `/api/test-onboarding/${encodeURIComponent(accountId)}/complete`),
    onSuccess: () => finish(returnTo),
  });

  useEffect(() => {
    document.title = "Set up payouts · Test mode";
  }, []);

  if (account.isPending && accountId !== "") {
    return (
      <PaymentFrame testMode>
        <Skeleton className="h-96 w-full rounded-xl" />
      </PaymentFrame>
    );
  }
  if (account.isError || !account.data) {
    return (
      <PaymentFrame testMode>
        <PaymentMessage icon={FileQuestion} tone="warning" title="Account not found">
          <p>This setup link is no longer valid. Go back to Settings and choose Connect again.</p>
        </PaymentMessage>
      </PaymentFrame>
    );
  }
  if (account.data.completed) {
    return (
      <PaymentFrame testMode>
        <PaymentMessage
          icon={CircleCheck}
          tone="success"
          title="Payouts are set up"
          action={<Button onClick={() => finish(returnTo)}>Back to Focal</Button>}
        >
          <p>{account.data.businessName} can take card payments and request payouts.</p>
        </PaymentMessage>
      </PaymentFrame>
    );
  }

  const { businessName, email } = account.data;
  return (
    <PaymentFrame testMode>
      <Card>
        <CardContent className="space-y-6 py-7">
          <div className="space-y-2">
            <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary-solid">
              <Building2 aria-hidden="true" className="size-6" />
            </span>
            <h1 className="text-xl font-semibold tracking-tight">Set up payouts for {businessName}</h1>
            <p className="text-sm text-muted-foreground">
              With Stripe configured, this is where Stripe asks for your business and bank details. In test
              mode nothing is asked: completing setup enables card payments and payouts at once.
            </p>
          </div>
          <dl className="grid gap-3 rounded-lg border bg-slate-50 p-4 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">Business</dt>
              <dd className="truncate font-medium">{businessName}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">E-mail</dt>
              <dd className="truncate font-medium">{email}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">Bank account</dt>
              <dd className="font-medium">Test bank •••• 6789</dd>
            </div>
          </dl>
          {complete.isError ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
            >
              Setup could not be completed. Please try again.
            </p>
          ) : null}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (!complete.isPending) complete.mutate();
            }}
          >
            <SubmitButton
              busy={complete.isPending}
              busyLabel="Completing..."
              size="lg"
              className="h-12 w-full"
            >
              <BadgeCheck aria-hidden="true" />
              Complete setup
            </SubmitButton>
          </form>
        </CardContent>
      </Card>
    </PaymentFrame>
  );
}
