import { Mail, MessageSquare, Plus } from "lucide-react";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import type { Channel } from "../../../shared/templates";
import { TemplatesTableHeader } from "./templates-table";

/** Loading: grey rows shaped like the table, or cards on a phone. */
export function TemplatesListSkeleton({ mobile, channel }: { mobile: boolean; channel: Channel }) {
  if (mobile) {
    return (
      <ul className="grid gap-3" aria-busy="true" aria-label="Loading templates">
        {Array.from({ length: 2 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
          <li key={i} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-4/5" />
            <Skeleton className="h-3 w-3/5" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div aria-busy="true" className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <span className="sr-only">Loading templates</span>
      <Table className="table-fixed">
        <TemplatesTableHeader channel={channel} />
        <TableBody>
          {Array.from({ length: 3 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
            <TableRow key={i} className="hover:bg-transparent">
              <TableCell className="py-3 pl-4">
                <Skeleton className="h-4 w-32" />
              </TableCell>
              <TableCell className="py-3">
                <Skeleton className="h-4 w-56" />
              </TableCell>
              {channel === "SMS" ? (
                <TableCell className="py-3">
                  <Skeleton className="ml-auto h-4 w-6" />
                </TableCell>
              ) : null}
              <TableCell className="py-3">
                <Skeleton className="ml-auto h-4 w-6" />
              </TableCell>
              <TableCell className="py-3 pl-6">
                <Skeleton className="h-4 w-24" />
              </TableCell>
              <TableCell className="py-3 pr-4">
                <div className="flex justify-end gap-1">
                  <Skeleton className="size-8" />
                  <Skeleton className="size-8" />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export function TemplatesEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center sm:py-16">
      <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary-solid">
        <Mail aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-base font-semibold">No templates yet</h3>
      <p className="max-w-sm text-sm text-muted-foreground">
        Write the e-mails and texts you send to every client once, with variables like {"{{firstName}}"} that
        fill themselves in. Automations then send them for you.
      </p>
      <Button onClick={onCreate}>
        <Plus aria-hidden="true" />
        Create your first template
      </Button>
    </div>
  );
}

/** One channel has none while the other has some. */
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

export function TemplatesErrorState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return <ErrorState title="We couldn't load your templates" onRetry={onRetry} retrying={retrying} />;
}
