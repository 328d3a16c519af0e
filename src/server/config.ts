/**
 * Configuration comes from the environment only, parsed once with zod. Every bad variable is
 * reported at once so that a misconfigured deployment fails with one clear message.
 */
import { z } from "zod";
import { parseSecretKey } from "./auth/secret-box.js";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  FOCAL_DATA_DIR: z.string().min(1).default("./data"),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Seals secrets stored in the database (two-factor secrets): 32 bytes as 64 hex digits or base64.
   * Unset: generated on first start into FOCAL_DATA_DIR/secret.key.
   */
  FOCAL_SECRET_KEY: z
    .string()
    .refine((text) => parseSecretKey(text) !== null, "must be 32 bytes: 64 hex digits or base64")
    .optional(),
  /** Keys rotated out, comma-separated: still opened, and every value is sealed again with the new key at start. */
  FOCAL_SECRET_KEY_PREVIOUS: z
    .string()
    .refine(
      (text) => text.split(",").every((key) => !key.trim() || parseSecretKey(key) !== null),
      "must be keys of 32 bytes (64 hex digits or base64), comma-separated",
    )
    .optional(),
  /**
   * How long a server may reuse a session lookup without asking PostgreSQL (auth/session-cache.ts),
   * a backstop to the invalidation by notification; 0 turns the cache off.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** The memory the session cache may hold (estimated, bytes); beyond it the least recently used go. */
  SESSION_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(16 * 1024 * 1024),
  /**
   * How long a server may serve a studio's list or detail page from memory (http/read-cache.ts), as a
   * backstop to the invalidation by PostgreSQL's notifications; 0 turns the cache off.
   */
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** The memory the read cache may hold (estimated, bytes); beyond it the least recently read answers go. */
  READ_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(64 * 1024 * 1024),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  FOCAL_SEED_DEMO: booleanFlag.default(true),
  FOCAL_JOBS: booleanFlag.default(true),
  /** How often the job queue looks for jobs whose server died mid-run (pg-boss maintenance). */
  FOCAL_QUEUE_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** On SIGTERM: how long in-flight requests and running jobs may take before the process exits anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(25),
  /**
   * On SIGTERM: how long to keep serving, with /readyz already 503, before closing the port, so that a
   * load balancer checking /readyz takes the server out of rotation first. Counted inside the grace.
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(0),
  /** `GET /metrics` answers only `Authorization: Bearer <this>`; unset, the metrics are off (404). */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Where the daily backup job writes; unset: FOCAL_DATA_DIR/backups. `BACKUP_KEEP=0` turns the job off. */
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(0).max(3650).default(14),
  /** With it, each backup file is encrypted (AES-256-GCM, key from scrypt); a restore needs it. */
  BACKUP_PASSPHRASE: z.string().min(12, "must be at least 12 characters").optional(),
  /** The hour (0–23, UTC) of the daily backup. */
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  /**
   * An OpenAI-compatible chat-completions service for drafting drip campaigns (its base URL, as the
   * OpenAI SDK takes it, e.g. https://api.openai.com/v1). Drafting is off unless URL and model are set.
   */
  AI_API_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).optional(),
  /** How long a draft may take before the studio is told the AI did not answer in time. */
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(60),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * Behind a reverse proxy: believe its X-Forwarded-For/-Proto/-Host. Off by default, because a client
   * reaching the server directly could otherwise pick its own address and slip past per-address limits.
   */
  TRUST_PROXY: booleanFlag.default(false),
  /**
   * Lets webhooks reach private and local addresses (127.0.0.1, 10.x, 192.168.x, 169.254.x…), which
   * are refused by default so that a studio's endpoint cannot probe the server's own network.
   */
  WEBHOOKS_ALLOW_PRIVATE: booleanFlag.default(false),
  /** Sign-ups per address per hour; unset: 10, or 1000 under NODE_ENV=test, whose suites sign up many studios. */
  REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).optional(),
  /**
   * Public bookings, portal sign-in link exchanges and card payment intents per address per hour, and
   * login links a studio sends one client per hour; unset: 20, or 1000 under NODE_ENV=test.
   */
  PUBLIC_RATE_LIMIT: z.coerce.number().int().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  SMTP_FROM: z.string().min(3).default("Focal <no-reply@focal.localhost>"),
  // Stripe is used when a secret key is set; otherwise the built-in test provider (README: Payments).
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, "must be a Stripe secret key (sk_...)")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, "must be a Stripe publishable key (pk_...)").optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "must be a Stripe webhook secret (whsec_...)")
    .optional(),
  /** Another address for Stripe's API, such as a local stripe-mock. */
  STRIPE_API_URL: z.url().optional(),
  // Twilio sends SMS when all three are set; otherwise SMS are kept in the development outbox.
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, "must be a Twilio Account SID (AC followed by 32 hex digits)")
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, "must be a Twilio auth token").optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, "must be a phone number in E.164 form, such as +15551234567")
    .optional(),
  /** Another address for Twilio's REST API, such as a local stand-in. */
  TWILIO_API_URL: z.url().optional(),
  // Studios can connect Google Calendar only when both are set; otherwise bookings stay in Focal alone.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** The host of Google's consent page; another address points the browser at a local stand-in. */
  GOOGLE_OAUTH_URL: z.url().default("https://accounts.google.com"),
  /** One address serving Google's token, revoke and Calendar API endpoints, such as a local stand-in. */
  GOOGLE_API_URL: z.url().optional(),
  /**
   * The platform's fee on every card payment, in basis points of the amount (500 = 5 %; 0 takes none).
   * The operator's setting, the same for every studio.
   */
  PLATFORM_FEE_BASIS_POINTS: z.coerce
    .number({ error: "must be a whole number of basis points from 0 to 10000" })
    .int("must be a whole number of basis points from 0 to 10000")
    .min(0, "must be a whole number of basis points from 0 to 10000")
    .max(10_000, "must be a whole number of basis points from 0 to 10000")
    .default(500),
  PORTAL_LINK_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  /**
   * Files (message attachments, portal uploads) go to FOCAL_DATA_DIR/files unless S3_URL names an
   * S3-compatible store (its endpoint, e.g. https://s3.eu-west-1.amazonaws.com or a MinIO address).
   */
  S3_URL: z.url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Replies by e-mail: every e-mail to a client carries Reply-To reply+{token}@INBOUND_EMAIL_DOMAIN. Mail
   * for that domain arrives through the built-in SMTP receiver (INBOUND_SMTP_PORT) or an IMAP mailbox
   * (INBOUND_IMAP_URL, e.g. imaps://user:password@imap.example.com/INBOX), either or both.
   */
  INBOUND_EMAIL_DOMAIN: z
    .string()
    .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, "must be a domain name")
    .optional(),
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  INBOUND_SMTP_HOST: z.string().min(1).default("0.0.0.0"),
  /** PEM files: with both, the receiver offers STARTTLS. */
  INBOUND_SMTP_TLS_CERT: z.string().min(1).optional(),
  INBOUND_SMTP_TLS_KEY: z.string().min(1).optional(),
  INBOUND_IMAP_URL: z
    .string()
    .regex(/^imaps?:\/\//, "must start with imap:// or imaps://")
    .optional(),
  INBOUND_IMAP_POLL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
});

