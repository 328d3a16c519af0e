import { ExternalLink, Link2, Plus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import {
  type PhotographerLink,
  type PhotographerLinkInput,
  photographerLinkInputSchema,
} from "../../../shared/photographer";
import { fieldErrors } from "./field-errors";
import { ListRowActions, ListSkeletonRows } from "./list-row-actions";
import { moveItem } from "./move-item";
import { SettingsCardError } from "./settings-card-states";
import { useOrderedList } from "./use-ordered-list";
import { toastSettingsFailed, toastSettingsSaved } from "./use-settings";

type Links = ReturnType<typeof useOrderedList<PhotographerLink, PhotographerLinkInput>>;

/** The quick links on the client portal, in the studio's order. */
export function QuickLinksCard() {
  const links = useOrderedList<PhotographerLink, PhotographerLinkInput>("/api/photographer/links");
  const [editing, setEditing] = useState<string | null>(null);
  const items = links.list.data ?? [];
  const busy = links.reorder.isPending || links.remove.isPending;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Client portal quick links</CardTitle>
        <CardDescription>
          Links your clients see in their portal: your gallery, a planning guide, your reviews page.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {links.list.isPending ? (
          <ListSkeletonRows label="Loading quick links" />
        ) : links.list.isError ? (
          <SettingsCardError
            message="We couldn't load your quick links. Check your connection and try again."
            onRetry={() => void links.list.refetch()}
            retrying={links.list.isFetching}
          />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-slate-50/60 px-6 py-8 text-center">
            <Link2 aria-hidden="true" className="size-6 text-muted-foreground" />
            <p className="text-sm font-medium">No quick links yet</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              Add the pages your clients ask for most, and they'll find them in one tap in their portal.
            </p>
          </div>
        ) : (
          <ul aria-label="Quick links" className="divide-y rounded-lg border">
            {items.map((link, index) =>
              editing === link.id ? (
                <li key={link.id} className="p-3">
                  <LinkForm
                    initial={link}
                    links={links}
                    submitLabel="Save link"
                    onDone={() => setEditing(null)}
                  />
                </li>
              ) : (
                <li
                  key={link.id}
                  className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{link.title}</p>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex max-w-full items-center gap-1 text-sm text-muted-foreground hover:text-foreground hover:underline"
                    >
                      <span className="truncate">{link.url}</span>
                      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                    </a>
                  </div>
                  <ListRowActions
                    name={link.title}
                    isFirst={index === 0}
                    isLast={index === items.length - 1}
                    busy={busy}
                    deleting={links.remove.isPending && links.remove.variables === link.id}
                    onMove={(delta) =>
                      links.reorder.mutate(moveItem(items, index, delta), { onError: toastSettingsFailed })
                    }
                    onEdit={() => setEditing(link.id)}
                    onDelete={() =>
                      links.remove.mutate(link.id, {
                        onSuccess: () => toastSettingsSaved(`${link.title} was removed from your portal.`),
                        onError: toastSettingsFailed,
                      })
                    }
                  />
                </li>
              ),
            )}
          </ul>
        )}
        {links.list.isSuccess ? (
          <div className="grid gap-3 rounded-lg bg-slate-50/70 p-4">
            <p className="text-sm font-medium">Add a link</p>
            <LinkForm links={links} submitLabel="Add link" />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function LinkForm({
  initial,
  links,
  submitLabel,
  onDone,
}: {
  initial?: PhotographerLink;
  links: Links;
  submitLabel: string;
  onDone?: () => void;
}) {
  const [title, setTitle] = useState(initial?.title ?? "");
  const [url, setUrl] = useState(initial?.url ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const titleId = useId();
  const urlId = useId();
  const pending = initial ? links.update.isPending : links.create.isPending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // A bare "example.com" is what most people type: it means the https:// site.
    const typed = url.trim();
    const withScheme = typed && !/^[a-z][a-z0-9+.-]*:/i.test(typed) ? `https://${typed}` : typed;
    const parsed = photographerLinkInputSchema.safeParse({ title, url: withScheme });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      document.getElementById(found.title ? titleId : urlId)?.focus();
      return;
    }
    setErrors({});
    setUrl(withScheme);
    const input = { title: parsed.data.title, url: parsed.data.url };
    const done = {
      onSuccess: () => {
        toastSettingsSaved(
          initial ? "Quick link updated." : `${input.title} is now in your clients' portal.`,
        );
        if (!initial) {
          setTitle("");
          setUrl("");
        }
        onDone?.();
      },
      onError: toastSettingsFailed,
    };
    if (initial) links.update.mutate({ id: initial.id, input }, done);
    else links.create.mutate(input, done);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:items-start"
    >
      <FormField
        id={titleId}
        label="Title"
        value={title}
        maxLength={100}
        placeholder="Your gallery"
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <FormField
        id={urlId}
        label="URL"
        type="url"
        inputMode="url"
        value={url}
        maxLength={2000}
        placeholder="https://"
        error={errors.url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <div className="flex gap-2 sm:mt-[1.375rem]">
        {onDone ? (
          <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        <SubmitButton busy={pending} busyLabel="Saving..." className="flex-1 sm:flex-none">
          {initial ? null : <Plus aria-hidden="true" />}
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
