/**
 * /exports/:token, the page the export e-mail links to. Opening it only reads what the link holds, so a
 * mail scanner that follows the link first leaves it working; the one-time download is the form's POST,
 * which the browser saves as a file while this page stays.
 */
import { useQuery } from "@tanstack/react-query";
import { Archive, CheckCircle2, Download, FileX2 } from "lucide-react";
import { useState } from "react";
import { useParams } from "wouter";
import { PublicLoadError, PublicMessage } from "@/components/public-message";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api";
import type { ExportLinkInfo } from "../../../shared/exports";
import { formatBytes } from "./export-status";

const Frame = (props: Parameters<typeof PublicMessage>[0]) => (
  <div className="min-h-svh bg-linear-to-b from-slate-50 to-slate-100/80">
    <PublicMessage {...props} />
  </div>
);

export function ExportLinkPage() {
  const { token = "" } = useParams<{ token: string }>();
  const [started, setStarted] = useState(false);
  const info = useQuery<ExportLinkInfo>({
    queryKey: ["/api/public/exports", token],
    enabled: token !== "",
    retry: false,
  });

  if (started) {
    return (
      <Frame icon={CheckCircle2} title="Your download has started">
        <p>Your browser is saving the file. This link has now been used and will not work again.</p>
        <p>If the download did not finish, ask for a new export in Settings → Security.</p>
      </Frame>
    );
  }
  const gone = info.error instanceof ApiError && (info.error.status === 404 || info.error.status === 410);
  if (token === "" || gone) {
    return (
      <Frame icon={FileX2} title="This download link no longer works">
        <p>
          {info.error instanceof ApiError && info.error.serverMessage
            ? `${info.error.serverMessage}.`
            : "This download link is not valid."}
        </p>
        <p>Each link works once, for 7 days. Ask for a new export in Settings → Security.</p>
      </Frame>
    );
  }
  if (info.isPending) {
    return (
      <Frame icon={Archive} title="Your data export">
        Checking the link…
      </Frame>
    );
  }
  if (info.isError) return <PublicLoadError frame={Frame} title="We couldn't check this link" query={info} />;

  const expires = new Date(info.data.expiresAt).toLocaleDateString("en-US", { dateStyle: "long" });
  return (
    <Frame
      icon={Archive}
      title="Your data export is ready"
      action={
        <form
          method="post"
          action={`/api/public/exports/${encodeURIComponent(token)}/download`}
          // After the browser has taken the submission: removing the form during its submit event
          // (React renders in a microtask right after it) would cancel the download.
          onSubmit={() => window.setTimeout(() => setStarted(true), 0)}
        >
          <Button type="submit">
            <Download aria-hidden="true" />
            Download {info.data.fileName}
          </Button>
        </form>
      }
    >
      <p>
        A zip of your studio's data
        {info.data.sizeBytes !== null ? ` (${formatBytes(info.data.sizeBytes)})` : ""}.
      </p>
      <p>The link works once, until {expires}.</p>
    </Frame>
  );
}
