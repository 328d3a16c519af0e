import { Copy, LoaderCircle, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { toast } from "@/hooks/use-toast";
import type { Package } from "../../../shared/packages";
import { useCopyPackage } from "./use-packages";

export interface PackageActionHandlers {
  /** The trigger comes along so the dialog can hand focus back to it. */
  onEdit: (pkg: Package, trigger: HTMLElement) => void;
  onDelete: (pkg: Package, trigger: HTMLElement) => void;
}

/** A package's Edit, Copy and Delete, as icon buttons named for the package. */
export function PackageActions({ pkg, onEdit, onDelete }: { pkg: Package } & PackageActionHandlers) {
  const copy = useCopyPackage();
  const copyNow = () =>
    copy.mutate(pkg.id, {
      onSuccess: (created) =>
        toast({ title: "Package copied", description: `${created.name} has been added.` }),
      onError: () =>
        toast({
          variant: "destructive",
          title: "Error",
          description: "Failed to copy package. Please try again.",
        }),
    });

  return (
    <div className="flex items-center justify-end gap-1">
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Edit ${pkg.name}`}
            onClick={(event) => onEdit(pkg, event.currentTarget)}
          >
            <Pencil aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Edit</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Copy ${pkg.name}`}
            disabled={copy.isPending}
            onClick={copyNow}
          >
            {copy.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Copy aria-hidden="true" />
            )}
          </Button>
        </TooltipTrigger>
        <TooltipContent>Copy</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:bg-red-50 hover:text-red-700"
            aria-label={`Delete ${pkg.name}`}
            onClick={(event) => onDelete(pkg, event.currentTarget)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Delete</TooltipContent>
      </Tooltip>
    </div>
  );
}
