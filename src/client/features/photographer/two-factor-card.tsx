import { KeyRound, ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/submit-button";
import { useAuth } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { TwoFactorStatus } from "../../../shared/two-factor";
import { SettingsCardError, SettingsCardSkeleton } from "./settings-card-states";
import { DisableTwoFactorDialog, RegenerateRecoveryCodesDialog } from "./two-factor-manage-dialogs";
import { TwoFactorSetupDialog } from "./two-factor-setup-dialog";
import { useStartTwoFactorSetup, useTwoFactorStatus } from "./use-two-factor";

/** Few enough left that it is time to make new ones. */
const LOW_CODES = 3;

function formatDate(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone }).format(new Date(iso));
}

function StatusLine({ status, timeZone }: { status: TwoFactorStatus; timeZone: string | undefined }) {
  if (!status.enabled) {
    return (
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
          <ShieldOff aria-hidden="true" className="size-5" />
        </span>
        <p className="text-sm text-muted-foreground">
          Off. Signing in needs only your password. Turn this on and you'll also enter a code from an
          authenticator app on your phone, so a stolen password alone can't get into your studio.
        </p>
      </div>
    );
  }
  const low = status.recoveryCodesLeft <= LOW_CODES;
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-green-100 text-green-700">
        <ShieldCheck aria-hidden="true" className="size-5" />
      </span>
      <div className="grid gap-1 text-sm">
        <p className="font-medium">
          On since {status.enabledAt ? formatDate(status.enabledAt, timeZone) : "recently"}
        </p>
        <p className={low ? "text-amber-800" : "text-muted-foreground"}>
          <KeyRound aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px]" />
          {status.recoveryCodesLeft} of 10 recovery codes left
          {low ? ". Make new ones before you run out." : ""}
        </p>
      </div>
    </div>
  );
}

/** Settings > Security: two-factor sign-in with an authenticator app, and its recovery codes. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactorSetup();
  const { user } = useAuth();
  const [dialog, setDialog] = useState<"setup" | "regenerate" | "disable" | null>(null);
  const openChange = (name: typeof dialog) => (open: boolean) => setDialog(open ? name : null);

  const beginSetup = () =>
    start.mutate(undefined, {
      onSuccess: () => setDialog("setup"),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: errorMessage(error, "Failed to start setting up two-factor authentication."),
        }),
    });

  const enabled = status.data?.enabled ?? false;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Two-factor authentication</CardTitle>
          {status.isSuccess ? (
            <Badge variant={enabled ? "success" : "secondary"}>{enabled ? "On" : "Off"}</Badge>
          ) : null}
        </div>
        <CardDescription>
          After your password, a code from an authenticator app on your phone each time you sign in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <SettingsCardSkeleton label="Loading two-factor authentication" />
        ) : status.isError ? (
          <SettingsCardError
            message="We couldn't load your two-factor settings. Check your connection and try again."
            onRetry={() => void status.refetch()}
            retrying={status.isFetching}
          />
        ) : (
          <StatusLine status={status.data} timeZone={user?.timezone} />
        )}
      </CardContent>
      {status.isSuccess ? (
        <CardFooter className="flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end">
          {enabled ? (
            <>
              <Button
                type="button"
                variant="outline"
                className="w-full text-destructive hover:text-destructive sm:w-auto"
                onClick={() => setDialog("disable")}
              >
                Turn off
              </Button>
              <Button
                type="button"
                variant="outline"
                className="w-full sm:w-auto"
                onClick={() => setDialog("regenerate")}
              >
                Regenerate recovery codes
              </Button>
            </>
          ) : (
            <SubmitButton
              type="button"
              className="w-full sm:w-auto"
              busy={start.isPending}
              busyLabel="Starting..."
              onClick={beginSetup}
            >
              Enable
            </SubmitButton>
          )}
        </CardFooter>
      ) : null}
      <TwoFactorSetupDialog
        setup={start.data}
        email={user?.email}
        open={dialog === "setup"}
        onOpenChange={openChange("setup")}
      />
      <RegenerateRecoveryCodesDialog
        email={user?.email}
        open={dialog === "regenerate"}
        onOpenChange={openChange("regenerate")}
      />
      <DisableTwoFactorDialog
        email={user?.email}
        open={dialog === "disable"}
        onOpenChange={openChange("disable")}
      />
    </Card>
  );
}
