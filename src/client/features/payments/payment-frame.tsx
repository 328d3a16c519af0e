/**
 * The frame of the payment pages a client or photographer reaches outside the studio (test checkout,
 * test onboarding, /checkout, /payment-success): phone first, one card, and a clear TEST MODE mark
 * whenever no real money can move.
 */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";

export function TestModeBadge() {
  return (
    <span className="inline-flex items-center rounded-full border border-amber-300 bg-amber-100 px-2.5 py-0.5 text-[11px] font-semibold tracking-wider text-amber-900 uppercase">
      Test mode
    </span>
  );
}

export function PaymentFrame({
  children,
  testMode = false,
  footer,
}: {
  children: ReactNode;
  testMode?: boolean;
  footer?: ReactNode;
}) {
  return (
    <div className="min-h-svh bg-linear-to-b from-slate-50 to-slate-100">
      {testMode ? (
        <div className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-xs text-amber-900">
          <TestModeBadge /> <span className="ml-1.5">No real card is charged on this page.</span>
        </div>
      ) : null}
      <main className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8 sm:py-14">
        {children}
        {footer ? <div className="text-center text-sm text-muted-foreground">{footer}</div> : null}
      </main>
    </div>
  );
}

/** One message on its own (not found, already paid, done), with the next step. */
export function PaymentMessage({
  icon: Icon,
  tone = "info",
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  tone?: "info" | "success" | "warning";
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const toneClass = {
    info: "bg-blue-50 text-primary-solid",
    success: "bg-green-50 text-green-700",
    warning: "bg-amber-50 text-amber-700",
  }[tone];
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-8 text-center">
        <span className={`flex size-14 items-center justify-center rounded-full ${toneClass}`}>
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        {children ? <div className="space-y-2 text-sm text-muted-foreground">{children}</div> : null}
        {action}
      </CardContent>
    </Card>
  );
}
