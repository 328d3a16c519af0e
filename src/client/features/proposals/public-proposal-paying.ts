/**
 * Paying from the public page: one state for every pay button on it (the main ones, each instalment's,
 * the failed charge's), so that while the browser is on its way to the checkout none can start a second
 * checkout; and the autopay choice, which rides along with any instalment paid while it is ticked.
 */
import { useState } from "react";
import { toast } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api";
import type { PayChoice } from "./public-proposal-schedule";

const PAY_FAILED = "Failed to initiate payment. Please try again.";

export type PayBody = PayChoice["body"] & { autopay?: true };

/** What POST .../pay sends: autopay only with an instalment (paying everything leaves nothing to charge). */
export function payBody(body: PayChoice["body"], autopay: boolean): PayBody {
  return autopay && "installmentId" in body ? { ...body, autopay: true } : body;
}

export interface Paying {
  /** The key of the choice whose checkout is opening, or null. */
  busy: string | null;
  pay: (key: string, body: PayChoice["body"]) => void;
  autopay: boolean;
  setAutopay: (on: boolean) => void;
}

/** `autopayOffered`: whether the opt-in is on screen; a tick left from before it went away sends nothing. */
export function usePaying(token: string, autopayOffered: boolean): Paying {
  const [busy, setBusy] = useState<string | null>(null);
  const [autopay, setAutopay] = useState(false);

  const pay = async (key: string, body: PayChoice["body"]) => {
    setBusy(key);
    try {
      const res = await apiRequest(
        "POST",
        `/api/public/proposals/${encodeURIComponent(token)}/pay`,
        payBody(body, autopay && autopayOffered),
      );
      const { url } = (await res.json()) as { url?: string };
      if (!url) throw new Error("No payment address");
      window.location.assign(url);
    } catch {
      toast({ variant: "destructive", title: PAY_FAILED });
      setBusy(null);
    }
  };

  return { busy, pay: (key, body) => void pay(key, body), autopay, setAutopay };
}
