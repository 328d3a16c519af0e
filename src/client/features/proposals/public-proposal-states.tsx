/** The public proposal page while it loads, when the link leads nowhere, and when loading fails. */
import type { LucideIcon } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";

export function ProposalFrame({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <div style={style} className="min-h-svh bg-linear-to-b from-slate-50 to-slate-100/80">
      {children}
    </div>
  );
}

const bone = "bg-slate-200/70";

/** Shaped like the page: header, title block, three item cards and the totals. */
export function ProposalSkeleton() {
  return (
    <ProposalFrame>
      <output aria-label="Loading your proposal" className="block">
        <div className="border-t-4 border-t-slate-200 border-b bg-background">
          <div className="mx-auto flex h-16 max-w-3xl items-center gap-3 px-4 sm:px-6">
            <Skeleton className={`${bone} size-10 rounded-full`} />
            <Skeleton className={`${bone} h-5 w-40`} />
          </div>
        </div>
        <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
          <div className="space-y-3">
            <Skeleton className={`${bone} h-4 w-24`} />
            <Skeleton className={`${bone} h-9 w-72 max-w-full`} />
            <Skeleton className={`${bone} h-6 w-56 max-w-full`} />
            <Skeleton className={`${bone} h-4 w-64 max-w-full`} />
          </div>
          <div className="space-y-3">
            <Skeleton className={`${bone} h-6 w-36`} />
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className={`${bone} h-24 w-full rounded-xl md:h-14`} />
            ))}
          </div>
          <Skeleton className={`${bone} h-44 w-full rounded-xl`} />
        </div>
      </output>
    </ProposalFrame>
  );
}

/** One calm message on its own, with what to do next. */
export function ProposalMessage({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <ProposalFrame>
      <main className="flex min-h-svh items-center justify-center px-4 py-10">
        <div className="w-full max-w-md rounded-2xl border bg-card px-6 py-10 text-center shadow-sm">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-blue-50 text-primary-solid">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-5 text-xl font-semibold tracking-tight text-balance">{title}</h1>
          <div className="mt-2 space-y-2 text-sm text-muted-foreground">{children}</div>
          {action ? <div className="mt-6 flex justify-center">{action}</div> : null}
        </div>
      </main>
    </ProposalFrame>
  );
}
