/**
 * A proposal's status from the money it has kept (payments less refunds), after a payment or a refund:
 * all of the total kept is PAID_FULL, some is PAID_PARTIAL, and a paid proposal whose money has all gone
 * back is SIGNED again (it was signed to be paid). A proposal that was never paid keeps its status.
 */
export function paidStatus(current: string, keptCents: number, totalCents: number): string {
  if (keptCents > 0 && keptCents >= totalCents) return "PAID_FULL";
  if (keptCents > 0) return "PAID_PARTIAL";
  return current === "PAID_FULL" || current === "PAID_PARTIAL" ? "SIGNED" : current;
}
