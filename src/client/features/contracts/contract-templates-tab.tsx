import { FileSignature, Pencil, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { AddButton, EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { CardsSkeleton } from "@/components/list-skeleton";
import { Button } from "@/components/ui/button";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { scanContractFields } from "../../../shared/contract-fields";
import type { ContractTemplate } from "../../../shared/contracts";
import { ContractTemplateDialog } from "./contract-template-dialog";
import { DeleteContractTemplateDialog } from "./delete-contract-template-dialog";
import { useContractTemplates } from "./use-contract-templates";

interface DialogState {
  open: boolean;
  template: ContractTemplate | null;
}
const closed: DialogState = { open: false, template: null };

/** The body's first paragraph line, without Markdown marks, as the card's one-line summary. */
export function contractSummary(body: string): string {
  const line = body
    .split("\n")
    .map((l) => l.trim())
    .find((l) => l !== "" && !l.startsWith("#"));
  return (line ?? "").replace(/\*+/g, "").replace(/\{\{\s*([^{}]*?)\s*\}\}/g, "[$1]");
}

/** The Templates page's Contracts tab: the studio's contract templates, New, Edit and Delete. */
export function ContractTemplatesTab() {
  const templates = useContractTemplates();
  const dates = useStudioDates();
  const [form, setForm] = useState<DialogState>(closed);
  const [deleting, setDeleting] = useState<DialogState>(closed);
  const returnFocus = useRef<HTMLElement | null>(null);
  const restoreFocus = (event: Event) => {
    const target = returnFocus.current;
    const next = target?.isConnected ? target : document.getElementById("new-contract-template");
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };
  const open = (set: typeof setForm, template: ContractTemplate | null, trigger: HTMLElement | null) => {
    returnFocus.current = trigger;
    set({ open: true, template });
  };

  const list = templates.data ?? [];
  let content: ReactNode;
  if (templates.isError) {
    content = (
      <ErrorState
        title="Could not load contracts"
        onRetry={() => void templates.refetch()}
        retrying={templates.isFetching}
      />
    );
  } else if (templates.isPending) {
    content = (
      <CardsSkeleton count={3} label="Loading contracts" card={["h-4 w-2/5", "h-3 w-4/5", "h-3 w-1/3"]} />
    );
  } else if (list.length === 0) {
    content = (
      <EmptyState
        icon={FileSignature}
        title="No contracts yet"
        action={<AddButton onClick={() => open(setForm, null, null)}>Write your first contract</AddButton>}
      >
        Write your contract once, with smart fields like {"{{client.fullName}}"} and {"{{proposal.schedule}}"}{" "}
        that fill themselves in from each proposal.
      </EmptyState>
    );
  } else {
    content = (
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Contract templates">
        {list.map((template) => {
          const { inputs } = scanContractFields(template.body);
          return (
            <li key={template.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 font-medium [overflow-wrap:anywhere]">{template.name}</p>
                <div className="-mr-2 -mt-1 flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Edit ${template.name}`}
                    onClick={(event) => open(setForm, template, event.currentTarget)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 text-muted-foreground hover:bg-red-50 hover:text-red-700"
                    aria-label={`Delete ${template.name}`}
                    onClick={(event) => open(setDeleting, template, event.currentTarget)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <p className="line-clamp-2 text-sm text-muted-foreground">{contractSummary(template.body)}</p>
              <p className="mt-auto border-t pt-2 text-xs text-muted-foreground">
                {inputs.length > 0 ? `${inputs.length} client input${inputs.length === 1 ? "" : "s"} · ` : ""}
                Updated {dates.day(template.updatedAt)}
              </p>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby="contract-templates-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="contract-templates-heading" className="text-lg font-semibold">
            Contracts{templates.isSuccess ? ` (${list.length.toLocaleString("en-US")})` : ""}
          </h2>
          <p className="text-sm text-muted-foreground">
            Attach one to a proposal: the client reads and signs it before paying.
          </p>
        </div>
        <Button
          id="new-contract-template"
          variant="outline"
          onClick={(event) => open(setForm, null, event.currentTarget)}
        >
          <Plus aria-hidden="true" />
          New contract
        </Button>
      </div>
      {content}
      <ContractTemplateDialog
        open={form.open}
        template={form.template}
        onOpenChange={(next) => setForm((current) => ({ ...current, open: next }))}
        onCloseAutoFocus={restoreFocus}
      />
      <DeleteContractTemplateDialog
        open={deleting.open}
        template={deleting.template}
        onOpenChange={(next) => setDeleting((current) => ({ ...current, open: next }))}
        onCloseAutoFocus={restoreFocus}
      />
    </section>
  );
}
