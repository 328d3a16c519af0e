/** The public proposal page while it loads, when the link leads nowhere, and when loading fails. */
import type { ComponentProps, CSSProperties, ReactNode } from "react";
import { BoneSet, type Bones } from "@/components/bones";
import { PublicMessage } from "@/components/public-message";
import { PUBLIC_BONE, PublicPageSkeleton } from "@/components/public-skeleton";

export function ProposalFrame({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <div style={style} className="min-h-svh bg-linear-to-b from-slate-50 to-slate-100/80">
      {children}
    </div>
  );
}

/** The title block: eyebrow, title, client line and date. */
const TITLE_BONES: readonly Bones[] = [
  "h-4 w-24",
  "h-9 w-72 max-w-full",
  "h-6 w-56 max-w-full",
  "h-4 w-64 max-w-full",
];

/** The items: their heading and three item cards (rows on a wide screen). */
const ITEM_BONES: readonly Bones[] = [
  "h-6 w-36",
  ...Array.from({ length: 3 }, () => "h-24 w-full rounded-xl md:h-14"),
];

/** Shaped like the page: header, title block, three item cards and the totals. */
export function ProposalSkeleton() {
  return (
    <ProposalFrame>
      <PublicPageSkeleton label="Loading your proposal" width="max-w-3xl" className="space-y-8">
        <BoneSet bones={{ stack: TITLE_BONES, className: "gap-3" }} tint={PUBLIC_BONE} />
        <BoneSet bones={{ stack: ITEM_BONES, className: "gap-3" }} tint={PUBLIC_BONE} />
        <BoneSet bones="h-44 w-full rounded-xl" tint={PUBLIC_BONE} />
      </PublicPageSkeleton>
    </ProposalFrame>
  );
}

/** One calm message on its own, with what to do next. */
export function ProposalMessage(props: ComponentProps<typeof PublicMessage>) {
  return (
    <ProposalFrame>
      <PublicMessage {...props} />
    </ProposalFrame>
  );
}
