/** The client detail page while it loads, when the client is gone, and when it could not be read. */
import { UserRoundX } from "lucide-react";
import type { RetryProps } from "@/components/error-state";
import { DetailPageSkeleton, RecordLoadError, RecordNotFound } from "@/components/record-states";
import { BackToClients } from "./client-detail-header";

/** The page while the client loads: header, the narrow column and the wide column, shaped like the content. */
export function ClientDetailSkeleton() {
  return (
    <DetailPageSkeleton
      label="Loading client"
      header={[
        "h-4 w-24",
        {
          row: [
            { stack: ["h-8 w-56", "h-4 w-72 max-w-full"] },
            {
              row: Array.from({ length: 4 }, () => "h-9 w-full sm:w-32"),
              className: "grid grid-cols-2 gap-2 sm:flex",
            },
          ],
          className: "flex-col gap-4 xl:flex-row xl:justify-between",
        },
      ]}
      narrow={[{ rows: 5 }, { rows: 3 }]}
      wide={[{ rows: 2, tall: true }, { rows: 2, tall: true }, { rows: 4 }]}
    />
  );
}

export function ClientNotFound() {
  return (
    <RecordNotFound
      icon={UserRoundX}
      title="Client not found"
      backHref="/clients"
      backLabel="Back to Clients"
    >
      This client may have been deleted, or the link is not quite right.
    </RecordNotFound>
  );
}

export function ClientLoadError(props: RetryProps) {
  return <RecordLoadError title="We couldn't load this client" back={<BackToClients />} {...props} />;
}
