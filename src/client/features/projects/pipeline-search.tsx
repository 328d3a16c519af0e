import { SearchInput } from "@/components/search-input";

interface PipelineSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** Filters the board by title, client full name or client e-mail as you type. Escape clears it. */
export function PipelineSearch({ value, onChange }: PipelineSearchProps) {
  return (
    <SearchInput
      label="Search projects by title, client name or email"
      placeholder="Search projects..."
      className="sm:w-64 sm:max-w-none"
      value={value}
      onChange={onChange}
    />
  );
}
