import type * as React from "react";
import { useState } from "react";
import { flushSync } from "react-dom";
import { StickyDialogFooter } from "@/components/sticky-dialog-footer";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { useStudioCurrency } from "@/hooks/use-money";
import { toast } from "@/hooks/use-toast";
import { minorDigits } from "../../../shared/currency";
import { currencySymbol, minorToInput, sanitizeMoneyInput } from "../../../shared/money-input";
import { type Package, priceToCents } from "../../../shared/packages";
import { type PackageDraft, packageDraft, validatePackageDraft } from "./package-form";
import { PackageItemsFields } from "./package-items-fields";
import { useCreatePackage, useUpdatePackage } from "./use-packages";

interface PackageFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The package being edited; null to create one. Kept while the dialog animates closed. */
  pkg: Package | null;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Create Package, and Edit (the same form, saved with PUT). */
export function PackageFormDialog({ open, onOpenChange, pkg, onCloseAutoFocus }: PackageFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex flex-col sm:max-w-2xl"
        onCloseAutoFocus={onCloseAutoFocus}
        // A stray click beside the dialog must not throw away what was typed.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{pkg ? "Edit Package" : "Create Package"}</DialogTitle>
          <DialogDescription>
            A package is an offer you make again and again. Import it into a proposal in one step.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the package (or from empty). */}
        {open ? <PackageForm pkg={pkg} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const FIELD_IDS: Record<string, string> = {
  name: "package-name",
  basePriceCents: "package-base-price",
  description: "package-description",
};

function PackageForm({ pkg, onDone }: { pkg: Package | null; onDone: () => void }) {
  const create = useCreatePackage();
  const update = useUpdatePackage();
  // Packages are priced in the studio's currency, the one its new proposals use.
  const currency = useStudioCurrency();
  const [draft, setDraft] = useState<PackageDraft>(() => packageDraft(pkg, currency));
  // As on the proposal form: a message shows once its field was changed and left, or after a submit.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const busy = create.isPending || update.isPending;

  const validation = validatePackageDraft(draft, currency);
  const errors = validation.ok ? {} : validation.errors;
  const errorFor = (path: string) =>
    submitted || (touched.has(path) && changed.has(path)) ? errors[path] : undefined;
  const touch = (path: string) => setTouched((current) => new Set(current).add(path));
  const set = (patch: Partial<PackageDraft>) => {
    const paths = Object.keys(patch).map((field) => (field === "basePrice" ? "basePriceCents" : field));
    setChanged((current) => new Set([...current, ...paths]));
    setDraft((current) => ({ ...current, ...patch }));
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!validation.ok) {
      flushSync(() => setSubmitted(true));
      const first = Object.keys(validation.errors)[0] ?? "";
      const id = FIELD_IDS[first] ?? (first.startsWith("items.") ? "package-add-item" : undefined);
      if (id) document.getElementById(id)?.focus();
      return;
    }
    const { input } = validation;
    if (pkg) {
      update.mutate(
        { id: pkg.id, input },
        {
          onSuccess: (saved) => {
            toast({ title: "Package updated", description: `${saved.name} has been saved.` });
            onDone();
          },
          onError: () =>
            toast({
              variant: "destructive",
              title: "Error",
              description: "Failed to update package. Please try again.",
            }),
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          toast({ title: "Package created", description: "New package has been added successfully." });
          onDone();
        },
        onError: () =>
          toast({
            variant: "destructive",
            title: "Error",
            description: "Failed to create package. Please try again.",
          }),
      });
    }
  };

  return (
    <form noValidate className="flex flex-1 flex-col gap-5" onSubmit={onSubmit}>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <FormField
          id={FIELD_IDS.name as string}
          label="Name"
          required
          autoComplete="off"
          placeholder="e.g. Gold Wedding Collection"
          value={draft.name}
          onChange={(event) => set({ name: event.target.value })}
          onBlur={() => touch("name")}
          error={errorFor("name")}
        />
        <FormField
          id={FIELD_IDS.basePriceCents as string}
          label={`Base price (${currencySymbol(currency)})`}
          required
          inputMode={minorDigits(currency) > 0 ? "decimal" : "numeric"}
          autoComplete="off"
          placeholder={minorToInput(0, currency)}
          className="tabular-nums"
          value={draft.basePrice}
          onChange={(event) => set({ basePrice: sanitizeMoneyInput(event.target.value, currency) })}
          onBlur={() => {
            const cents = priceToCents(draft.basePrice, currency);
            if (cents !== null) set({ basePrice: minorToInput(cents, currency) });
            touch("basePriceCents");
          }}
          error={errorFor("basePriceCents")}
        />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={FIELD_IDS.description}>
          Description <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={FIELD_IDS.description}
          rows={3}
          placeholder="What the couple gets: hours of coverage, photographers, album, prints"
          value={draft.description}
          onChange={(event) => set({ description: event.target.value })}
        />
      </div>

      <PackageItemsFields
        items={draft.items}
        onChange={(items) => set({ items })}
        errorFor={(index, field) => (submitted ? errors[`items.${index}.${field}`] : undefined)}
        currency={currency}
      />

      <StickyDialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton busy={busy} busyLabel={pkg ? "Saving..." : "Creating..."}>
          {pkg ? "Save Changes" : "Create Package"}
        </SubmitButton>
      </StickyDialogFooter>
    </form>
  );
}
