/**
 * Grey placeholder bars described as data: a feature gives the classes of each bar and how they stand
 * (stacked or in a row), and every skeleton draws them the same way. Kept apart from the list skeletons so
 * the client-facing pages load only this.
 */
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/** One grey bar (its classes), or bars laid out together: stacked in a column, or side by side in a row. */
export type Bones =
  | string
  | { stack: readonly Bones[]; className?: string }
  | { row: readonly Bones[]; className?: string };

/** Draws bones; a list of them stands as siblings in the caller's layout. `tint` colours every bone. */
export function BoneSet({ bones, tint }: { bones: Bones | readonly Bones[]; tint?: string }) {
  if (typeof bones === "string") return <Skeleton className={cn(tint, bones)} />;
  if (isList(bones)) {
    return (
      <>
        {bones.map((bone, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
          <BoneSet key={i} bones={bone} tint={tint} />
        ))}
      </>
    );
  }
  const stack = "stack" in bones;
  return (
    <div className={cn(stack ? "grid gap-2" : "flex gap-3", bones.className)}>
      <BoneSet bones={stack ? bones.stack : bones.row} tint={tint} />
    </div>
  );
}

function isList(bones: Bones | readonly Bones[]): bones is readonly Bones[] {
  return Array.isArray(bones);
}
