import { SearchInput } from "@/components/search-input";

interface ClientsSearchProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** Narrows the list by full name, e-mail or phone (searched by the server once typing pauses). Escape clears it. */
export function ClientsSearch(props: ClientsSearchProps) {
  return (
    <SearchInput label="Search clients by name or email" placeholder="Search by name or email" {...props} />
  );
}
