/**
 * /widget-generator: the lead-capture form for the studio's own website, in three tabs
 * (a select on phones). The preview sits beside the settings on wide screens and under the
 * Customize & Preview tab on narrow ones. The settings are saved on the server; the preview shows
 * the unsaved draft, the website the saved settings.
 */
import type { LucideIcon } from "lucide-react";
import { Code, Palette, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { SectionTabs } from "@/components/layout/section-tabs";
import { useAuth } from "@/hooks/use-auth";
import { usePhotographerSettings } from "@/hooks/use-photographer-settings";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import type { PhotographerSettings } from "../../../shared/photographer";
import type { WidgetConfigState } from "../../../shared/widget-config";
import { CustomizeCard } from "./customize-card";
import { EmbedCodeCard } from "./embed-code-card";
import { SetupCard } from "./setup-card";
import { useSavedWidgetConfig, useWidgetConfig } from "./use-widget-config";
import { GeneratorLoadError, GeneratorSkeleton, LoginRequired } from "./widget-page-states";
import { PreviewCard } from "./widget-preview";
import { WidgetSaveBar } from "./widget-save-bar";
import { isWidgetTab, WIDGET_TABS, type WidgetTab } from "./widget-tabs";

const ICONS: Record<WidgetTab, LucideIcon> = {
  setup: SlidersHorizontal,
  customize: Palette,
  embed: Code,
};
const SECTIONS = WIDGET_TABS.map((tab) => ({ ...tab, icon: ICONS[tab.value] }));

function WidgetGenerator({ studio, saved }: { studio: PhotographerSettings; saved: WidgetConfigState }) {
  const [tab, setTab] = useState<WidgetTab>("setup");
  const editor = useWidgetConfig(studio.id, saved);
  const origin = window.location.origin;
  const chooseTab = (value: string) => {
    if (isWidgetTab(value)) setTab(value);
  };

  const body = (which: WidgetTab) => {
    switch (which) {
      case "setup":
        return <SetupCard editor={editor} />;
      case "customize":
        return <CustomizeCard editor={editor} brandPrimary={studio.brandPrimary} />;
      case "embed":
        return <EmbedCodeCard origin={origin} token={studio.publicToken} />;
    }
  };

  const layout = (content: React.ReactNode) => (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,420px)] lg:items-start">
      <div className="min-w-0">
        {content}
        <WidgetSaveBar editor={editor} />
      </div>
      <PreviewCard
        origin={origin}
        token={studio.publicToken}
        config={editor.config}
        className={cn(tab !== "customize" && "hidden lg:flex")}
      />
    </div>
  );

  return (
    <SectionTabs
      sections={SECTIONS}
      value={tab}
      onChange={chooseTab}
      label="Widget generator sections"
      selectLabel="Section"
    >
      {layout(body(tab))}
    </SectionTabs>
  );
}

export function WidgetGeneratorPage() {
  const { user } = useAuth();
  const settings = usePhotographerSettings();
  const saved = useSavedWidgetConfig();
  const signedOut =
    !user ||
    [settings.error, saved.error].some(
      (error) => error instanceof ApiError && [401, 403].includes(error.status),
    );
  const retry = () => {
    if (settings.isError) void settings.refetch();
    if (saved.isError) void saved.refetch();
  };

  return (
    <>
      <PageHeader
        title="Widget Generator"
        description="A lead-capture form for your own website: inquiries land straight in your pipeline."
      />
      {signedOut ? (
        <LoginRequired />
      ) : settings.data && saved.data ? (
        <WidgetGenerator key={settings.data.id} studio={settings.data} saved={saved.data} />
      ) : settings.isError || saved.isError ? (
        <GeneratorLoadError onRetry={retry} retrying={settings.isFetching || saved.isFetching} />
      ) : (
        <GeneratorSkeleton />
      )}
    </>
  );
}
