import { KeyRound, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDeleteDialog, deleteRunner } from "@/components/confirm-delete-dialog";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { BoneSet } from "@/components/list-skeleton";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/hooks/use-auth";
import type { ApiToken } from "../../../shared/api-tokens";
import { CreateApiTokenDialog } from "./create-api-token-dialog";
import { useApiTokens, useRevokeApiToken } from "./use-api-tokens";

function formatDay(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone }).format(new Date(iso));
}

function TokenRow({
  token,
  timeZone,
  onRevoke,
}: {
  token: ApiToken;
  timeZone?: string;
  onRevoke: () => void;
}) {
  const expired = token.expiresAt !== null && new Date(token.expiresAt).getTime() <= Date.now();
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="truncate text-sm font-medium">{token.name}</p>
          <Badge variant={token.scopes.includes("write") ? "warning" : "info"}>
            {token.scopes.includes("write") ? "Read and write" : "Read only"}
          </Badge>
          {expired ? <Badge variant="danger">Expired</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          <code className="font-mono">{token.prefix}…</code> · Created {formatDay(token.createdAt, timeZone)}{" "}
          · {token.lastUsedAt ? `Last used ${formatDay(token.lastUsedAt, timeZone)}` : "Never used"} ·{" "}
          {token.expiresAt
            ? `${expired ? "Expired" : "Expires"} ${formatDay(token.expiresAt, timeZone)}`
            : "Never expires"}
        </p>
      </div>
      <Button type="button" variant="outline" size="sm" onClick={onRevoke} className="shrink-0">
        <Trash2 aria-hidden="true" />
        Revoke<span className="sr-only"> {token.name}</span>
      </Button>
    </li>
  );
}

/** Settings: the studio's API tokens for scripts and integrations (`Authorization: Bearer focal_…`). */
export function ApiTokensCard() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const { user } = useAuth();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [revokeOpen, setRevokeOpen] = useState(false);
  const runRevoke = deleteRunner(revoke, setRevokeOpen, {
    fallback: "Failed to revoke the token. Please try again.",
  });
  const newButton = (
    <Button type="button" onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      New token
    </Button>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>API tokens</CardTitle>
        <CardDescription>
          Let a script or an integration use your studio's data with <code>Authorization: Bearer</code>. A
          read-only token can look but not change anything. Tokens can't sign in or manage other tokens.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {tokens.isPending ? (
          <div className="grid gap-3">
            <span className="sr-only">Loading your API tokens</span>
            <BoneSet bones={["h-4 w-full max-w-md", "h-4 w-2/3 max-w-sm", "h-4 w-full max-w-md"]} />
          </div>
        ) : tokens.isError ? (
          <ErrorState
            compact
            title="We couldn't load your API tokens. Check your connection and try again."
            retryLabel="Try again"
            onRetry={() => void tokens.refetch()}
            retrying={tokens.isFetching}
          />
        ) : tokens.data.length === 0 ? (
          <EmptyState compact icon={KeyRound} title="No API tokens yet" titleAs="h3" action={newButton}>
            Make one for each script or integration, so you can revoke one without stopping the others.
          </EmptyState>
        ) : (
          <>
            <ul aria-label="API tokens" className="divide-y rounded-lg border">
              {tokens.data.map((token) => (
                <TokenRow
                  key={token.id}
                  token={token}
                  timeZone={user?.timezone}
                  onRevoke={() => {
                    setRevoking(token);
                    setRevokeOpen(true);
                  }}
                />
              ))}
            </ul>
            <div>{newButton}</div>
          </>
        )}
      </CardContent>
      <CreateApiTokenDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDeleteDialog
        open={revokeOpen}
        onOpenChange={setRevokeOpen}
        title="Revoke token?"
        description={`Anything using ${revoking ? `"${revoking.name}"` : "this token"} stops working at once. This cannot be undone.`}
        confirmLabel="Revoke token"
        busy={revoke.isPending}
        onConfirm={() =>
          revoking &&
          runRevoke(revoking.id, { title: "Token revoked", description: `${revoking.name} no longer works.` })
        }
      />
    </Card>
  );
}
