import { useEffect, useId, useMemo, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { filterChoices, movedActive, type ZoneChoice, zoneChoices } from "./timezone-choices";

/**
 * A searchable time-zone picker (the ARIA 1.2 combobox pattern): type part of a zone or its offset
 * ("london", "new york", "+05:30"), move with the arrow keys, Enter to choose, Escape to close. Any
 * zone Intl knows, each with its UTC offset now. With `noneLabel`, the first option means "no zone of
 * its own" and gives null (an event's "Same as studio").
 */
export function TimezoneSelect({
  id,
  value,
  onChange,
  describedBy,
  noneLabel,
}: {
  id: string;
  value: string | null;
  onChange: (zone: string) => void;
  describedBy?: string;
  noneLabel?: undefined;
}): React.JSX.Element;
export function TimezoneSelect(props: {
  id: string;
  value: string | null;
  onChange: (zone: string | null) => void;
  describedBy?: string;
  noneLabel: string;
}): React.JSX.Element;
export function TimezoneSelect({
  id,
  value,
  onChange,
  describedBy,
  noneLabel,
}: {
  id: string;
  value: string | null;
  onChange: (zone: string) => void;
  describedBy?: string;
  noneLabel?: string | undefined;
}) {
  const listId = useId();
  const choices = useMemo(() => zoneChoices(value, new Date(), noneLabel), [value, noneLabel]);
  const currentLabel = choices.find((c) => c.zone === value)?.label ?? value ?? noneLabel ?? "";
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const shown = useMemo(() => filterChoices(choices, query), [choices, query]);
  const listRef = useRef<HTMLUListElement>(null);

  // The highlighted option stays in view while the arrow keys move through a long list.
  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: "nearest" });
  }, [open, active]);

  function openAtCurrent() {
    setQuery("");
    setActive(
      Math.max(
        0,
        choices.findIndex((c) => c.zone === value),
      ),
    );
    setOpen(true);
  }

  function choose(choice: ZoneChoice | undefined) {
    if (!choice) return;
    (onChange as (zone: string | null) => void)(choice.zone);
    setOpen(false);
    setQuery("");
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      if (open) event.preventDefault();
      setOpen(false);
      setQuery("");
      return;
    }
    if (event.key === "Enter") {
      if (!open) return;
      event.preventDefault();
      choose(shown[active]);
      return;
    }
    if (!open && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      event.preventDefault();
      openAtCurrent();
      return;
    }
    const next = open ? movedActive(event.key, active, shown.length) : undefined;
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    }
  }

  const activeId = open && shown[active] ? `${listId}-${active}` : undefined;
  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        className={cn(
          "flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none md:text-sm",
          "placeholder:text-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30 focus-visible:placeholder:text-muted-foreground",
        )}
        // Closed, the field names the zone chosen; open, it holds the search, the choice as its hint.
        value={open ? query : currentLabel}
        placeholder={currentLabel || "Search time zones"}
        onFocus={openAtCurrent}
        onClick={() => (open ? undefined : openAtCurrent())}
        onBlur={() => {
          setOpen(false);
          setQuery("");
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        ref={listRef}
        id={listId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG combobox's popup list
        role="listbox"
        aria-label="Time zones"
        hidden={!open || shown.length === 0}
        className="absolute z-50 mt-1 max-h-64 w-full overflow-auto rounded-md border bg-popover p-1 text-sm text-popover-foreground shadow-md"
      >
        {open
          ? shown.map((choice, index) => (
              // The focus stays in the field (aria-activedescendant), whose keys choose: the options
              // take the mouse only, so they are neither focusable nor given key handlers.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys (see above)
              // biome-ignore lint/a11y/useFocusableInteractive: options of an activedescendant listbox
              <li
                key={choice.zone ?? ""}
                id={`${listId}-${index}`}
                data-index={index}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox
                role="option"
                aria-selected={choice.zone === value}
                className={cn(
                  "cursor-default rounded-sm px-2 py-1.5",
                  index === active && "bg-accent text-accent-foreground",
                  choice.zone === value && "font-medium",
                )}
                // Keeps the focus in the field, so the blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(choice)}
              >
                {choice.label}
              </li>
            ))
          : null}
      </ul>
      {open && shown.length === 0 ? (
        <output className="absolute z-50 mt-1 block w-full rounded-md border bg-popover px-3 py-2 text-sm text-muted-foreground shadow-md">
          No time zone matches
        </output>
      ) : null}
    </div>
  );
}
