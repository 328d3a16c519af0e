import { Sparkles } from "lucide-react";
import { useRef, useState } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { ProjectTypeSwitcher } from "@/components/layout/project-type-switcher";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { CustomCampaignsSection } from "@/features/drip-campaigns";
import { usePhotographerSettings } from "@/hooks/use-photographer-settings";
import { useStages } from "@/hooks/use-stages";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { DRIP_EMAILS_PER_TYPE, DRIP_PROJECT_TYPES, type DripProjectType } from "../../../shared/drip";
import { projectTypeLabel } from "../../../shared/projects";
import {
  type CampaignDraft,
  draftFromSettings,
  enabledCount,
  isDraftChanged,
  saveInputOf,
  withEmailEnabled,
} from "./campaign-draft";
import { CampaignSettingsCard } from "./campaign-settings-card";
import { EmailsLoadFailure, SequenceSkeleton } from "./drip-states";
import { EmailPreviewDialog } from "./email-preview-dialog";
import { EmailSequence } from "./email-sequence";
import { SubscribersCard } from "./subscribers-card";
import { useCampaignSettings, useDripEmails, useSaveCampaignSettings } from "./use-drip";

/** /drip-campaigns: each type's prewritten sequence, its settings and who receives it. */
export function DripCampaignsPage() {
  const [projectType, setProjectType] = useState<DripProjectType>("WEDDING");
  // Unsaved edits per type: switching tabs keeps them until saved.
  const [drafts, setDrafts] = useState<Partial<Record<DripProjectType, CampaignDraft>>>({});
  const [preview, setPreview] = useState({ open: false, index: 0 });
  const returnFocus = useRef<HTMLElement | null>(null);

  const settings = useCampaignSettings(projectType);
  const emails = useDripEmails(projectType);
  const stages = useStages(projectType);
  const studio = usePhotographerSettings();
  const save = useSaveCampaignSettings();

  const saved = settings.data ? draftFromSettings(settings.data) : null;
  const draft = drafts[projectType] ?? saved;
  const changed = Boolean(draft && saved && isDraftChanged(draft, saved));
  const setDraft = (next: CampaignDraft) => setDrafts((all) => ({ ...all, [projectType]: next }));
  const list = emails.data?.emails ?? [];

  const saveSettings = () => {
    if (!draft) return;
    const type = projectType;
    save.mutate(saveInputOf(type, draft), {
      onSuccess: (result) => {
        setDrafts(({ [type]: _saved, ...rest }) => rest);
        const started =
          result.enrolled > 0
            ? ` ${result.enrolled} ${result.enrolled === 1 ? "lead starts" : "leads start"} receiving it.`
            : "";
        const paused =
          result.paused > 0
            ? ` ${result.paused} ${result.paused === 1 ? "lead is" : "leads are"} paused.`
            : "";
        toast({
          title: "Settings saved successfully",
          description: `${projectTypeLabel(type)} campaign is ${result.campaignEnabled ? "on" : "off"}.${started}${paused}`,
        });
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Failed to save settings",
          description: errorMessage(error, "Please try again."),
        }),
    });
  };

  return (
    <>
      <PageHeader
        title="Drip Campaigns"
        description="Prewritten e-mails that keep your leads warm for a year, and stop by themselves when they book."
        action={
          <Badge variant="info" className="px-2.5 py-1 text-sm">
            <Sparkles aria-hidden="true" />
            {DRIP_EMAILS_PER_TYPE} Email Templates Ready
          </Badge>
        }
      />
      <CustomCampaignsSection />
      <h2 className="mb-4 text-lg font-semibold">Prewritten sequences</h2>
      <ProjectTypeSwitcher
        value={projectType}
        onChange={(type) => setProjectType(type as DripProjectType)}
        types={DRIP_PROJECT_TYPES}
      >
        {emails.isError ? (
          <EmailsLoadFailure onRetry={() => emails.refetch()} retrying={emails.isFetching} />
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <div className="grid gap-6 lg:sticky lg:top-4 lg:order-last">
              {settings.data && draft ? (
                <CampaignSettingsCard
                  projectType={projectType}
                  settings={settings.data}
                  draft={draft}
                  stages={stages.data ?? []}
                  enabledEmails={enabledCount(draft, projectType, list.length || DRIP_EMAILS_PER_TYPE)}
                  totalEmails={list.length || DRIP_EMAILS_PER_TYPE}
                  timezone={studio.data?.timezone}
                  changed={changed}
                  saving={save.isPending}
                  onChange={setDraft}
                  onSave={saveSettings}
                />
              ) : settings.isError ? (
                <EmailsLoadFailure onRetry={() => settings.refetch()} retrying={settings.isFetching} />
              ) : (
                <Card aria-busy="true">
                  <CardContent className="grid gap-4">
                    <Skeleton className="h-5 w-40" />
                    <Skeleton className="h-16 w-full" />
                    <Skeleton className="h-9 w-full" />
                    <Skeleton className="ml-auto h-9 w-32" />
                  </CardContent>
                </Card>
              )}
              <SubscribersCard projectType={projectType} />
            </div>

            <Card className="gap-0 overflow-hidden pb-0">
              <CardHeader className="border-b pb-4">
                <CardTitle>Email sequence</CardTitle>
                <CardDescription>
                  {projectTypeLabel(projectType)} · {list.length || DRIP_EMAILS_PER_TYPE} e-mails over 12
                  months. Untick any you'd rather not send, then save.
                </CardDescription>
              </CardHeader>
              {emails.isPending || !draft ? (
                <SequenceSkeleton />
              ) : (
                <EmailSequence
                  projectType={projectType}
                  emails={list}
                  draft={draft}
                  onToggle={(index, enabled) =>
                    setDraft(withEmailEnabled(draft, projectType, index, enabled))
                  }
                  onPreview={(index, trigger) => {
                    returnFocus.current = trigger;
                    setPreview({ open: true, index });
                  }}
                />
              )}
            </Card>
          </div>
        )}
      </ProjectTypeSwitcher>
      <EmailPreviewDialog
        open={preview.open}
        onOpenChange={(open) => setPreview((p) => ({ ...p, open }))}
        emails={list}
        index={preview.index}
        onIndexChange={(index) => setPreview({ open: true, index })}
        studio={studio.data}
        onCloseAutoFocus={(event) => {
          if (returnFocus.current?.isConnected) {
            event.preventDefault();
            returnFocus.current.focus();
          }
        }}
      />
    </>
  );
}
