import { Badge } from "@/components/ui/badge";
import type { CardAge } from "../../../shared/projects";

/** Card-age colours: New green, Active yellow, Overdue red; the word is always shown, never colour alone. */
const VARIANT = { New: "success", Active: "warning", Overdue: "danger" } as const;

const DOT = { New: "bg-green-600", Active: "bg-amber-500", Overdue: "bg-red-600" } as const;

export function CardAgeBadge({ age, days }: { age: CardAge; days: number }) {
  const time = days === 1 ? "1 day" : `${days} days`;
  return (
    <Badge variant={VARIANT[age]} title={`${time} in this stage`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOT[age]}`} />
      {age}
      <span className="sr-only">, {time} in this stage</span>
    </Badge>
  );
}
