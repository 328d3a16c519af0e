import { Search, X } from "lucide-react";
import { useRef } from "react";
import { Input } from "@/components/ui/input";

interface ClientsSearchProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** Filters the list as you type, by full name or email (SPEC §2). Escape clears it. */
export function ClientsSearch({ value, onChange, disabled }: ClientsSearchProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="relative w-full sm:max-w-xs">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={inputRef}
        type="search"
        aria-label="Search clients by name or email"
        placeholder="Search by name or email"
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        value={value}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && value) {
            event.preventDefault();
            onChange("");
          }
        }}
      />
      {value ? (
        <button
          type="button"
          aria-label="Clear search"
          className="absolute top-1/2 right-2 flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          onClick={() => {
            onChange("");
            inputRef.current?.focus();
          }}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
