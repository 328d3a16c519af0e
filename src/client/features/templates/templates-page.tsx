import { Plus } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ContractTemplatesTab } from "@/features/contracts";
import { useIsMobile } from "@/hooks/use-mobile";
import { CHANNELS, type Channel, type Template } from "../../../shared/templates";
import { DeleteTemplateDialog } from "./delete-template-dialog";
import type { TemplateActionHandlers } from "./template-actions";
import { TemplateCardList } from "./template-card-list";
import { TemplateFormDialog } from "./template-form-dialog";
import { TemplateStats } from "./template-stats";
import {
  ChannelEmptyState,
  TemplatesEmptyState,
  TemplatesErrorState,
  TemplatesListSkeleton,
} from "./templates-states";
import { TemplatesTable } from "./templates-table";
import { useTemplates } from "./use-templates";

/** A dialog's open flag and its subject, kept apart so the text stays while it animates closed. */
interface DialogState {
  open: boolean;
  template: Template | null;
  channel: Channel;
}
const closed: DialogState = { open: false, template: null, channel: "EMAIL" };

const SECTION_TITLES: Record<Channel, string> = { EMAIL: "Email Templates", SMS: "SMS Templates" };

type PageTab = "messages" | "contracts";

/** /templates: email and SMS counts, a list per channel, Create, Edit and Delete; contracts on a tab. */
export function TemplatesPage() {
  const [tab, setTab] = useState<PageTab>("messages");
  const templates = useTemplates();
  const isMobile = useIsMobile();
  const [form, setForm] = useState<DialogState>(closed);
  const [deleting, setDeleting] = useState<DialogState>(closed);

  // Dialogs give focus back to what opened them, or to Create Template once that is gone.
  const returnFocus = useRef<HTMLElement | null>(null);
  const restoreFocus = (event: Event) => {
    const target = returnFocus.current;
    const next = target?.isConnected
      ? target
      : document.querySelector<HTMLElement>("[data-slot=page-header] button");
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };
  const openCreate = (channel: Channel = "EMAIL") => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setForm({ open: true, template: null, channel });
  };
  const handlers: TemplateActionHandlers = {
    onEdit: (template, trigger) => {
      returnFocus.current = trigger;
      setForm({ open: true, template, channel: template.channel });
    },
    onDelete: (template, trigger) => {
      returnFocus.current = trigger;
      setDeleting({ open: true, template, channel: template.channel });
    },
  };

  const list = templates.data ?? [];
  const section = (channel: Channel): ReactNode => {
    const ofChannel = list.filter((t) => t.channel === channel);
    if (templates.isPending) return <TemplatesListSkeleton mobile={isMobile} channel={channel} />;
    if (ofChannel.length === 0)
      return <ChannelEmptyState channel={channel} onCreate={() => openCreate(channel)} />;
    if (isMobile) return <TemplateCardList channel={channel} templates={ofChannel} {...handlers} />;
    return (
      <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
        <TemplatesTable channel={channel} templates={ofChannel} {...handlers} />
      </div>
    );
  };

  let content: ReactNode;
  if (templates.isError) {
    content = (
      <TemplatesErrorState onRetry={() => void templates.refetch()} retrying={templates.isFetching} />
    );
  } else if (templates.isSuccess && list.length === 0) {
    content = <TemplatesEmptyState onCreate={() => openCreate()} />;
  } else {
    content = CHANNELS.map((channel) => {
      const headingId = `${channel.toLowerCase()}-templates-heading`;
      const count = list.filter((t) => t.channel === channel).length;
      return (
        <section key={channel} aria-labelledby={headingId} className="grid gap-4">
          <h2 id={headingId} className="text-lg font-semibold">
            {SECTION_TITLES[channel]}
            {templates.isSuccess ? ` (${count.toLocaleString("en-US")})` : ""}
          </h2>
          {section(channel)}
        </section>
      );
    });
  }

  return (
    <>
      <PageHeader
        title="Templates"
        description="Email and SMS messages you send again and again, and the contracts your clients sign."
        action={
          tab === "messages" ? (
            <Button onClick={() => openCreate()}>
              <Plus aria-hidden="true" />
              Create Template
            </Button>
          ) : undefined
        }
      />

      <Tabs value={tab} onValueChange={(value) => setTab(value as PageTab)} className="gap-6">
        <TabsList>
          <TabsTrigger value="messages">Messages</TabsTrigger>
          <TabsTrigger value="contracts">Contracts</TabsTrigger>
        </TabsList>
        <TabsContent value="messages" className="grid gap-6">
          <TemplateStats templates={templates.data} failed={templates.isError} />
          <div className="grid gap-8">{content}</div>
        </TabsContent>
        <TabsContent value="contracts">
          <ContractTemplatesTab />
        </TabsContent>
      </Tabs>

      <TemplateFormDialog
        open={form.open}
        template={form.template}
        channel={form.channel}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        onCloseAutoFocus={restoreFocus}
      />
      <DeleteTemplateDialog
        open={deleting.open}
        template={deleting.template}
        onOpenChange={(open) => setDeleting((current) => ({ ...current, open }))}
        onCloseAutoFocus={restoreFocus}
      />
    </>
  );
}
