/**
 * One session type in the studio's list: colour, name, badges (Default, Mini-session with its day, Off),
 * length, price and place, the enabled switch, and Edit, Duplicate and Delete (the default has no Delete:
 * it keeps the original booking links working).
 */
import { Copy, Pencil, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { useStudioCurrency } from "@/hooks/use-money";
import type { SessionType } from "../../../shared/session-types";
import { locationText, priceText } from "./public-type-format";
import { cardDate, shortDuration } from "./session-type-words";

/** A mini-session's day in words, with how many more days it has: "October 12, 2027 + 1 more day". */
export function miniSessionDays(type: Pick<SessionType, "availability">): string | null {
  if (type.availability === "STUDIO_HOURS") return null;
  const dates = [...new Set(type.availability.windows.map((w) => w.date).filter((d) => d != null))].sort();
  const first = dates[0];
  if (!first) return null;
  const more = dates.length - 1;
  return more > 0 ? `${cardDate(first)} + ${more} more day${more === 1 ? "" : "s"}` : cardDate(first);
}

export interface SessionTypeRowProps {
  type: SessionType;
  /** The switch is busy while this type's write is on its way. */
  toggling: boolean;
  duplicating: boolean;
  onToggle: (type: SessionType, enabled: boolean) => void;
  onEdit: (type: SessionType, trigger: HTMLElement) => void;
  onDuplicate: (type: SessionType, trigger: HTMLElement) => void;
  onDelete: (type: SessionType, trigger: HTMLElement) => void;
}

export function SessionTypeRow({
  type,
  toggling,
  duplicating,
  onToggle,
  onEdit,
  onDuplicate,
  onDelete,
}: SessionTypeRowProps) {
  const currency = useStudioCurrency();
  const days = type.isMiniSession ? miniSessionDays(type) : null;
  const switchId = `session-type-enabled-${type.id}`;
  return (
    <article
      aria-labelledby={`session-type-name-${type.id}`}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span
          aria-hidden="true"
          className="mt-1.5 size-3 shrink-0 rounded-full ring-2 ring-background"
          style={{ backgroundColor: type.color }}
        />
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3
              id={`session-type-name-${type.id}`}
              className="text-sm font-semibold [overflow-wrap:anywhere]"
            >
              {type.name}
            </h3>
            {type.isDefault ? <Badge variant="secondary">Default</Badge> : null}
            {type.isMiniSession ? <Badge variant="info">Mini-session{days ? ` · ${days}` : ""}</Badge> : null}
            {type.enabled ? null : <Badge variant="outline">Off</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">
            <span className="tabular-nums">{shortDuration(type.durationMinutes)}</span>
            {" · "}
            <span className="tabular-nums">{priceText({ ...type, currency })}</span>
            {" · "}
            <span className="[overflow-wrap:anywhere]">
              {locationText({ kind: type.location.kind, detail: type.location.detail ?? null })}
            </span>
          </p>
          <p className="truncate text-xs text-muted-foreground">/{type.slug}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 pl-6 sm:justify-end sm:pl-0">
        <div className="mr-2 flex items-center gap-2">
          <Switch
            id={switchId}
            checked={type.enabled}
            disabled={toggling}
            onCheckedChange={(checked) => onToggle(type, checked)}
            aria-label={`Bookable: ${type.name}`}
          />
          <label htmlFor={switchId} className="text-sm text-muted-foreground" aria-hidden="true">
            {type.enabled ? "On" : "Off"}
          </label>
        </div>
        <Button size="sm" variant="outline" onClick={(event) => onEdit(type, event.currentTarget)}>
          <Pencil aria-hidden="true" />
          Edit
          <span className="sr-only"> {type.name}</span>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={duplicating}
          onClick={(event) => onDuplicate(type, event.currentTarget)}
          aria-label={`Duplicate ${type.name}`}
        >
          <Copy aria-hidden="true" />
          <span className="hidden sm:inline">{duplicating ? "Duplicating..." : "Duplicate"}</span>
        </Button>
        {type.isDefault ? null : (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={(event) => onDelete(type, event.currentTarget)}
            aria-label={`Delete ${type.name}`}
          >
            <Trash2 aria-hidden="true" />
            <span className="hidden sm:inline">Delete</span>
          </Button>
        )}
      </div>
    </article>
  );
}
