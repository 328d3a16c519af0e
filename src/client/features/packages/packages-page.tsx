import { Plus } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { useIsMobile } from "@/hooks/use-mobile";
import type { Package } from "../../../shared/packages";
import { DeletePackageDialog } from "./delete-package-dialog";
import type { PackageActionHandlers } from "./package-actions";
import { PackageCardList } from "./package-card-list";
import { PackageFormDialog } from "./package-form-dialog";
import { PackageStats } from "./package-stats";
import { PackagesEmptyState, PackagesErrorState, PackagesListSkeleton } from "./packages-states";
import { PackagesTable } from "./packages-table";
import { usePackages } from "./use-packages";

/** A dialog's open flag and its subject, kept apart so the text stays while it animates closed. */
interface DialogState {
  open: boolean;
  pkg: Package | null;
}
const closed: DialogState = { open: false, pkg: null };

/** /packages: the three figures and every package, with Create, Edit, Copy and Delete. */
export function PackagesPage() {
  const packages = usePackages();
  const isMobile = useIsMobile();
  const [form, setForm] = useState<DialogState>(closed);
  const [deleting, setDeleting] = useState<DialogState>(closed);

  // Dialogs give focus back to what opened them, or to the heading once that is gone.
  const returnFocus = useRef<HTMLElement | null>(null);
  const restoreFocus = (event: Event) => {
    const target = returnFocus.current;
    const next = target?.isConnected ? target : document.getElementById("all-packages-heading");
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };
  const openCreate = () => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setForm({ open: true, pkg: null });
  };
  const handlers: PackageActionHandlers = {
    onEdit: (pkg, trigger) => {
      returnFocus.current = trigger;
      setForm({ open: true, pkg });
    },
    onDelete: (pkg, trigger) => {
      returnFocus.current = trigger;
      setDeleting({ open: true, pkg });
    },
  };

  const list = packages.data ?? [];
  let content: ReactNode;
  if (packages.isPending) {
    content = <PackagesListSkeleton mobile={isMobile} />;
  } else if (packages.isError) {
    content = <PackagesErrorState onRetry={() => void packages.refetch()} retrying={packages.isFetching} />;
  } else if (list.length === 0) {
    content = <PackagesEmptyState onCreate={openCreate} />;
  } else if (isMobile) {
    content = <PackageCardList packages={list} {...handlers} />;
  } else {
    content = (
      <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
        <PackagesTable packages={list} {...handlers} />
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Packages"
        description="Reusable collections of services and prices, ready to import into a proposal."
        action={
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" />
            Create Package
          </Button>
        }
      />

      <PackageStats packages={packages.data} failed={packages.isError} />

      <section aria-labelledby="all-packages-heading" className="grid gap-4">
        <h2 id="all-packages-heading" tabIndex={-1} className="text-lg font-semibold outline-none">
          All Packages{packages.isSuccess ? ` (${list.length.toLocaleString("en-US")})` : ""}
        </h2>
        {content}
      </section>

      <PackageFormDialog
        open={form.open}
        pkg={form.pkg}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        onCloseAutoFocus={restoreFocus}
      />
      <DeletePackageDialog
        open={deleting.open}
        pkg={deleting.pkg}
        onOpenChange={(open) => setDeleting((current) => ({ ...current, open }))}
        onCloseAutoFocus={restoreFocus}
      />
    </>
  );
}
