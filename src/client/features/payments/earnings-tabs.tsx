import type { UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { Earning, PayoutView } from "../../../shared/payments";
import { EarningsList, PayoutsList } from "./earnings-lists";

type View = "earnings" | "payouts";

const VIEWS: readonly { value: View; label: string }[] = [
  { value: "earnings", label: "Earnings" },
  { value: "payouts", label: "Payouts" },
];

const isView = (value: string): value is View => VIEWS.some((v) => v.value === value);

/** Earnings and Payouts as tabs on wide screens; under 768 px a select (DESIGN "two faces"). */
export function EarningsTabs({
  earnings,
  payouts,
  mobile,
}: {
  earnings: UseQueryResult<Earning[]>;
  payouts: UseQueryResult<PayoutView[]>;
  mobile: boolean;
}) {
  const [view, setView] = useState<View>("earnings");
  const change = (next: string) => {
    if (isView(next)) setView(next);
  };

  if (mobile) {
    return (
      <section aria-label="History" className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="earnings-view" className="sr-only">
            Show
          </Label>
          <Select value={view} onValueChange={change}>
            <SelectTrigger id="earnings-view" className="w-full bg-background">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {VIEWS.map((v) => (
                <SelectItem key={v.value} value={v.value}>
                  {v.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {view === "earnings" ? (
          <EarningsList query={earnings} mobile />
        ) : (
          <PayoutsList query={payouts} mobile />
        )}
      </section>
    );
  }

  return (
    <Tabs value={view} onValueChange={change} className="gap-4">
      <TabsList aria-label="History" className="h-10">
        {VIEWS.map((v) => (
          <TabsTrigger key={v.value} value={v.value} className="px-4">
            {v.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="earnings" tabIndex={-1} className="focus-visible:ring-0">
        <EarningsList query={earnings} mobile={false} />
      </TabsContent>
      <TabsContent value="payouts" tabIndex={-1} className="focus-visible:ring-0">
        <PayoutsList query={payouts} mobile={false} />
      </TabsContent>
    </Tabs>
  );
}
