import { Search, X } from "lucide-react";
import { useRef } from "react";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PROJECT_TYPES, type ProjectType, projectTypeLabel } from "../../../shared/projects";

export type TypeFilter = ProjectType | "ALL";

interface ProjectsFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  type: TypeFilter;
  onTypeChange: (type: TypeFilter) => void;
  disabled?: boolean;
}

/** Search by title or client name, and narrow to one project type (SPEC §2 /projects). */
export function ProjectsFilters({
  search,
  onSearchChange,
  type,
  onTypeChange,
  disabled,
}: ProjectsFiltersProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative w-full sm:max-w-xs">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={inputRef}
          type="search"
          aria-label="Search projects by title or client name"
          placeholder="Search by title or client"
          className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
          value={search}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onSearchChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && search) {
              event.preventDefault();
              onSearchChange("");
            }
          }}
        />
        {search ? (
          <button
            type="button"
            aria-label="Clear search"
            className="absolute top-1/2 right-2 flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            onClick={() => {
              onSearchChange("");
              inputRef.current?.focus();
            }}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      <Select value={type} onValueChange={(value) => onTypeChange(value as TypeFilter)} disabled={disabled}>
        <SelectTrigger aria-label="Filter by project type" className="w-full sm:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="ALL">All Types</SelectItem>
          {PROJECT_TYPES.map((projectType) => (
            <SelectItem key={projectType} value={projectType}>
              {projectTypeLabel(projectType)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
