/**
 * The Scheduling page's "Session Types" tab: what the studio offers on its booking calendar, each with
 * its switch and actions, and the two ways to add one (a full session type, or a mini-session day).
 */
import { CalendarPlus, Layers, Plus } from "lucide-react";
import { useRef, useState } from "react";
import { ConfirmDeleteDialog, deleteRunner } from "@/components/confirm-delete-dialog";
import { EmptyState } from "@/components/empty-state";
import { ErrorState, LIST_LOAD_FAILED } from "@/components/error-state";
import { CardsSkeleton, cardHeadBones } from "@/components/list-skeleton";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { SessionType } from "../../../shared/session-types";
import { MiniSessionDialog } from "./mini-session-dialog";
import { SessionTypeEditorDialog } from "./session-type-editor-dialog";
import { SessionTypeRow } from "./session-type-row";
import {
  useDeleteSessionType,
  useDuplicateSessionType,
  useSessionTypes,
  useSetSessionTypeEnabled,
} from "./use-session-types";

const SKELETON_CARD = [cardHeadBones({ row: ["h-5 w-8", "h-8 w-16", "h-8 w-24"], className: "gap-2" })];

export function SessionTypeList() {
  const types = useSessionTypes();
  const toggle = useSetSessionTypeEnabled();
  const duplicate = useDuplicateSessionType();
  const remove = useDeleteSessionType();
  const [editing, setEditing] = useState<{ open: boolean; type: SessionType | null }>({
    open: false,
    type: null,
  });
  const [creatingMini, setCreatingMini] = useState(false);
  const [deleting, setDeleting] = useState<{ open: boolean; type: SessionType | null }>({
    open: false,
    type: null,
  });

  // Each dialog gives focus back to what opened it, or to the page's heading if that is gone.
  const returnFocus = useRef<HTMLElement | null>(null);
  const remember = (trigger: HTMLElement | null) => {
    returnFocus.current = trigger;
  };
  const restoreFocus = (event: Event) => {
    const target = returnFocus.current;
    const next = target?.isConnected ? target : document.querySelector<HTMLElement>("h1");
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  const openEditor = (type: SessionType | null, trigger: HTMLElement) => {
    remember(trigger);
    setEditing({ open: true, type });
  };
  const openMini = (trigger: HTMLElement) => {
    remember(trigger);
    setCreatingMini(true);
  };

  const onToggle = (type: SessionType, enabled: boolean) =>
    toggle.mutate(
      { type, enabled },
      {
        onSuccess: () =>
          toast({
            title: enabled ? "Session type turned on" : "Session type turned off",
            description: enabled
              ? `Clients can book ${type.name} again.`
              : `${type.name} is hidden from your booking calendar.`,
          }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Failed to update session type",
            description: errorMessage(error, "Please try again."),
          }),
      },
    );

  const onDuplicate = (type: SessionType) =>
    duplicate.mutate(type.id, {
      onSuccess: (copy) =>
        toast({ title: "Session type duplicated", description: `${copy.name} was added.` }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Failed to duplicate session type",
          description: errorMessage(error, "Please try again."),
        }),
    });

  const runDelete = deleteRunner(remove, (open) => setDeleting((s) => ({ ...s, open })), {
    fallback: "Failed to delete session type. Please try again.",
  });
  const doomed = deleting.type;

  return (
    <section aria-labelledby="session-types-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h2 id="session-types-heading" className="text-lg font-semibold tracking-tight">
            Session Types
          </h2>
          <p className="text-sm text-muted-foreground">
            What clients can book on your calendar, each with its own length, price and rules.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={(event) => openMini(event.currentTarget)}>
            <CalendarPlus aria-hidden="true" />
            New mini-session
          </Button>
          <Button onClick={(event) => openEditor(null, event.currentTarget)}>
            <Plus aria-hidden="true" />
            New session type
          </Button>
        </div>
      </div>

      {types.isPending ? (
        <CardsSkeleton count={3} card={SKELETON_CARD} label="Loading session types" />
      ) : types.isError ? (
        <ErrorState
          title="We couldn't load your session types"
          description={LIST_LOAD_FAILED}
          onRetry={() => types.refetch()}
          retrying={types.isFetching}
        />
      ) : types.data.length === 0 ? (
        <EmptyState
          icon={Layers}
          title="No session types yet"
          action={
            <Button onClick={(event) => openEditor(null, event.currentTarget)}>
              <Plus aria-hidden="true" />
              Create your first session type
            </Button>
          }
        >
          Add what clients can book (a consultation, an engagement session, a mini-session day) and it shows
          on your booking calendar.
        </EmptyState>
      ) : (
        <ul aria-label="Session types" className="grid gap-3">
          {types.data.map((type) => (
            <li key={type.id}>
              <SessionTypeRow
                type={type}
                toggling={toggle.isPending && toggle.variables?.type.id === type.id}
                duplicating={duplicate.isPending && duplicate.variables === type.id}
                onToggle={onToggle}
                onEdit={openEditor}
                onDuplicate={(t, trigger) => {
                  remember(trigger);
                  onDuplicate(t);
                }}
                onDelete={(t, trigger) => {
                  remember(trigger);
                  setDeleting({ open: true, type: t });
                }}
              />
            </li>
          ))}
        </ul>
      )}

      <SessionTypeEditorDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((s) => ({ ...s, open }))}
        type={editing.type}
        onCloseAutoFocus={restoreFocus}
      />
      <MiniSessionDialog open={creatingMini} onOpenChange={setCreatingMini} onCloseAutoFocus={restoreFocus} />
      <ConfirmDeleteDialog
        open={deleting.open}
        onOpenChange={(open) => setDeleting((s) => ({ ...s, open }))}
        onCloseAutoFocus={restoreFocus}
        title="Delete session type?"
        description={`This deletes ${doomed ? `"${doomed.name}"` : "this session type"} and its booking link. Bookings already made keep their time. This cannot be undone.`}
        confirmLabel="Delete session type"
        busy={remove.isPending}
        onConfirm={() =>
          doomed &&
          runDelete(doomed.id, {
            title: "Session type deleted",
            description: `${doomed.name} has been removed.`,
          })
        }
      />
    </section>
  );
}
