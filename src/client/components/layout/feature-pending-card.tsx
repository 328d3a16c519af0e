import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";

/** The calm empty card of a studio screen whose feature has not shipped yet. */
export function FeaturePendingCard({ icon: Icon, screen }: { icon: LucideIcon; screen: string }) {
  return (
    <Card className="border-dashed border-slate-300 bg-slate-50/40 shadow-none">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center sm:py-16">
        <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary-solid">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-base font-semibold">This screen is being built</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          {screen} will arrive here together with its feature. Everything else in your studio is a click away
          in the menu.
        </p>
      </CardContent>
    </Card>
  );
}
