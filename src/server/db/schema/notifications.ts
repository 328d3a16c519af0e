import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { photographers } from "./photographer.js";

/** A studio notification or client receipt that went out, by its delivery key: each is sent once. */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    deliveryKey: text("delivery_key").primaryKey(),
    photographerId: uuid("photographer_id")
      .notNull()
      .references(() => photographers.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("notification_deliveries_photographer_idx").on(t.photographerId)],
);
