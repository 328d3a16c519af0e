import { ListChecks, Plus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import {
  type ChecklistTemplateItem,
  type ChecklistTemplateItemInput,
  checklistTemplateItemInputSchema,
} from "../../../shared/photographer";
import { ListRowActions, ListSkeletonRows } from "./list-row-actions";
import { moveItem } from "./move-item";
import { SettingsCardError } from "./settings-card-states";
import { useOrderedList } from "./use-ordered-list";
import { toastSettingsFailed, toastSettingsSaved } from "./use-settings";

type Checklist = ReturnType<typeof useOrderedList<ChecklistTemplateItem, ChecklistTemplateItemInput>>;

/** The checklist template: the checklist each new project copies for its client's portal. */
export function ChecklistTemplateCard() {
  const checklist = useOrderedList<ChecklistTemplateItem, ChecklistTemplateItemInput>(
    "/api/checklist-template-items",
  );
  const [editing, setEditing] = useState<string | null>(null);
  const items = checklist.list.data ?? [];
  const busy = checklist.reorder.isPending || checklist.remove.isPending;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Client checklist</CardTitle>
        <CardDescription>
          Every new project starts with this checklist, and your client ticks items off in the portal. Changes
          apply to projects created from now on.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {checklist.list.isPending ? (
          <ListSkeletonRows label="Loading the checklist" rows={4} />
        ) : checklist.list.isError ? (
          <SettingsCardError
            message="We couldn't load your checklist. Check your connection and try again."
            onRetry={() => void checklist.list.refetch()}
            retrying={checklist.list.isFetching}
          />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-slate-50/60 px-6 py-8 text-center">
            <ListChecks aria-hidden="true" className="size-6 text-muted-foreground" />
            <p className="text-sm font-medium">Your checklist is empty</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              Add the steps every client goes through, like "Sign the contract" or "Send the shot list".
            </p>
          </div>
        ) : (
          <ol aria-label="Checklist items" className="divide-y rounded-lg border">
            {items.map((item, index) =>
              editing === item.id ? (
                <li key={item.id} className="p-3">
                  <ItemForm initial={item} checklist={checklist} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <li key={item.id} className="flex items-center justify-between gap-3 p-3">
                  <div className="flex min-w-0 items-center gap-3">
                    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-medium text-slate-600">
                      {index + 1}
                    </span>
                    <p className="min-w-0 text-sm break-words">{item.title}</p>
                  </div>
                  <ListRowActions
                    name={item.title}
                    isFirst={index === 0}
                    isLast={index === items.length - 1}
                    busy={busy}
                    deleting={checklist.remove.isPending && checklist.remove.variables === item.id}
                    onMove={(delta) =>
                      checklist.reorder.mutate(moveItem(items, index, delta), {
                        onError: toastSettingsFailed,
                      })
                    }
                    onEdit={() => setEditing(item.id)}
                    onDelete={() =>
                      checklist.remove.mutate(item.id, {
                        onSuccess: () => toastSettingsSaved("Checklist item deleted."),
                        onError: toastSettingsFailed,
                      })
                    }
                  />
                </li>
              ),
            )}
          </ol>
        )}
        {checklist.list.isSuccess ? <ItemForm checklist={checklist} /> : null}
      </CardContent>
    </Card>
  );
}

function ItemForm({
  initial,
  checklist,
  onDone,
}: {
  initial?: ChecklistTemplateItem;
  checklist: Checklist;
  onDone?: () => void;
}) {
  const [title, setTitle] = useState(initial?.title ?? "");
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const pending = initial ? checklist.update.isPending : checklist.create.isPending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = checklistTemplateItemInputSchema.safeParse({ title });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    const input = { title: parsed.data.title };
    const done = {
      onSuccess: () => {
        toastSettingsSaved(initial ? "Checklist item renamed." : "Checklist item added.");
        if (!initial) setTitle("");
        onDone?.();
      },
      onError: toastSettingsFailed,
    };
    if (initial) checklist.update.mutate({ id: initial.id, input }, done);
    else checklist.create.mutate(input, done);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <FormField
        id={id}
        label={initial ? "Item title" : "New item"}
        value={title}
        maxLength={200}
        placeholder="Send the shot list"
        error={error}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="flex gap-2 sm:mt-[1.375rem]">
        {onDone ? (
          <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        <SubmitButton busy={pending} busyLabel="Saving..." className="flex-1 sm:flex-none">
          {initial ? null : <Plus aria-hidden="true" />}
          {initial ? "Save item" : "Add item"}
        </SubmitButton>
      </div>
    </form>
  );
}
