import { LogOut, Monitor, Smartphone } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/submit-button";
import { useAuth } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { SessionInfo } from "../../../shared/photographer-security";
import { ListSkeletonRows } from "./list-row-actions";
import { SettingsCardError } from "./settings-card-states";
import { useSessions, useSignOutOtherSessions } from "./use-security";
import { describeUserAgent } from "./user-agent";

function formatWhen(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "long",
    timeStyle: "short",
    hourCycle: "h23",
    timeZone,
  }).format(new Date(iso));
}

function SessionRow({ session, timeZone }: { session: SessionInfo; timeZone: string | undefined }) {
  const { label, isPhone } = describeUserAgent(session.userAgent);
  const Icon = isPhone ? Smartphone : Monitor;
  return (
    <li className="flex items-start gap-3 p-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-medium">{label}</p>
          {session.current ? <Badge variant="success">This device</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          Signed in {formatWhen(session.createdAt, timeZone)}
          {session.ip ? ` · ${session.ip}` : ""}
        </p>
      </div>
    </li>
  );
}

/** Settings > Security: where this account is signed in, and a way to sign out everywhere else. */
export function SessionsCard() {
  const sessions = useSessions();
  const signOut = useSignOutOtherSessions();
  const { user } = useAuth();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Where you're signed in</CardTitle>
        <CardDescription>
          Browsers and devices signed in to your studio. Don't recognize one? Sign it out and change your
          password.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isPending ? (
          <ListSkeletonRows label="Loading your sessions" rows={2} />
        ) : sessions.isError ? (
          <SettingsCardError
            message="We couldn't load where you're signed in. Check your connection and try again."
            onRetry={() => void sessions.refetch()}
            retrying={sessions.isFetching}
          />
        ) : (
          <>
            <ul aria-label="Sessions" className="divide-y rounded-lg border">
              {sessions.data.map((session) => (
                <SessionRow key={session.id} session={session} timeZone={user?.timezone} />
              ))}
            </ul>
            {others === 0 ? (
              <p className="text-sm text-muted-foreground">You're signed in only here.</p>
            ) : null}
          </>
        )}
      </CardContent>
      {sessions.isSuccess ? (
        <CardFooter className="justify-end border-t pt-6">
          <SubmitButton
            type="button"
            variant="outline"
            className="w-full sm:w-auto"
            disabled={others === 0}
            busy={signOut.isPending}
            busyLabel="Signing out..."
            onClick={() =>
              signOut.mutate(undefined, {
                onSuccess: ({ revoked }) =>
                  toast({
                    title: "Signed out other sessions",
                    description: `${revoked === 1 ? "1 session was" : `${revoked} sessions were`} signed out.`,
                  }),
                onError: (error) =>
                  toast({
                    variant: "destructive",
                    title: "Error",
                    description: errorMessage(error, "Failed to sign out other sessions. Please try again."),
                  }),
              })
            }
          >
            <LogOut aria-hidden="true" />
            Sign out other sessions
          </SubmitButton>
        </CardFooter>
      ) : null}
    </Card>
  );
}
