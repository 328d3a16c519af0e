import { CheckCircle2, CircleDashed, Clock, Pause, Play, XCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { CustomCampaignStatus, EmailApprovalStatus } from "../../../shared/drip-campaigns";
import { APPROVAL_LABELS, STATUS_LABELS } from "./campaign-form";

const STATUS_LOOK = {
  DRAFT: { variant: "secondary", icon: CircleDashed },
  ACTIVE: { variant: "success", icon: Play },
  PAUSED: { variant: "warning", icon: Pause },
  ARCHIVED: { variant: "outline", icon: CircleDashed },
} as const;

/** Draft, Active, Paused or Archived: an icon and the word, never the colour alone. */
export function CampaignStatusBadge({ status }: { status: CustomCampaignStatus }) {
  const { variant, icon: Icon } = STATUS_LOOK[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {STATUS_LABELS[status]}
    </Badge>
  );
}

const APPROVAL_LOOK = {
  PENDING: { variant: "warning", icon: Clock },
  APPROVED: { variant: "success", icon: CheckCircle2 },
  REJECTED: { variant: "danger", icon: XCircle },
} as const;

/** An e-mail's approval: only Approved e-mails are sent. */
export function ApprovalBadge({ status }: { status: EmailApprovalStatus }) {
  const { variant, icon: Icon } = APPROVAL_LOOK[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {APPROVAL_LABELS[status]}
    </Badge>
  );
}
