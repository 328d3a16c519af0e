/**
 * One calm message on a client-facing page, on its own in the middle of the screen: a link that leads
 * nowhere, or a page that could not load, with what to do next. Each page wraps it in its own frame.
 */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export function PublicMessage({
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
  );
}
