/**
 * Mounts the Radix toaster only once the first toast is raised. Radix Toast and its layers weigh about
 * 9 kB gzipped, which a couple opening a proposal link on a phone should not download up front. Once
 * loaded the toaster stays mounted, so later toasts (and exit animations) behave exactly as before.
 */
import { lazy, Suspense, useState } from "react";
import { useToast } from "@/hooks/use-toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
