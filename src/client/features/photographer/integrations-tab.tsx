import { ApiTokensCard } from "@/features/api-tokens";
import { WebhooksCard } from "@/features/webhooks";
import { BookingEmbedCard } from "./booking-embed-card";
import { CalendarCard } from "./calendar-card";
import { CalendarFeedCard } from "./calendar-feed-card";
import { PaymentAccountCard } from "./payment-account-card";

/**
 * Payments across the top; the two calendar cards side by side beneath it where there is room; the
 * booking calendar's embed, then the API tokens and webhooks that let other apps in and send them events.
 */
export function IntegrationsTab() {
  return (
    <div className="grid items-start gap-6 xl:grid-cols-2">
      <div className="xl:col-span-2">
        <PaymentAccountCard />
      </div>
      <CalendarCard />
      <CalendarFeedCard />
      <div className="xl:col-span-2">
        <BookingEmbedCard />
      </div>
      <div className="xl:col-span-2">
        <ApiTokensCard />
      </div>
      <div className="xl:col-span-2">
        <WebhooksCard />
      </div>
    </div>
  );
}
