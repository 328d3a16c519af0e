/**
 * One calm message on a client-facing page, on its own in the middle of the screen: a link that leads
 * nowhere, or a page that could not load, with what to do next. Each page wraps it in its own frame.
 */
import { AlertTriangle, type LucideIcon, RotateCw } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { Button } from "@/components/ui/button";

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

export const PUBLIC_LOAD_FAILED =
  "Something went wrong on our side or with the connection. Please try again in a moment.";

type MessageFrame = ComponentType<{
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}>;

/**
 * A client-facing page whose data could not load: the page's own message frame, the same words
 * everywhere, and Try again (which keeps its label while the next try runs, so the button does not jump).
 * It draws its own button rather than the studio's RetryButton: these pages count every kilobyte.
 */
export function PublicLoadError({
  frame: Frame,
  title,
  query,
}: {
  frame: MessageFrame;
  title: string;
  query: { refetch: () => unknown; isFetching: boolean };
}) {
  return (
    <Frame
      icon={AlertTriangle}
      title={title}
      action={
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" className={query.isFetching ? "animate-spin" : undefined} />
          Try again
        </Button>
      }
    >
      <p>{PUBLIC_LOAD_FAILED}</p>
    </Frame>
  );
}
