import { Badge, type BadgeProps } from "@/components/ui/badge";
import { type ProposalListItem, proposalStatusLabel } from "../../../shared/proposals";

type Variant = NonNullable<BadgeProps["variant"]>;

/** The same colours as the client and project pages: grey draft, blue sent, green once signed or paid. */
const VARIANTS: Record<string, Variant> = {
  Draft: "secondary",
  Sent: "info",
  Signed: "success",
  "Deposit Paid": "success",
  Paid: "success",
};

/** Draft, Sent or Signed (and Deposit Paid / Paid once money came in). */
export function ProposalStatusBadge({
  proposal,
}: {
  proposal: Pick<ProposalListItem, "status" | "sentAt" | "signedAt">;
}) {
  const label = proposalStatusLabel(proposal);
  return <Badge variant={VARIANTS[label] ?? "secondary"}>{label}</Badge>;
}
