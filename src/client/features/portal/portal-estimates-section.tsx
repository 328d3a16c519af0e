import { FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatMoney } from "../../../shared/currency";
import type { PortalView } from "../../../shared/portal";
import { moment } from "./portal-dates";
import { type PortalBadge, PortalEmpty, PortalItem, PortalSection } from "./portal-section";

function estimateStatus(status: string): PortalBadge {
  switch (status.toUpperCase()) {
    case "SIGNED":
      return { label: "Signed", variant: "success" };
    case "PAID_PARTIAL":
      return { label: "Deposit paid", variant: "success" };
    case "PAID_FULL":
    case "PAID":
      return { label: "Paid in full", variant: "success" };
    case "EXPIRED":
      return { label: "Expired", variant: "danger" };
    case "SENT":
    case "DRAFT":
      return { label: "Ready to review", variant: "warning" };
    default: {
      const words = status.replace(/_/g, " ").toLowerCase();
      return { label: words.charAt(0).toUpperCase() + words.slice(1), variant: "info" };
    }
  }
}

/** The estimates and invoices sent to the client, each with its state and a link to open it. */
export function EstimatesSection({ estimates }: { estimates: PortalView["estimates"] }) {
  return (
    <PortalSection icon={FileText} title="Estimates & invoices">
      {estimates.length === 0 ? (
        <PortalEmpty>
          Nothing to review yet. Estimates and invoices will appear here once they are sent to you.
        </PortalEmpty>
      ) : (
        <ul className="space-y-3">
          {estimates.map((estimate) => (
            <PortalItem
              key={estimate.id}
              title={estimate.title}
              badge={estimateStatus(estimate.status)}
              action={
                <Button
                  asChild
                  size="lg"
                  className="w-full bg-(--brand) text-(--brand-fg) hover:bg-(--brand-hover) sm:w-auto"
                >
                  <a href={`/estimates/${encodeURIComponent(estimate.token)}`}>
                    View
                    <span className="sr-only"> {estimate.title}</span>
                  </a>
                </Button>
              }
            >
              <p className="text-2xl font-semibold tracking-tight tabular-nums">
                {formatMoney(estimate.totalCents, estimate.currency)}
              </p>
              <p className="text-xs text-muted-foreground">{moment(estimate.createdAt, "MMMM d, yyyy")}</p>
            </PortalItem>
          ))}
        </ul>
      )}
    </PortalSection>
  );
}
