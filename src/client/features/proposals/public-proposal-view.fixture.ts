/**
 * A public proposal view for the page's tests: "Haddad Wedding", $4,330.00 with a 25 % deposit, signed,
 * nothing paid, on the default plan (deposit and balance, both on signing). `instalment` builds plan
 * rows; ids are fixed so that tests can name them.
 */
import type { PublicProposalView } from "../../../shared/public-proposals";
import type { ScheduleEntry } from "../../../shared/schedule";

export const instalment = (over: Partial<ScheduleEntry> & Pick<ScheduleEntry, "id">): ScheduleEntry => ({
  label: "Instalment",
  amountCents: 100_000,
  dueDate: null,
  paidCents: 0,
  status: "UPCOMING",
  ...over,
});

export const DEPOSIT = instalment({ id: "dep", label: "Deposit", amountCents: 108_250, status: "DUE" });
export const BALANCE = instalment({ id: "bal", label: "Balance", amountCents: 324_750, status: "DUE" });

export function proposalView(over: Partial<PublicProposalView> = {}): PublicProposalView {
  const totals = {
    subtotalCents: 400_000,
    discountCents: 0,
    taxCents: 33_000,
    totalCents: 433_000,
    depositPercent: 25,
    depositCents: 108_250,
  };
  return {
    title: "Haddad Wedding",
    status: "SIGNED",
    currency: "USD",
    discountPercentBasisPoints: null,
    taxRateBasisPoints: 825,
    taxBase: "AFTER_DISCOUNT",
    taxLabel: "Sales tax",
    validUntil: null,
    sentAt: "2026-11-01T10:00:00.000Z",
    signedAt: "2026-11-02T10:00:00.000Z",
    signedByName: "Noor Haddad",
    signatureImageUrl: null,
    createdAt: "2026-11-01T09:00:00.000Z",
    updatedAt: "2026-11-02T10:00:00.000Z",
    notes: null,
    photographer: {
      businessName: "Lumen Studio",
      emailFromAddr: null,
      logoUrl: null,
      brandPrimary: "#7c3aed",
      brandSecondary: "#64748b",
    },
    client: { firstName: "Noor", lastName: "Haddad", email: null, phone: null, weddingDate: "2027-06-12" },
    items: [
      {
        name: "Wedding day coverage",
        description: null,
        qty: 1,
        unitCents: 400_000,
        lineTotalCents: 400_000,
        orderIndex: 0,
        taxable: true,
      },
    ],
    ...totals,
    totals,
    paidCents: 0,
    isExpired: false,
    canSign: false,
    canPay: true,
    schedule: [DEPOSIT, BALANCE],
    receipts: [],
    autopay: { enabled: false, cardLabel: null, lastFailure: null },
    ...over,
  };
}
