import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** A studio: the tenant. Every other tenant table points here through photographer_id. */
export const photographers = pgTable(
  "photographers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessName: text("business_name").notNull(),
    logoUrl: text("logo_url"),
    profilePicture: text("profile_picture"),
    brandPrimary: text("brand_primary").notNull().default("#3b82f6"),
    brandSecondary: text("brand_secondary").notNull().default("#64748b"),
    emailFromName: text("email_from_name"),
    emailFromAddr: text("email_from_addr"),
    phone: text("phone"),
    // Any IANA zone (Intl.supportedValuesOf("timeZone")).
    timezone: text("timezone").notNull().default("America/New_York"),
    // Origins allowed to frame the public booking calendar (Content-Security-Policy frame-ancestors).
    frameAncestors: text("frame_ancestors").array().notNull().default(sql`'{}'::text[]`),
    publicToken: text("public_token").notNull().unique(),
    defaultEmailOptIn: boolean("default_email_opt_in").notNull().default(true),
    defaultSmsOptIn: boolean("default_sms_opt_in").notNull().default(false),
    // Calendar connection (Google).
    calendarAccessToken: text("calendar_access_token"),
    calendarRefreshToken: text("calendar_refresh_token"),
    calendarTokenExpiry: timestamp("calendar_token_expiry", { withTimezone: true, mode: "date" }),
    calendarScope: text("calendar_scope"),
    calendarConnectedAt: timestamp("calendar_connected_at", { withTimezone: true, mode: "date" }),
    calendarId: text("calendar_id"),
    calendarEmail: text("calendar_email"),
    // The OAuth `state` of a connection in progress: the callback must bring this exact value back.
    calendarOauthState: text("calendar_oauth_state"),
    // How bookable slots are cut from the working hours (60-minute slots, 24 h notice, 60 days).
    slotMinutes: integer("slot_minutes").notNull().default(60),
    slotIntervalMinutes: integer("slot_interval_minutes").notNull().default(60),
    bufferMinutes: integer("buffer_minutes").notNull().default(0),
    minNoticeHours: integer("min_notice_hours").notNull().default(24),
    bookingWindowDays: integer("booking_window_days").notNull().default(60),
    // Payment provider connected account (Stripe Connect).
    paymentAccountId: text("payment_account_id"),
    paymentAccountStatus: text("payment_account_status"),
    payoutEnabled: boolean("payout_enabled").notNull().default(false),
    onboardingCompleted: boolean("onboarding_completed").notNull().default(false),
    onboardingCompletedAt: timestamp("onboarding_completed_at", { withTimezone: true, mode: "date" }),
    // Money: the currency of new proposals and the tax they are priced with (basis points: 825 = 8.25 %),
    // on the subtotal or after the discount (SUBTOTAL | AFTER_DISCOUNT).
    currency: text("currency").notNull().default("USD"),
    taxRateBasisPoints: integer("tax_rate_basis_points").notNull().default(825),
    taxLabel: text("tax_label").notNull().default("Tax"),
    taxBase: text("tax_base").notNull().default("SUBTOTAL"),
    /** Basis points: 500 = 5.00%. Unused: the fee is the operator's PLATFORM_FEE_BASIS_POINTS. */
    platformFeePercent: integer("platform_fee_percent").notNull().default(500),
    // Quiet hours for automated sends, local to `timezone` (HH:MM); null means none.
    quietHoursStart: text("quiet_hours_start"),
    quietHoursEnd: text("quiet_hours_end"),
    emailSignature: text("email_signature"),
    /** How the studio hears of client messages: null, an e-mail for each; N, a digest every N minutes. */
    messageDigestMinutes: integer("message_digest_minutes"),
    /** The studio's own SMS number (E.164): an inbound text to it belongs to this studio. */
    smsNumber: text("sms_number"),
    // Which e-mails the studio gets about its clients' steps (Settings, Notifications); all on at first.
    notifyProposalSigned: boolean("notify_proposal_signed").notNull().default(true),
    notifyPaymentReceived: boolean("notify_payment_received").notNull().default(true),
    notifyInquiryReceived: boolean("notify_inquiry_received").notNull().default(true),
    notifyQuestionnaireSubmitted: boolean("notify_questionnaire_submitted").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("photographers_sms_number_unique").on(t.smsNumber).where(sql`${t.smsNumber} IS NOT NULL`),
  ],
);

/** Quick links shown to clients in the portal. */
export const photographerLinks = pgTable(
  "photographer_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    photographerId: uuid("photographer_id")
      .notNull()
      .references(() => photographers.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    url: text("url").notNull(),
    orderIndex: integer("order_index").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("photographer_links_photographer_idx").on(t.photographerId, t.orderIndex)],
);