/** Half a Twilio configuration would silently keep every SMS in the outbox: it is refused instead. */
const TWILIO_KEYS = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const;
const S3_KEYS = ["S3_URL", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const checkedConfigSchema = configSchema.superRefine((config, context) => {
  const require = (keys: readonly (keyof typeof config)[], what: string) => {
    if (!keys.some((key) => config[key])) return;
    for (const key of keys.filter((name) => !config[name])) {
      context.addIssue({ code: "custom", path: [key], message: `is required when ${what} is configured` });
    }
  };
  require(TWILIO_KEYS, "Twilio");
  // Half an S3 configuration would silently keep files on the local disk.
  require(S3_KEYS, "S3");
  // A receiver without a domain could not tell whose reply a message is.
  if ((config.INBOUND_SMTP_PORT !== undefined || config.INBOUND_IMAP_URL) && !config.INBOUND_EMAIL_DOMAIN) {
    context.addIssue({
      code: "custom",
      path: ["INBOUND_EMAIL_DOMAIN"],
      message: "is required when INBOUND_SMTP_PORT or INBOUND_IMAP_URL is set",
    });
  }
  if (Boolean(config.INBOUND_SMTP_TLS_CERT) !== Boolean(config.INBOUND_SMTP_TLS_KEY)) {
    context.addIssue({
      code: "custom",
      path: [config.INBOUND_SMTP_TLS_CERT ? "INBOUND_SMTP_TLS_KEY" : "INBOUND_SMTP_TLS_CERT"],
      message: "is required with the other one (STARTTLS needs both the certificate and its key)",
    });
  }
});

export type Config = z.infer<typeof configSchema> & { publicUrl: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = parsed.data;
  return { ...config, publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}

/** See PUBLIC_RATE_LIMIT: test suites book and sign in many times from one address. */
export function publicRateLimit(config: Config): number {
  return config.PUBLIC_RATE_LIMIT ?? (config.NODE_ENV === "test" ? 1000 : 20);
}
