import {
  Activity,
  CreditCard,
  FileText,
  History,
  type LucideIcon,
  Mail,
  MessageSquare,
  Smartphone,
  Zap,
} from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { RowsSkeleton, SectionError } from "@/components/section-states";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useMoney } from "@/hooks/use-money";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import type { HistoryItem, HistoryType } from "../../../shared/clients";
import { useClientHistory } from "./use-client-detail";

const TYPE_STYLE: Record<HistoryType, { icon: LucideIcon; label: string; className: string }> = {
  message: { icon: MessageSquare, label: "Message", className: "bg-blue-50 text-blue-700 ring-blue-200" },
  email: { icon: Mail, label: "Email", className: "bg-violet-50 text-violet-700 ring-violet-200" },
  sms: { icon: Smartphone, label: "Text message", className: "bg-cyan-50 text-cyan-700 ring-cyan-200" },
  proposal: { icon: FileText, label: "Proposal", className: "bg-amber-50 text-amber-700 ring-amber-200" },
  payment: { icon: CreditCard, label: "Payment", className: "bg-green-50 text-green-700 ring-green-200" },
  other: { icon: Activity, label: "Activity", className: "bg-slate-100 text-slate-600 ring-slate-200" },
};

const GREEN = [
  "sent",
  "delivered",
  "completed",
  "complete",
  "succeeded",
  "success",
  "paid",
  "signed",
  "opened",
];
const AMBER = ["pending", "queued", "sending", "processing", "draft", "paid_partial"];
const RED = ["failed", "bounced", "undelivered", "error", "canceled", "cancelled", "expired"];

/** Status colours are the same everywhere (DESIGN): green done, amber waiting, red failed, blue otherwise. */
function statusVariant(status: string): NonNullable<BadgeProps["variant"]> {
  const s = status.toLowerCase();
  if (s === "paid_full") return "success";
  if (GREEN.includes(s)) return "success";
  if (AMBER.includes(s)) return "warning";
  if (RED.includes(s)) return "danger";
  return "info";
}

function statusLabel(status: string): string {
  const words = status.replace(/_/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function HistoryEntry({ item, last }: { item: HistoryItem; last: boolean }) {
  const money = useMoney();
  const dates = useStudioDates();
  const style = TYPE_STYLE[item.type] ?? TYPE_STYLE.other;
  const Icon = style.icon;
  const amount =
    item.amountCents !== undefined
      ? `Amount ${money(item.amountCents)}`
      : item.totalCents !== undefined
        ? `Total ${money(item.totalCents)}`
        : null;
  const showSubject = item.templateSubject && !item.title.includes(item.templateSubject);
  const showPreview = item.templatePreview && item.templatePreview !== item.description;
  return (
    <li className="relative flex gap-3 pb-5 last:pb-0">
      {last ? null : <span aria-hidden="true" className="absolute top-9 bottom-0 left-4 w-px bg-border" />}
      <span
        className={cn(
          "relative flex size-8 shrink-0 items-center justify-center rounded-full ring-1",
          style.className,
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{style.label}</span>
      </span>
      <div className="min-w-0 flex-1 space-y-1.5 pt-0.5">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
          <p className="text-sm font-medium break-words">{item.title}</p>
          <time dateTime={item.createdAt} className="shrink-0 text-xs text-muted-foreground tabular-nums">
            {dates.dateTime(item.createdAt)}
          </time>
        </div>
        {item.description ? (
          <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-muted-foreground">
            {item.description}
          </p>
        ) : null}
        {item.status || amount || item.automationName ? (
          <div className="flex flex-wrap items-center gap-2">
            {item.status ? (
              <Badge variant={statusVariant(item.status)}>{statusLabel(item.status)}</Badge>
            ) : null}
            {amount ? <span className="text-xs font-medium tabular-nums">{amount}</span> : null}
            {item.automationName ? (
              <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                <Zap aria-hidden="true" className="size-3.5" />
                Automation: {item.automationName}
              </span>
            ) : null}
          </div>
        ) : null}
        {showSubject || showPreview ? (
          <div className="space-y-1 rounded-md border bg-slate-50 px-3 py-2 text-xs">
            {showSubject ? (
              <p className="break-words">
                <span className="text-muted-foreground">Subject: </span>
                <span className="font-medium">{item.templateSubject}</span>
              </p>
            ) : null}
            {showPreview ? (
              <p className="line-clamp-3 break-words whitespace-pre-line text-muted-foreground">
                {item.templatePreview}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

const PAGE = 10;

export function HistoryTimeline({ clientId }: { clientId: string }) {
  const history = useClientHistory(clientId);
  const [shown, setShown] = useState(PAGE);
  const items = history.data ?? [];
  const visible = items.slice(0, shown);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Client History</CardTitle>
        <CardDescription>Messages, emails, texts, proposals and payments, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <RowsSkeleton rows={4} />
        ) : history.isError ? (
          <SectionError
            message={errorMessage(history.error, "The history could not be loaded.")}
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState compact icon={History} title="Nothing has happened yet">
            Messages, emails, proposals and payments for this client will be listed here as they happen.
          </EmptyState>
        ) : (
          <>
            <ol aria-label="Client history">
              {visible.map((item, index) => (
                <HistoryEntry key={item.id} item={item} last={index === visible.length - 1} />
              ))}
            </ol>
            {items.length > shown ? (
              <Button
                variant="outline"
                size="sm"
                className="mt-5 w-full"
                onClick={() => setShown((n) => n + PAGE * 2)}
              >
                Show more ({items.length - shown} older)
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
