import { Braces } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { TEMPLATE_VARIABLES, type TemplateVariable } from "../../../shared/email";

const DESCRIPTIONS: Record<TemplateVariable, string> = {
  firstName: "Client's first name",
  lastName: "Client's last name",
  fullName: "First and last name",
  email: "Client's e-mail",
  phone: "Client's phone",
  weddingDate: "Event date",
  businessName: "Your business name",
  scheduling_link: "Your booking calendar link",
  signature: "Your e-mail signature",
  installmentLabel: "Payment reminders: the instalment's name",
  installmentAmount: "Payment reminders: the amount due",
  installmentDueDate: "Payment reminders: the due date",
  payment_link: "Payment reminders: the proposal's pay page",
};

/**
 * "Insert variable" for one field. The field's caret survives the menu (an input keeps its selection
 * while blurred); `onCloseAutoFocus` hands focus back to the field rather than to this button.
 */
export function VariableMenu({
  describedBy,
  onInsert,
  onClosed,
}: {
  /** The id of the field's label, so the button says which field it fills. */
  describedBy: string;
  onInsert: (variable: TemplateVariable) => void;
  /** Called instead of the default focus return; return true when it moved focus itself. */
  onClosed: () => boolean;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="-my-1 h-7 gap-1 px-2 text-xs text-muted-foreground"
          aria-describedby={describedBy}
        >
          <Braces aria-hidden="true" className="size-3.5" />
          Insert variable
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="w-80 max-w-[calc(100vw-2rem)]"
        onCloseAutoFocus={(event) => {
          if (onClosed()) event.preventDefault();
        }}
      >
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">
          Filled in for each client
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {TEMPLATE_VARIABLES.map((variable) => (
          <DropdownMenuItem key={variable} onSelect={() => onInsert(variable)} className="justify-between">
            <code className="font-mono text-xs">{`{{${variable}}}`}</code>
            <span className="truncate text-xs text-muted-foreground">{DESCRIPTIONS[variable]}</span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
