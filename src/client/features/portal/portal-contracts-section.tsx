import { Download, FileSignature } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { PortalContract } from "../../../shared/portal";
import { moment } from "./portal-dates";
import { type PortalBadge, PortalEmpty, PortalItem, PortalSection } from "./portal-section";

const BADGES: Record<PortalContract["status"], PortalBadge> = {
  CLIENT_SIGNED: { label: "Signed", variant: "success" },
  COMPLETED: { label: "Completed", variant: "success" },
  VOID: { label: "Void", variant: "danger" },
};

/** The contracts the client has signed, each with the signed PDF to keep. */
export function ContractsSection({ contracts }: { contracts: PortalContract[] }) {
  return (
    <PortalSection icon={FileSignature} title="Signed contracts">
      {contracts.length === 0 ? (
        <PortalEmpty>
          No signed contracts yet. Once you sign one, its PDF will be here to download.
        </PortalEmpty>
      ) : (
        <ul className="space-y-3">
          {contracts.map((contract) => (
            <PortalItem
              key={contract.id}
              title={contract.title}
              badge={BADGES[contract.status] ?? { label: contract.status, variant: "info" }}
              action={
                <Button asChild variant="outline" className="w-full sm:w-auto">
                  <a href={contract.pdfUrl} download>
                    <Download aria-hidden="true" />
                    Download PDF
                    <span className="sr-only"> of {contract.title}</span>
                  </a>
                </Button>
              }
            >
              <p className="text-xs text-muted-foreground">
                Signed {moment(contract.clientSignedAt, "MMMM d, yyyy")}
                {contract.completedAt
                  ? ` · countersigned ${moment(contract.completedAt, "MMMM d, yyyy")}`
                  : ""}
              </p>
            </PortalItem>
          ))}
        </ul>
      )}
    </PortalSection>
  );
}
