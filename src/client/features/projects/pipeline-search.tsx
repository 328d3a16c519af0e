import { Search, X } from "lucide-react";
import { useRef } from "react";
import { Input } from "@/components/ui/input";

interface PipelineSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** SPEC §2: filters the board by title, client full name or client e-mail as you type. Escape clears it. */
export function PipelineSearch({ value, onChange }: PipelineSearchProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="relative w-full sm:w-64">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={inputRef}
        type="search"
        aria-label="Search projects by title, client name or email"
        placeholder="Search projects..."
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        value={value}
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
