import { SearchInput } from "@/components/search-input";
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

/** Search by title or client name, and narrow to one project type. */
export function ProjectsFilters({
  search,
  onSearchChange,
  type,
  onTypeChange,
  disabled,
}: ProjectsFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput
        label="Search projects by title or client name"
        placeholder="Search by title or client"
        value={search}
        onChange={onSearchChange}
        disabled={disabled}
      />
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
