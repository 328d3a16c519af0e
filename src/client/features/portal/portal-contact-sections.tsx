import { ExternalLink, Link2, Mail, MessageCircleQuestion, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { safeHref } from "@/lib/portal-brand";
import type { PortalView } from "../../../shared/portal";
import { PortalEmpty, PortalSection } from "./portal-section";

/** A phone number as a link that dials it: digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The links the photographer shares; an unsafe address is left out. */
export function QuickLinksSection({ links }: { links: PortalView["links"] }) {
  const usable = links.flatMap((link) => {
    const href = safeHref(link.url);
    return href ? [{ ...link, href }] : [];
  });
  return (
    <PortalSection icon={Link2} title="Quick links">
      {usable.length === 0 ? (
        <PortalEmpty>No links shared yet.</PortalEmpty>
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

/** How to reach the studio: its name, e-mail and phone. */
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
                  href={telHref(phone)}
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

/** An invitation to ask, with buttons to e-mail or call the studio. */
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
              <a href={telHref(phone)}>
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
