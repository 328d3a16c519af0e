import { format, isValid, parseISO } from "date-fns";
import {
  CalendarClock,
  ClipboardList,
  ExternalLink,
  FileText,
  Link2,
  ListChecks,
  type LucideIcon,
  Mail,
  MessageCircleQuestion,
  Phone,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { safeHref } from "@/lib/portal-brand";
import { formatCents } from "../../../shared/money";
import { checklistProgress, type PortalView } from "../../../shared/portal";

type Variant = NonNullable<BadgeProps["variant"]>;

function PortalSection({
  icon: Icon,
  title,
  aside,
  children,
}: {
  icon: LucideIcon;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = `portal-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id}>
      <Card className="gap-4">
        <CardHeader className="flex items-center justify-between gap-3">
          <CardTitle id={id} className="flex items-center gap-2.5 text-base">
            <span className="flex size-8 items-center justify-center rounded-full bg-(--brand)/10 text-(--brand-text)">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            {title}
          </CardTitle>
          {aside}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg bg-slate-50 px-4 py-5 text-center text-sm text-muted-foreground">{children}</p>
  );
}

const moment = (iso: string, pattern: string) => {
  const date = parseISO(iso);
  return isValid(date) ? format(date, pattern) : "";
};

/** The visitor's own time zone, named, since times are shown in it (DESIGN). */
function zoneName(iso: string): string {
  const date = parseISO(iso);
  if (!isValid(date)) return "";
  return (
    new Intl.DateTimeFormat("en-US", { timeZoneName: "short" })
      .formatToParts(date)
      .find((part) => part.type === "timeZoneName")?.value ?? ""
  );
}

// Checklist

export function ChecklistSection({ items }: { items: PortalView["checklistItems"] }) {
  const sorted = [...items].sort((a, b) => a.orderIndex - b.orderIndex);
  const done = sorted.filter((item) => item.completedAt !== null).length;
  const progress = checklistProgress(sorted);
  return (
    <PortalSection
      icon={ListChecks}
      title="Wedding checklist"
      aside={
        sorted.length > 0 ? (
          <span className="text-2xl font-semibold tabular-nums text-(--brand-text)">{progress}%</span>
        ) : null
      }
    >
      {sorted.length === 0 ? (
        <Empty>
          Your checklist is empty for now. Steps will show up here as your photographer adds them.
        </Empty>
      ) : (
        <div className="space-y-4">
          <div className="space-y-1.5">
            <div
              role="progressbar"
              aria-label="Checklist progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2.5 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className="h-full rounded-full bg-(--brand) transition-[width]"
                style={{ width: `${progress}%` }}
              />
            </div>
            <p className="text-xs text-muted-foreground">
              {done} of {sorted.length} done
            </p>
          </div>
          <ul className="divide-y">
            {sorted.map((item) => {
              const checked = item.completedAt !== null;
              const id = `checklist-${item.id}`;
              return (
                <li key={item.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                  <Checkbox
                    id={id}
                    checked={checked}
                    disabled
                    aria-readonly="true"
                    className="mt-0.5 size-5 disabled:cursor-default disabled:opacity-100 data-[state=checked]:border-(--brand) data-[state=checked]:bg-(--brand) data-[state=checked]:text-(--brand-fg)"
                  />
                  <Label
                    htmlFor={id}
                    className="grid gap-0.5 text-base font-normal peer-disabled:cursor-default peer-disabled:opacity-100"
                  >
                    <span className={checked ? "text-muted-foreground" : undefined}>{item.title}</span>
                    {checked && item.completedAt ? (
                      <span className="text-xs text-muted-foreground">
                        Done {moment(item.completedAt, "MMMM d, yyyy")}
                      </span>
                    ) : null}
                  </Label>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </PortalSection>
  );
}

// Estimates and invoices

function estimateStatus(status: string): { label: string; variant: Variant } {
  switch (status.toUpperCase()) {
    case "SIGNED":
      return { label: "Signed", variant: "success" };
    case "PAID_PARTIAL":
      return { label: "Deposit paid", variant: "success" };
    case "PAID_FULL":
    case "PAID":
      return { label: "Paid in full", variant: "success" };
    case "EXPIRED":
      return { label: "Expired", variant: "danger" };
    case "SENT":
    case "DRAFT":
      return { label: "Ready to review", variant: "warning" };
    default: {
      const words = status.replace(/_/g, " ").toLowerCase();
      return { label: words.charAt(0).toUpperCase() + words.slice(1), variant: "info" };
    }
  }
}

export function EstimatesSection({ estimates }: { estimates: PortalView["estimates"] }) {
  return (
    <PortalSection icon={FileText} title="Estimates & invoices">
      {estimates.length === 0 ? (
        <Empty>
          Nothing to review yet. Estimates and invoices will appear here once they are sent to you.
        </Empty>
      ) : (
        <ul className="space-y-3">
          {estimates.map((estimate) => {
            const status = estimateStatus(estimate.status);
            return (
              <li
                key={estimate.id}
                className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-medium break-words">{estimate.title}</p>
                    <Badge variant={status.variant}>{status.label}</Badge>
                  </div>
                  <p className="text-2xl font-semibold tracking-tight tabular-nums">
                    {formatCents(estimate.totalCents)}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {moment(estimate.createdAt, "MMMM d, yyyy")}
                  </p>
                </div>
                <Button
                  asChild
                  size="lg"
                  className="w-full bg-(--brand) text-(--brand-fg) hover:bg-(--brand-hover) sm:w-auto"
                >
                  <a href={`/estimates/${encodeURIComponent(estimate.token)}`}>
                    View
                    <span className="sr-only"> {estimate.title}</span>
                  </a>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </PortalSection>
  );
}

// Appointments

function bookingStatus(status: string): { label: string; variant: Variant } {
  if (status === "CONFIRMED") return { label: "Confirmed", variant: "success" };
  if (status === "PENDING") return { label: "Pending", variant: "warning" };
  return { label: status, variant: "info" };
}

export function AppointmentsSection({ bookings }: { bookings: PortalView["bookings"] }) {
  return (
    <PortalSection icon={CalendarClock} title="Upcoming appointments">
      {bookings.length === 0 ? (
        <Empty>No upcoming appointments.</Empty>
      ) : (
        <ul className="space-y-3">
          {bookings.map((booking) => {
            const status = bookingStatus(booking.status);
            return (
              <li key={booking.id} className="flex items-start gap-4 rounded-lg border p-4">
                <span className="flex w-14 shrink-0 flex-col items-center rounded-lg bg-(--brand)/10 py-2 text-(--brand-text)">
                  <span className="text-xs font-semibold uppercase">{moment(booking.startAt, "MMM")}</span>
                  <span className="text-2xl leading-none font-semibold tabular-nums">
                    {moment(booking.startAt, "d")}
                  </span>
                </span>
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-medium break-words">{booking.title}</p>
                    <Badge variant={status.variant}>{status.label}</Badge>
                  </div>
                  <p className="text-sm">{moment(booking.startAt, "EEEE, MMMM d, yyyy")}</p>
                  <p className="text-lg font-semibold tabular-nums">
                    <time dateTime={booking.startAt}>{moment(booking.startAt, "HH:mm")}</time>
                    {" – "}
                    <time dateTime={booking.endAt}>{moment(booking.endAt, "HH:mm")}</time>{" "}
                    <span className="text-sm font-normal text-muted-foreground">
                      {zoneName(booking.startAt)}
                    </span>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </PortalSection>
  );
}

// Questionnaires

export function QuestionnairesSection({ questionnaires }: { questionnaires: PortalView["questionnaires"] }) {
  return (
    <PortalSection icon={ClipboardList} title="Questionnaires">
      {questionnaires.length === 0 ? (
        <Empty>No questionnaires for you right now.</Empty>
      ) : (
        <ul className="space-y-3">
          {questionnaires.map((q) => {
            const isDone = q.status === "Completed";
            return (
              <li
                key={q.id}
                className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-medium break-words">{q.template.title}</p>
                    <Badge variant={isDone ? "success" : "warning"}>{q.status}</Badge>
                  </div>
                  {q.template.description ? (
                    <p className="text-sm text-muted-foreground">{q.template.description}</p>
                  ) : null}
                  {isDone && q.completedAt ? (
                    <p className="text-xs text-muted-foreground">
                      Completed {moment(q.completedAt, "MMMM d, yyyy")}
                    </p>
                  ) : null}
                </div>
                <Button
                  asChild
                  size={isDone ? "default" : "lg"}
                  variant={isDone ? "outline" : "default"}
                  className={
                    isDone
                      ? "w-full sm:w-auto"
                      : "w-full bg-(--brand) text-(--brand-fg) hover:bg-(--brand-hover) sm:w-auto"
                  }
                >
                  <Link href={`/client-portal/questionnaires/${encodeURIComponent(q.id)}`}>
                    {isDone ? "View answers" : "Fill in"}
                    <span className="sr-only"> {q.template.title}</span>
                  </Link>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </PortalSection>
  );
}

// Quick links

export function QuickLinksSection({ links }: { links: PortalView["links"] }) {
  const usable = links.flatMap((link) => {
    const href = safeHref(link.url);
    return href ? [{ ...link, href }] : [];
  });
  return (
    <PortalSection icon={Link2} title="Quick links">
      {usable.length === 0 ? (
        <Empty>No links shared yet.</Empty>
      ) : (
        <ul className="space-y-2">
          {usable.map((link) => (
            <li key={link.id}>
              <a
                href={link.href}
                target="_blank"
                rel="noreferrer"
                className="flex items-center justify-between gap-3 rounded-lg border px-4 py-3 text-sm font-medium outline-none transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="min-w-0 break-words">{link.title}</span>
                <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </PortalSection>
  );
}

// Contact and help

export function ContactSection({ photographer }: { photographer: PortalView["photographer"] }) {
  const { email, phone, businessName } = photographer;
  return (
    <PortalSection icon={Mail} title="Contact information">
      <div className="space-y-3">
        <p className="font-medium">{businessName}</p>
        {email || phone ? (
          <ul className="space-y-2 text-sm">
            {email ? (
              <li>
                <a
                  href={`mailto:${email}`}
                  className="inline-flex items-center gap-2 break-all text-(--brand-text) underline-offset-4 hover:underline"
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {email}
                </a>
              </li>
            ) : null}
            {phone ? (
              <li>
                <a
                  href={`tel:${phone.replace(/[^\d+]/g, "")}`}
                  className="inline-flex items-center gap-2 text-(--brand-text) underline-offset-4 hover:underline"
                >
                  <Phone aria-hidden="true" className="size-4 shrink-0" />
                  {phone}
                </a>
              </li>
            ) : null}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Reply to the email that brought you here.</p>
        )}
      </div>
    </PortalSection>
  );
}

export function NeedHelpSection({ photographer }: { photographer: PortalView["photographer"] }) {
  const { email, phone, businessName } = photographer;
  return (
    <PortalSection icon={MessageCircleQuestion} title="Need Help?">
      <p className="text-sm text-muted-foreground">
        Questions about your day, a document or this page? {businessName} is happy to help
        {email || phone ? ", just get in touch." : ". Reply to the email that brought you here."}
      </p>
      {email || phone ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          {email ? (
            <Button asChild className="bg-(--brand) text-(--brand-fg) hover:bg-(--brand-hover)">
              <a href={`mailto:${email}`}>
                <Mail aria-hidden="true" />
                Send an email
              </a>
            </Button>
          ) : null}
          {phone ? (
            <Button asChild variant="outline">
              <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
                <Phone aria-hidden="true" />
                Call
              </a>
            </Button>
          ) : null}
        </div>
      ) : null}
    </PortalSection>
  );
}
