import { Badge } from "@/components/ui/badge";
import type { ContractStatus } from "../../../shared/proposal-contract";
import { CONTRACT_STATUS_VARIANTS, contractStatusLabel } from "./contract-labels";

/** Draft, Sent, Signed by client, Completed or Void. */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return <Badge variant={CONTRACT_STATUS_VARIANTS[status]}>{contractStatusLabel(status)}</Badge>;
}
