/** What a signed-in client sees in the portal (GET /api/client-portal). */
export interface PortalView {
  client: {
    firstName: string;
    lastName: string;
    email: string | null;
    phone: string | null;
    weddingDate: string | null;
    /** The zone whose calendar the date is on (the event's own, else the studio's): its countdown counts there. */
    weddingTimeZone: string;
    stage: { name: string } | null;
  };
  photographer: {
    businessName: string;
    logoUrl: string | null;
    brandPrimary: string;
    email: string | null;
    phone: string | null;
  };
  checklistItems: { id: string; title: string; orderIndex: number; completedAt: string | null }[];
  links: { id: string; title: string; url: string }[];
  questionnaires: {
    id: string;
    template: { title: string; description: string | null };
    status: "Pending" | "Completed";
    completedAt: string | null;
  }[];
  estimates: {
    id: string;
    title: string;
    status: string;
    totalCents: number;
    /** The proposal's currency: totalCents is in its minor units. */
    currency: string;
    token: string;
    createdAt: string;
  }[];
  bookings: { id: string; title: string; startAt: string; endAt: string; status: string }[];
  /** Contracts the client has signed, newest first, each with its signed PDF. */
  contracts: PortalContract[];
}

/** A contract in the portal: only once the client has signed it (so never DRAFT or SENT). */
export interface PortalContract {
  id: string;
  title: string;
  status: "CLIENT_SIGNED" | "COMPLETED" | "VOID";
  clientSignedAt: string;
  /** When the studio countersigned, which completes the contract. */
  completedAt: string | null;
  /** The signed PDF: GET /api/public/proposals/{token}/contract.pdf. */
  pdfUrl: string;
}

/** Share of checklist items done, as a whole percentage. */
export function checklistProgress(items: { completedAt: string | null }[]): number {
  if (items.length === 0) return 0;
  return Math.round((items.filter((i) => i.completedAt !== null).length / items.length) * 100);
}
