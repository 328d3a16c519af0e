import { SearchInput } from "@/components/search-input";

interface ClientsSearchProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** Filters the list as you type, by full name or email. Escape clears it. */
export function ClientsSearch(props: ClientsSearchProps) {
  return (
    <SearchInput label="Search clients by name or email" placeholder="Search by name or email" {...props} />
  );
}
