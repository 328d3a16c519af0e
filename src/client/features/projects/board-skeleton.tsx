import { BoneSet, type Bones } from "@/components/list-skeleton";

const CARDS_PER_COLUMN = [3, 2, 2, 1];

/** A stage's header: its colour dot, name and count, and the line under them. */
const STAGE_HEADER: readonly Bones[] = [
  { row: ["size-2.5 rounded-full", "h-4 w-24", "ml-auto h-5 w-7"], className: "items-center gap-2" },
  "h-3 w-40",
];

/** A project card: its title, client, and the date beside the badge. */
const PROJECT_CARD: readonly Bones[] = [
  "h-4 w-3/4",
  "h-3 w-1/2",
  { row: ["h-3 w-24", "h-5 w-12"], className: "justify-between" },
];

/** The board while its stages and projects load: four columns shaped like the real ones. */
export function BoardSkeleton() {
  return (
    <div aria-busy="true" className="grid min-h-[500px] grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <output className="sr-only">Loading stages</output>
      {CARDS_PER_COLUMN.map((cards, column) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
          key={column}
          data-testid="stage-column-skeleton"
          className="flex min-h-56 flex-col gap-2 rounded-xl border bg-slate-50/80 sm:min-h-[500px]"
        >
          <div className="space-y-2 border-b px-3 py-3">
            <BoneSet bones={STAGE_HEADER} />
          </div>
          <div className="grid gap-2 p-2">
            {Array.from({ length: cards }, (_, card) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
              <div key={card} className="space-y-3 rounded-lg border bg-card p-3">
                <BoneSet bones={PROJECT_CARD} />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
