import { CalendarCheck, FilePenLine, Users } from "lucide-react";
import type * as React from "react";
import { FocalLogo, FocalMark } from "@/components/layout/focal-logo";

const HIGHLIGHTS = [
  { icon: Users, text: "Every couple and project moving calmly through your pipeline" },
  { icon: FilePenLine, text: "Proposals your clients sign and pay online" },
  { icon: CalendarCheck, text: "Consultations booked straight into your calendar" },
] as const;

function BrandPanel() {
  return (
    <div className="relative hidden overflow-hidden bg-slate-950 text-white lg:flex lg:flex-col lg:justify-between lg:p-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_40rem_at_-10%_-10%,rgba(59,130,246,0.35),transparent_60%),radial-gradient(40rem_30rem_at_110%_110%,rgba(99,102,241,0.25),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -bottom-24 size-[28rem] rounded-full border border-white/5 shadow-[inset_0_0_0_3rem_rgba(255,255,255,0.02)]"
      />
      <div className="relative flex items-center gap-3">
        <FocalMark className="size-10" />
        <div className="grid leading-tight">
          <span className="text-lg font-semibold tracking-tight">Focal</span>
          <span className="text-sm text-slate-400">Photography CRM</span>
        </div>
      </div>
      <div className="relative max-w-md space-y-8">
        <p className="text-3xl leading-tight font-semibold tracking-tight text-balance">
          From first inquiry to final gallery, your whole studio in one calm place.
        </p>
        <ul className="space-y-4">
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-slate-300">
              <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md bg-white/10 text-blue-300">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="text-sm leading-relaxed">{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-xs text-slate-500">Made for wedding and portrait photographers.</p>
    </div>
  );
}

/** The sign-in and sign-up frame: a brand panel on wide screens, a single calm column on phones. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: React.ReactNode;
  footer: React.ReactNode;
}) {
  return (
    <div className="grid min-h-svh bg-background lg:grid-cols-2">
      <BrandPanel />
      <main className="flex flex-col items-center justify-center bg-linear-to-b from-slate-50 to-white px-5 py-10 sm:px-8 lg:bg-none">
        <div className="w-full max-w-sm">
          <FocalLogo tagline="Photography CRM" className="mb-10 lg:hidden" />
          <div className="mb-8 space-y-2">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
            <p className="text-sm text-muted-foreground">{subtitle}</p>
          </div>
          {children}
          <p className="mt-8 text-center text-sm text-muted-foreground">{footer}</p>
        </div>
      </main>
    </div>
  );
}
