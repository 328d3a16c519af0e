import { CalendarCard } from "./calendar-card";
import { PaymentAccountCard } from "./payment-account-card";

export function IntegrationsTab() {
  return (
    <div className="grid items-start gap-6 xl:grid-cols-2">
      <PaymentAccountCard />
      <CalendarCard />
    </div>
  );
}
