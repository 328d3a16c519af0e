import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { VariableText } from "@/components/variable-text";
import { useTableDate } from "@/hooks/use-table-date";
import type { Channel, Template } from "../../../shared/templates";
import { type TemplateActionHandlers, TemplateActions } from "./template-actions";
import { smsLength } from "./template-form";

export function TemplatesTableHeader({ channel }: { channel: Channel }) {
  return (
    <TableHeader>
      <TableRow className="hover:bg-transparent">
        <TableHead className="w-[28%] pl-4">Name</TableHead>
        <TableHead>{channel === "EMAIL" ? "Subject" : "Message"}</TableHead>
        {channel === "SMS" ? <TableHead className="w-24 text-right">Segments</TableHead> : null}
        <TableHead className="w-28 text-right">Used By</TableHead>
        <TableHead className="w-32 pl-6">Created</TableHead>
        <TableHead className="w-24 pr-4">
          <span className="sr-only">Actions</span>
        </TableHead>
      </TableRow>
    </TableHeader>
  );
}

/** The desktop list of one channel's templates. */
export function TemplatesTable({
  channel,
  templates,
  ...handlers
}: { channel: Channel; templates: readonly Template[] } & TemplateActionHandlers) {
  const day = useTableDate();
  return (
    <Table className="table-fixed">
      <TemplatesTableHeader channel={channel} />
      <TableBody>
        {templates.map((template) => {
          const summary = channel === "EMAIL" ? template.subject : template.textBody;
          return (
            <TableRow key={template.id}>
              <TableCell className="truncate py-3 pl-4 font-medium" title={template.name}>
                {template.name}
              </TableCell>
              <TableCell
                className={`truncate py-3 ${summary ? "" : "text-muted-foreground"}`}
                title={summary ?? undefined}
              >
                {summary ? <VariableText text={summary} /> : "No subject"}
              </TableCell>
              {channel === "SMS" ? (
                <TableCell className="py-3 text-right tabular-nums">
                  {smsLength(template.textBody).segments}
                </TableCell>
              ) : null}
              <TableCell
                className={`py-3 text-right tabular-nums ${template.usedBy ? "" : "text-muted-foreground"}`}
              >
                {template.usedBy}
              </TableCell>
              <TableCell className="py-3 pl-6 text-muted-foreground">{day(template.createdAt)}</TableCell>
              <TableCell className="py-3 pr-4">
                <TemplateActions template={template} {...handlers} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
