import { useState } from "react";
import { isArchiveOffer } from "../lib/archive-offer";

/**
 * A delete dialog's second step: when the server refuses the delete because the record must be kept
 * (signed or paid proposals) and offers archiving, the dialog keeps the server's reason and asks to
 * archive instead. Closing the dialog forgets the refusal; nothing closes it while a write runs.
 */
export function useArchiveInstead(onOpenChange: (open: boolean) => void, busy: boolean) {
  // The server's reason when it refused the delete and offered archiving instead.
  const [refusal, setRefusal] = useState<string | null>(null);
  return {
    refusal,
    changeOpen: (next: boolean) => {
      if (busy) return;
      if (!next) setRefusal(null);
      onOpenChange(next);
    },
    /** True when the error was that offer: the dialog now shows the archive step. */
    offered: (error: unknown, fallback: string) => {
      if (!isArchiveOffer(error)) return false;
      setRefusal(error.serverMessage ?? fallback);
      return true;
    },
  };
}
