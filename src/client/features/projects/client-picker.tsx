import { Check, ChevronsUpDown, RotateCw, Search } from "lucide-react";
import { Popover } from "radix-ui";
import type * as React from "react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useChosenClient, useClientChoices } from "@/features/clients";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { cn } from "@/lib/utils";
import { type ClientListItem, fullName } from "../../../shared/clients";

interface ClientPickerProps {
  id: string;
  value: string;
  onChange: (clientId: string) => void;
  onBlur?: () => void;
  error?: string;
  /** aria-describedby of the trigger (the field's message). */
  describedBy?: string;
  triggerRef?: React.Ref<HTMLButtonElement>;
}

/**
 * A search-as-you-type select of the studio's clients: the server finds them (name, e-mail or phone,
 * any case) CLIENT_CHOICES at a time, so a studio with 100,000 clients never loads them all. The chosen
 * client is named from its own record. The popup stays inside the dialog's DOM, so the dialog's focus
 * trap and scroll lock leave it usable.
 */
export function ClientPicker({
  id,
  value,
  onChange,
  onBlur,
  error,
  describedBy,
  triggerRef,
}: ClientPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const needle = useDebouncedValue(search).trim();
  // The first page (no search) is read with the form, so opening shows clients at once and a studio
  // without any is told so on the closed field.
  const clients = useClientChoices(needle);
  const chosen = useChosenClient(value);
  const [active, setActive] = useState(0);
  const listId = useId();
  // Opened on pointer down (as the Select does), before the field being left can re-render the form.
  const openedByPointer = useRef(false);
  const optionId = (clientId: string) => `${listId}-${clientId}`;

  const shown = clients.items;
  const selected = shown.find((client) => client.id === value) ?? (value ? chosen.data : undefined);
  // The options answer what is typed only once the server has answered for it: until then, Enter
  // picks nothing rather than a client from the previous search.
  const settled = needle === search.trim() && !clients.isPlaceholderData && !clients.isPending;
  const activeClient = settled ? shown[Math.min(active, shown.length - 1)] : undefined;

  const choose = (client: ClientListItem) => {
    onChange(client.id);
    setOpen(false);
  };
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) {
      setSearch("");
      const index = shown.findIndex((client) => client.id === value);
      setActive(index >= 0 ? index : 0);
    } else {
      onBlur?.();
    }
  };
  const moveTo = (index: number) => {
    if (shown.length === 0) return;
    const next = Math.max(0, Math.min(shown.length - 1, index));
    setActive(next);
    const target = shown[next];
    if (target) document.getElementById(optionId(target.id))?.scrollIntoView({ block: "nearest" });
  };
  const onSearchKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const index = activeClient ? shown.indexOf(activeClient) : 0;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        moveTo(index + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        moveTo(index - 1);
        break;
      case "PageDown":
        event.preventDefault();
        moveTo(index + 8);
        break;
      case "PageUp":
        event.preventDefault();
        moveTo(index - 8);
        break;
      case "Enter":
        // Never submits the form from here.
        event.preventDefault();
        if (activeClient) choose(activeClient);
        break;
    }
  };

  if (clients.isError && !clients.data) {
    return (
      <div
        role="alert"
        className="flex flex-col gap-2 rounded-md border border-red-200 bg-red-50/60 p-3 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between"
      >
        Your clients could not be loaded.
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void clients.refetch()}
          disabled={clients.isFetching}
        >
          <RotateCw aria-hidden="true" className={clients.isFetching ? "animate-spin" : undefined} />
          Retry
        </Button>
      </div>
    );
  }

  // No client at all (not merely none matching a search).
  const noClients = clients.isSuccess && settled && !needle && shown.length === 0;
  let triggerText: string;
  if (clients.isPending && !needle) triggerText = "Loading clients...";
  else if (noClients) triggerText = "No clients yet";
  else if (selected) triggerText = fullName(selected);
  else triggerText = "Select a client";

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <Popover.Trigger asChild>
        <button
          id={id}
          ref={triggerRef}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-controls={open ? listId : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={(clients.isPending && !needle) || noClients}
          onPointerDown={(event) => {
            if (event.pointerType !== "mouse" || event.button !== 0 || event.ctrlKey) return;
            event.preventDefault();
            openedByPointer.current = true;
            changeOpen(!open);
          }}
          onClick={(event) => {
            // Already toggled on pointer down: keep the trigger's own click from toggling back.
            if (openedByPointer.current) {
              openedByPointer.current = false;
              event.preventDefault();
            }
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" && !open) {
              event.preventDefault();
              changeOpen(true);
            }
          }}
          className={cn(
            "flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-2 text-left text-base shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm",
            !selected && "text-muted-foreground",
          )}
        >
          <span className="min-w-0 truncate">
            {triggerText}
            {selected?.email ? <span className="text-muted-foreground"> · {selected.email}</span> : null}
          </span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 opacity-50" />
        </button>
      </Popover.Trigger>
      {/* No portal: kept inside the dialog so its focus trap and scroll lock include the list. */}
      <Popover.Content
        align="start"
        sideOffset={4}
        collisionPadding={8}
        className="z-50 flex w-(--radix-popover-trigger-width) max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:animate-in data-[state=open]:fade-in-0"
      >
        <div className="relative border-b">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            role="combobox"
            aria-label="Search clients by name or email"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeClient ? optionId(activeClient.id) : undefined}
            placeholder="Search by name or email"
            autoComplete="off"
            spellCheck={false}
            className="h-10 rounded-none border-0 pl-9 shadow-none focus-visible:ring-0 [&::-webkit-search-cancel-button]:hidden"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label="Clients"
          className="max-h-60 overflow-y-auto overscroll-contain p-1"
        >
          {shown.map((client) => {
            const isActive = client === activeClient;
            const isSelected = client.id === value;
            return (
              <div
                key={client.id}
                id={optionId(client.id)}
                role="option"
                aria-selected={isSelected}
                tabIndex={-1}
                className={cn(
                  "flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm select-none",
                  isActive && "bg-accent text-accent-foreground",
                )}
                onMouseMove={() => {
                  if (!isActive) setActive(shown.indexOf(client));
                }}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(client)}
                onKeyDown={(event) => {
                  if (event.key === "Enter" || event.key === " ") {
                    event.preventDefault();
                    choose(client);
                  }
                }}
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{fullName(client)}</span>
                  {client.email ? (
                    <span className="block truncate text-xs text-muted-foreground">{client.email}</span>
                  ) : null}
                </span>
                <Check
                  aria-hidden="true"
                  className={cn("size-4 shrink-0", isSelected ? "opacity-100" : "opacity-0")}
                />
              </div>
            );
          })}
          {shown.length === 0 && settled ? (
            <p className="px-2 py-6 text-center text-sm text-muted-foreground">
              No clients match "{search.trim()}".
            </p>
          ) : null}
        </div>
        <output
          aria-live="polite"
          className={settled ? "sr-only" : "block border-t px-3 py-2 text-xs text-muted-foreground"}
        >
          {settled ? `${shown.length}${clients.hasNextPage ? "+" : ""} clients` : "Searching…"}
        </output>
        {settled && clients.hasNextPage ? (
          <div className="flex items-center justify-between gap-2 border-t px-3 py-2 text-xs text-muted-foreground">
            <span>Showing the newest {shown.length}. Type to narrow down.</span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="h-7 px-2"
              aria-disabled={clients.isFetchingNextPage || undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (!clients.isFetchingNextPage) void clients.fetchNextPage();
              }}
            >
              {clients.isFetchingNextPage ? "Loading more…" : "Show more"}
            </Button>
          </div>
        ) : null}
      </Popover.Content>
    </Popover.Root>
  );
}
