import type { ReactNode } from "react";
import { BoneSet, fieldBones } from "@/components/list-skeleton";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { PhotographerSettings } from "../../../shared/photographer";
import { SettingsCardError } from "./settings-card-states";
import { useSettings } from "./use-settings";

/** A settings form while it loads: its title, a few labelled fields and the save button. */
export function SettingsFormSkeleton({ label, fields = 3 }: { label: string; fields?: number }) {
  return (
    <Card aria-busy="true">
      <CardHeader>
        <span className="sr-only">{label}</span>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-full max-w-sm" />
      </CardHeader>
      <CardContent className="grid gap-5">
        <BoneSet bones={[...fieldBones(fields), "h-9 w-32 justify-self-end"]} />
      </CardContent>
    </Card>
  );
}

/**
 * The settings every form starts from: the form mounts once they are here, with them as its first
 * values, so that nothing typed is overwritten by a later read.
 */
export function WithSettings({
  label,
  fields,
  children,
}: {
  label: string;
  fields?: number;
  children: (settings: PhotographerSettings) => ReactNode;
}) {
  const settings = useSettings();
  if (settings.isPending) return <SettingsFormSkeleton label={label} fields={fields} />;
  if (settings.isError) {
    return (
      <Card>
        <CardContent>
          <SettingsCardError
            message="We couldn't load your settings. Check your connection and try again."
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        </CardContent>
      </Card>
    );
  }
  return <>{children(settings.data)}</>;
}
