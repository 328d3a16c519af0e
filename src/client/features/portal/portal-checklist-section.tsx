import { ListChecks } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { checklistProgress, type PortalView } from "../../../shared/portal";
import { moment } from "./portal-dates";
import { PortalEmpty, PortalSection } from "./portal-section";

/** The checklist the photographer keeps for the client: progress, then each step, ticked or not. */
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
        <PortalEmpty>
          Your checklist is empty for now. Steps will show up here as your photographer adds them.
        </PortalEmpty>
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
