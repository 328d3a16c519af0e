import { Badge } from "@/components/ui/badge";
import type { EarningStatus } from "../../../shared/payments";
import { EARNING_STATUS_DISPLAY } from "./earnings-format";

/** One set of statuses for earnings and payouts alike. */
export function EarningStatusBadge({ status }: { status: EarningStatus }) {
  const { label, variant } = EARNING_STATUS_DISPLAY[status] ?? EARNING_STATUS_DISPLAY.pending;
  return <Badge variant={variant}>{label}</Badge>;
}
