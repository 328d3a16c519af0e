import { SearchInput } from "@/components/search-input";

interface PipelineSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** Narrows every column to projects whose title or client name contains the text (the server searches). Escape clears it. */
export function PipelineSearch({ value, onChange }: PipelineSearchProps) {
  return (
    <SearchInput
      label="Search projects by title or client name"
      placeholder="Search projects..."
      className="sm:w-64 sm:max-w-none"
      value={value}
      onChange={onChange}
    />
  );
}
