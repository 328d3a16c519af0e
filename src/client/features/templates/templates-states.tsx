import { Mail, MessageSquare, Plus } from "lucide-react";
import { AddButton, EmptyState } from "@/components/empty-state";
import { ErrorState, type RetryProps } from "@/components/error-state";
import { actionBones, type Bones, type CellBones, ListSkeleton } from "@/components/list-skeleton";
import { Button } from "@/components/ui/button";
import type { Channel } from "../../../shared/templates";
import { TemplatesTableHeader } from "./templates-table";

/** Name, preview, (segments, for texts,) uses, updated, and the row's two actions. */
function cells(channel: Channel): CellBones[] {
  return [
    "h-4 w-32",
    "h-4 w-56",
    ...(channel === "SMS" ? ["ml-auto h-4 w-6"] : []),
    "ml-auto h-4 w-6",
    { cell: "pl-6", bones: "h-4 w-24" },
    actionBones(2),
  ];
}

const CARD: readonly Bones[] = ["h-4 w-2/5", "h-3 w-4/5", "h-3 w-3/5"];

/** Loading: grey rows shaped like the table, or cards on a phone. */
export function TemplatesListSkeleton({ mobile, channel }: { mobile: boolean; channel: Channel }) {
  return (
    <ListSkeleton
      label="Loading templates"
      mobile={mobile}
      header={<TemplatesTableHeader channel={channel} />}
      cells={cells(channel)}
      card={CARD}
      rows={3}
      cards={2}
    />
  );
}

export function TemplatesEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyState
      icon={Mail}
      title="No templates yet"
      action={<AddButton onClick={onCreate}>Create your first template</AddButton>}
    >
      Write the e-mails and texts you send to every client once, with variables like {"{{firstName}}"} that
      fill themselves in. Automations then send them for you.
    </EmptyState>
  );
}

/** One channel has none while the other has some: a short line beside its button, under the other list. */
export function ChannelEmptyState({ channel, onCreate }: { channel: Channel; onCreate: () => void }) {
  const Icon = channel === "EMAIL" ? Mail : MessageSquare;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-8 text-center sm:flex-row sm:text-left">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <p className="flex-1 text-sm text-muted-foreground">
        {channel === "EMAIL"
          ? "No email templates yet. E-mails carry the long messages: replies, confirmations, galleries."
          : "No SMS templates yet. Texts are perfect for short reminders the day before a session."}
      </p>
      <Button variant="outline" size="sm" onClick={onCreate}>
        <Plus aria-hidden="true" />
        {channel === "EMAIL" ? "New email" : "New SMS"}
      </Button>
    </div>
  );
}

export function TemplatesErrorState(props: RetryProps) {
  return <ErrorState title="We couldn't load your templates" {...props} />;
}
