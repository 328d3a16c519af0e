import { TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** The client table's column headings, shared by the table and its loading skeleton. */
export function ClientsTableHeader() {
  return (
    <TableHeader>
      <TableRow className="hover:bg-transparent">
        <TableHead className="w-[22%] pl-4">Name</TableHead>
        <TableHead className="w-[26%]">Contact</TableHead>
        <TableHead className="w-[11%] whitespace-normal">Active Projects</TableHead>
        <TableHead className="w-[20%]">Latest Project</TableHead>
        <TableHead className="w-[14%]">Created</TableHead>
        <TableHead className="w-[7%] pr-4 text-right">Actions</TableHead>
      </TableRow>
    </TableHeader>
  );
}
