/**
 * Many studios on one PostgreSQL, by SQL in seconds (INSERT ... SELECT over generate_series, never the
 * API): each studio gets what a studio in use has (its stages, the default session type, weekly hours
 * and days off, packages, clients with a project each and its activity, a proposal with items, schedule
 * and contract for every other project, payments and earnings for the paid ones, bookings, questionnaires,
 * message threads with their e-mail and SMS logs, portal users and sessions), so that the planner sees
 * the tables a thousand studios fill and picks the plans production would.
 *
 * Ids are computed from a per-run salt, the row's kind and its numbers (seedId), so a row's parent id is
 * written rather than looked up. Studios made beforehand (through the API, to sign in as) get the same
 * rows.
 * Triggers are off for the bulk inserts (session_replication_role = replica, which needs a superuser:
 * test databases only): the foreign keys hold by construction, and the studio-change triggers would
 * otherwise raise a notice per row.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { DEFAULT_STAGES, PROJECT_TYPES } from "../../shared/projects.js";

export interface SeedManyStudiosOptions {
  /** Studios made here, by SQL. */
  studios: number;
  /** Clients (each with one project) per studio, made and existing studios alike. Default 300. */
  clientsPerStudio?: number;
  /** Studios that already exist (registered through the API): they get the same rows, not a new studio. */
  existingStudios?: string[];
  /** The password hash of the made studios' photographers; without it they cannot sign in. */
  passwordHash?: string;
}

export interface SeededStudios {
  /** Every studio seeded: the existing ones first, then the made ones. */
  studioIds: string[];
  /** Rows inserted, all tables together. */
  rows: number;
}

const FIRST_NAMES = [
  "Anna",
  "Liam",
  "Hannah",
  "Noah",
  "Olivia",
  "Mateo",
  "Joanne",
  "Lucas",
  "Mia",
  "Ethan",
  "Zoe",
];
const LAST_NAMES = [
  "Bennett",
  "Garcia",
  "Kim",
  "Okafor",
  "Rossi",
  "Nguyen",
  "Schmidt",
  "Silva",
  "Mann",
  "Patel",
];
const PROPOSAL_STATUSES = [
  "DRAFT",
  "SENT",
  "SENT",
  "SIGNED",
  "PAID_PARTIAL",
  "PAID_PARTIAL",
  "PAID_FULL",
  "EXPIRED",
];
const BOOKING_STATUSES = ["CONFIRMED", "CONFIRMED", "COMPLETED", "PENDING", "CANCELLED"];

const KINDS = [
  "studio",
  "client",
  "project",
  "proposal",
  "package",
  "payment",
  "email",
  "activity",
  "item",
  "installment",
  "booking",
  "message",
] as const;
type Kind = (typeof KINDS)[number];

/**
 * A deterministic id in insertion order, so that each primary key grows at its end (random ids made the
 * seeding slower): the run's salt, the row's kind, the studio's number and the row's, with a version 4
 * UUID's version and variant digits (the routes' parameter check refuses other ids).
 */
const seedId = (salt: string, kind: Kind, studioNumber: string, row = "0") => {
  const studio = `lpad(to_hex(${studioNumber}), 6, '0')`;
  const kindDigits = KINDS.indexOf(kind).toString(16).padStart(4, "0");
  return `('${salt}${kindDigits}4' || substr(${studio}, 1, 3) || '8' || substr(${studio}, 4, 3) || lpad(to_hex(${row}), 12, '0'))::uuid`;
};

const textArray = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;
/** `array[1 + (n % length)]`: a value picked from a list by a row number. */
const pick = (values: readonly string[], n: string) =>
  `(${textArray(values)})[1 + (${n}) % ${values.length}]`;

/** The statements, in order; `$1`, where used, is the photographers' password hash. */
function statements(salt: string, perStudio: number): string[] {
  const uid = (kind: Kind, studioNumber: string, row: string) => seedId(salt, kind, studioNumber, row);
  const studio = "s.id";
  const client = uid("client", "s.n", "c");
  const project = uid("project", "s.n", "c");
  const proposal = uid("proposal", "s.n", "c");
  // Proposals belong to every other client; their status and prices follow the client's number.
  const proposalStatus = pick(PROPOSAL_STATUSES, "c / 2");
  const itemUnit = (i: string) =>
    `(CASE ${i} WHEN 1 THEN 240000 + (c % 7) * 10000 WHEN 2 THEN 60000 ELSE 35000 END)`;
  const subtotal = `(300000 + (c % 7) * 10000 + CASE WHEN c % 4 = 0 THEN 35000 ELSE 0 END)`;
  const total = `(${subtotal} + round(${subtotal} * 0.0825)::int)`;
  const items = "CASE WHEN c % 4 = 0 THEN 3 ELSE 2 END";
  const sent = `(${proposalStatus} <> 'DRAFT')`;
  const signed = `(${proposalStatus} IN ('SIGNED', 'PAID_PARTIAL', 'PAID_FULL'))`;
  // Created over the past three years, newest client first, each studio a little apart.
  const clientCreated = "now() - make_interval(hours => c * 91 + s.n)";
  const clients = `seed_studio s CROSS JOIN generate_series(1, ${perStudio}) AS c`;
  return [
    `INSERT INTO photographers (id, business_name, public_token, email_from_name, created_at, updated_at)
     SELECT id, 'Seeded Studio ' || n, 'seed-${salt}-' || n, 'Seeded Studio ' || n,
            now() - make_interval(days => 1200 - n % 1000), now()
       FROM seed_studio WHERE made`,
    `INSERT INTO users (photographer_id, email, password_hash, role, created_at)
     SELECT id, 'studio-' || n || '-${salt}@seed.test', coalesce($1, 'no-password'), 'PHOTOGRAPHER',
            now() - make_interval(days => 1200 - n % 1000)
       FROM seed_studio WHERE made`,
    `INSERT INTO stages (photographer_id, project_type, name, color, order_index, is_default)
     SELECT s.id, t.type, st.name, st.color, st.ord - 1, st.ord = 1
       FROM seed_studio s
      CROSS JOIN unnest(${textArray(PROJECT_TYPES)}) AS t(type)
      CROSS JOIN unnest(${textArray(DEFAULT_STAGES.map((x) => x.name))}, ${textArray(DEFAULT_STAGES.map((x) => x.color))})
                 WITH ORDINALITY AS st(name, color, ord)
      WHERE s.made`,
    // The same default "Consultation" as registration and migration 0027 make.
    `INSERT INTO session_types (photographer_id, name, slug, duration_minutes, slot_interval_minutes,
            buffer_before_minutes, buffer_after_minutes, min_notice_hours, booking_window_days, location_kind,
            availability, is_default, color, email_reminder_hours, sms_reminder_hours)
     SELECT p.id, 'Consultation', 'consultation', LEAST(GREATEST(p.slot_minutes, 5), 720), p.slot_interval_minutes,
            p.buffer_minutes, p.buffer_minutes, p.min_notice_hours, p.booking_window_days, 'GOOGLE_MEET',
            '"STUDIO_HOURS"'::jsonb, true, p.brand_primary, NULL, NULL
       FROM seed_studio s JOIN photographers p ON p.id = s.id
      WHERE s.made`,
    // Weekdays 9 to 5, Saturday mornings.
    `INSERT INTO availability_templates (photographer_id, day_of_week, start_time, end_time)
     SELECT s.id, d, CASE WHEN d = 6 THEN '10:00' ELSE '09:00' END, CASE WHEN d = 6 THEN '14:00' ELSE '17:00' END
       FROM seed_studio s CROSS JOIN generate_series(1, 6) AS d`,
    `INSERT INTO availability_overrides (photographer_id, date, is_available, reason)
     SELECT s.id, current_date + 7 * k + (s.n % 5), false, 'Away'
       FROM seed_studio s CROSS JOIN generate_series(1, 3) AS k`,
    `INSERT INTO packages (id, photographer_id, name, description, base_price_cents, created_at)
     SELECT ${uid("package", "s.n", "k")}, s.id, (ARRAY['Essential', 'Signature', 'Heirloom'])[k] || ' Collection',
            'Coverage and gallery', 200000 + k * 100000, now() - make_interval(days => 400 - k)
       FROM seed_studio s CROSS JOIN generate_series(1, 3) AS k`,
    `INSERT INTO package_items (photographer_id, package_id, name, qty, unit_cents, line_total_cents, order_index)
     SELECT s.id, ${uid("package", "s.n", "k")}, 'Item ' || i, 1, 50000, 50000, i
       FROM seed_studio s CROSS JOIN generate_series(1, 3) AS k CROSS JOIN generate_series(1, 2) AS i
     `,
    `INSERT INTO clients (id, photographer_id, first_name, last_name, email, phone, notes, lead_source,
            email_opt_in, created_at, updated_at)
     SELECT ${client}, ${studio}, ${pick(FIRST_NAMES, "c")}, ${pick(LAST_NAMES, "c / 11 + s.n")},
            'client' || c || '.s' || s.n || '@example.com',
            CASE WHEN c % 3 = 0 THEN NULL ELSE '(555) 01' || (c % 10) || '-' || lpad((c * 7 % 10000)::text, 4, '0') END,
            CASE WHEN c % 2 = 0 THEN 'Met at the bridal fair; prefers e-mail.' END,
            (ARRAY['MANUAL', 'WEBSITE', 'REFERRAL', 'BOOKING'])[1 + c % 4], true,
            ${clientCreated}, ${clientCreated}
       FROM ${clients}`,
    // One project per client, in a stage of its type's pipeline.
    `INSERT INTO projects (id, photographer_id, client_id, project_type, title, lead_source, event_date,
            has_event_date, stage_id, stage_entered_at, status, venue, created_at, updated_at)
     SELECT ${project}, ${studio}, ${client}, t.type,
            ${pick(FIRST_NAMES, "c")} || ' ' || lower(t.type), 'MANUAL',
            current_date + (c * 37 % 700) - 300, true, st.id, ${clientCreated},
            CASE WHEN c % 10 = 0 THEN 'COMPLETED' ELSE 'ACTIVE' END, 'Harbor Hall',
            ${clientCreated} + interval '1 minute', ${clientCreated} + interval '1 minute'
       FROM ${clients}
      CROSS JOIN LATERAL (SELECT ${pick(["WEDDING", "WEDDING", "ENGAGEMENT", "FAMILY", "PORTRAIT", "NEWBORN"], "c")} AS type) t
       LEFT JOIN stages st ON st.photographer_id = s.id AND st.project_type = t.type AND st.order_index = c % 6`,
    `INSERT INTO project_activity_logs (id, photographer_id, project_id, action, activity_type, title, created_at)
     SELECT ${uid("activity", "s.n", "c * 2 + k")}, ${studio}, ${project}, CASE k WHEN 1 THEN 'CREATED' ELSE 'STAGE_CHANGED' END, 'PROJECT',
            CASE k WHEN 1 THEN 'Project created' ELSE 'Moved along' END,
            ${clientCreated} + make_interval(days => k - 1)
       FROM ${clients} CROSS JOIN LATERAL generate_series(1, CASE WHEN c % 6 = 0 THEN 1 ELSE 2 END) AS k`,
    `INSERT INTO estimates (id, photographer_id, project_id, client_id, title, subtotal_cents, tax_rate_basis_points,
            tax_cents, total_cents, deposit_percent, deposit_cents, schedule_custom, status, valid_until, sent_at,
            signed_at, signed_by_name, token, package_id, created_at, updated_at)
     SELECT ${proposal}, ${studio}, ${project}, ${client},
            ${pick(FIRST_NAMES, "c")} || ' proposal ' || c, ${subtotal}, 825, round(${subtotal} * 0.0825)::int,
            ${total}, 30, round(${total} * 0.3)::int, ${sent}, ${proposalStatus}, current_date + 30,
            CASE WHEN ${sent} THEN ${clientCreated} + interval '2 days' END,
            CASE WHEN ${signed} THEN ${clientCreated} + interval '5 days' END,
            CASE WHEN ${signed} THEN ${pick(FIRST_NAMES, "c")} END,
            'seed-${salt}-' || s.n || '-' || c, ${uid("package", "s.n", "1 + c % 3")},
            ${clientCreated} + interval '1 day', ${clientCreated} + interval '1 day'
       FROM ${clients} WHERE c % 2 = 0`,
    `INSERT INTO estimate_items (id, photographer_id, estimate_id, name, qty, unit_cents, line_total_cents, order_index)
     SELECT ${uid("item", "s.n", "c * 4 + i")}, ${studio}, ${proposal}, (ARRAY['Coverage', 'Second photographer', 'Parent albums'])[i],
            1, ${itemUnit("i")}, ${itemUnit("i")}, i - 1
       FROM ${clients} CROSS JOIN LATERAL generate_series(1, ${items}) AS i WHERE c % 2 = 0`,
    // A sent proposal's schedule: 30 % on signing, the rest a month before the event.
    `INSERT INTO estimate_installments (id, photographer_id, estimate_id, position, label, percent_basis_points,
            amount_cents, due_date, created_at)
     SELECT ${uid("installment", "s.n", "c * 2 + k")}, ${studio}, ${proposal}, k, CASE k WHEN 0 THEN 'Deposit' ELSE 'Balance' END, CASE k WHEN 0 THEN 3000 ELSE 7000 END,
            CASE k WHEN 0 THEN round(${total} * 0.3)::int ELSE ${total} - round(${total} * 0.3)::int END,
            CASE k WHEN 1 THEN current_date + (c * 37 % 700) - 330 END, ${clientCreated} + interval '1 day'
       FROM ${clients} CROSS JOIN generate_series(0, 1) AS k WHERE c % 2 = 0 AND ${sent}`,
    // Its contract: sent with it, completed once signed.
    `INSERT INTO proposal_contracts (photographer_id, estimate_id, title, body, html, status, client_signer_name,
            client_signed_at, studio_signer_name, studio_signed_at, created_at, updated_at)
     SELECT ${studio}, ${proposal}, 'Photography agreement', '# Agreement\n\nCoverage as in the proposal.',
            '<h1>Agreement</h1><p>Coverage as in the proposal.</p>', CASE WHEN ${signed} THEN 'COMPLETED' ELSE 'SENT' END,
            CASE WHEN ${signed} THEN ${pick(FIRST_NAMES, "c")} END, CASE WHEN ${signed} THEN ${clientCreated} + interval '5 days' END,
            CASE WHEN ${signed} THEN 'Studio' END, CASE WHEN ${signed} THEN ${clientCreated} + interval '5 days' END,
            ${clientCreated} + interval '1 day', ${clientCreated} + interval '1 day'
       FROM ${clients} WHERE c % 2 = 0 AND ${sent}`,
    // Paid proposals: the deposit, or the whole total, completed through the provider.
    `INSERT INTO estimate_payments (id, photographer_id, estimate_id, client_id, amount_cents, method, status,
            payment_intent_id, completed_at, created_at)
     SELECT ${uid("payment", "s.n", "c")}, ${studio}, ${proposal}, ${client},
            CASE WHEN ${proposalStatus} = 'PAID_FULL' THEN ${total} ELSE round(${total} * 0.3)::int END,
            'CARD', 'COMPLETED', 'pi_seed_${salt}_' || s.n || '_' || c,
            ${clientCreated} + interval '6 days', ${clientCreated} + interval '6 days'
       FROM ${clients} WHERE c % 2 = 0 AND ${proposalStatus} IN ('PAID_PARTIAL', 'PAID_FULL')`,
    `INSERT INTO photographer_earnings (photographer_id, project_id, estimate_payment_id, total_amount_cents,
            platform_fee_cents, photographer_earnings_cents, status, created_at)
     SELECT ep.photographer_id, e.project_id, ep.id, ep.amount_cents, ep.amount_cents / 20,
            ep.amount_cents - ep.amount_cents / 20, 'transferred', ep.completed_at
       FROM estimate_payments ep JOIN estimates e ON e.id = ep.estimate_id
      WHERE ep.photographer_id IN (SELECT id FROM seed_studio)`,
    // A consultation for every third client, from half a year back to half a year ahead, one a day.
    `INSERT INTO bookings (id, photographer_id, project_id, client_id, title, start_at, end_at, status, booking_type,
            booking_token, client_email, client_name, session_type_id, request_emails_sent_at,
            confirmation_sent_at, confirmed_at, created_at, updated_at)
     SELECT ${uid("booking", "s.n", "c")}, ${studio}, ${project}, ${client}, 'Consultation',
            date_trunc('day', now()) + make_interval(days => c / 3 - ${Math.floor(perStudio / 6)}, hours => 14),
            date_trunc('day', now()) + make_interval(days => c / 3 - ${Math.floor(perStudio / 6)}, hours => 15),
            ${pick(BOOKING_STATUSES, "c / 3")}, 'CONSULTATION', 'seed-${salt}-' || s.n || '-' || c,
            'client' || c || '.s' || s.n || '@example.com', ${pick(FIRST_NAMES, "c")},
            (SELECT st.id FROM session_types st WHERE st.photographer_id = s.id AND st.is_default),
            now(), now(), now(), ${clientCreated}, ${clientCreated}
       FROM ${clients} WHERE c % 3 = 0`,
    // A questionnaire for every other project.
    `INSERT INTO project_questionnaires (photographer_id, project_id, template_title, submitted_at, created_at, updated_at)
     SELECT ${studio}, ${project}, 'Getting to know you', CASE WHEN c % 4 = 1 THEN ${clientCreated} + interval '9 days' END,
            ${clientCreated} + interval '3 days', ${clientCreated} + interval '3 days'
       FROM ${clients} WHERE c % 2 = 1`,
    // A thread for each client: the studio's e-mail (with its log) and, for every other client, a reply;
    // a text to every fourth.
    `INSERT INTO email_logs (id, photographer_id, client_id, project_id, to_email, subject, preview, status, sent_at,
            created_at)
     SELECT ${uid("email", "s.n", "c")}, ${studio}, ${client}, ${project}, 'client' || c || '.s' || s.n || '@example.com',
            'Thanks for reaching out', 'Thanks for reaching out!', 'SENT', ${clientCreated} + interval '1 hour',
            ${clientCreated} + interval '1 hour'
       FROM ${clients}`,
    `INSERT INTO sms_logs (photographer_id, client_id, project_id, status, sent_at, to_phone, message_body, created_at)
     SELECT ${studio}, ${client}, ${project}, 'SENT', ${clientCreated} + interval '2 hours', '+15550100' || lpad((c % 100)::text, 3, '0'),
            'See you Saturday!', ${clientCreated} + interval '2 hours'
       FROM ${clients} WHERE c % 4 = 2`,
    `INSERT INTO messages (id, photographer_id, client_id, project_id, content, sent_by_photographer, channel,
            status, read_at, email_log_id, created_at)
     SELECT ${uid("message", "s.n", "c * 2 + k")}, ${studio}, ${client}, ${project}, CASE WHEN k = 1 THEN 'Thanks for reaching out!' ELSE 'Sounds lovely.' END,
            k = 1, 'EMAIL', CASE WHEN k = 1 THEN 'SENT' ELSE 'RECEIVED' END, ${clientCreated} + interval '1 day',
            CASE WHEN k = 1 THEN ${uid("email", "s.n", "c")} END, ${clientCreated} + make_interval(hours => k)
       FROM ${clients} CROSS JOIN LATERAL generate_series(1, 1 + c % 2) AS k`,
    // Portal users for every third client, and sessions: two for each photographer (one expired), one for
    // each portal user.
    `INSERT INTO users (photographer_id, client_id, email, role, created_at)
     SELECT ${studio}, ${client}, 'client' || c || '.s' || s.n || '@example.com', 'CLIENT', ${clientCreated}
       FROM ${clients} WHERE c % 3 = 1`,
    `INSERT INTO sessions (id_hash, user_id, expires_at, created_at)
     SELECT md5('${salt}:session:' || u.id || ':' || k) || md5(u.id::text || k), u.id,
            now() + make_interval(days => CASE WHEN k = 1 THEN 20 ELSE -5 END), now() - interval '10 days'
       FROM users u JOIN seed_studio s ON s.id = u.photographer_id
      CROSS JOIN generate_series(1, CASE WHEN u.role = 'PHOTOGRAPHER' THEN 2 ELSE 1 END) AS k
     `,
  ];
}

type Queryable = Pick<pg.ClientBase, "query">;

/**
 * Seeds the studios through `target` (a connection string, or a client whose session may be used: the
 * seeding sets session_replication_role for its transaction only), then ANALYZEs.
 */
export async function seedManyStudios(
  target: string | Queryable,
  options: SeedManyStudiosOptions,
): Promise<SeededStudios> {
  const own = typeof target === "string" ? new pg.Client({ connectionString: target }) : null;
  if (own) await own.connect();
  const db: Queryable = own ?? (target as Queryable);
  // Eight hex digits: the first part of every id made in this run.
  const salt = randomBytes(4).toString("hex");
  const existing = options.existingStudios ?? [];
  const perStudio = Math.max(6, Math.floor(options.clientsPerStudio ?? 300));
  let rows = 0;
  try {
    await db.query("BEGIN");
    await db.query("SET LOCAL session_replication_role = replica");
    await db.query(
      "CREATE TEMP TABLE seed_studio (n int PRIMARY KEY, id uuid NOT NULL, made boolean NOT NULL) ON COMMIT DROP",
    );
    await db.query(
      `INSERT INTO seed_studio SELECT e.n, e.id, false FROM unnest($1::uuid[]) WITH ORDINALITY AS e(id, n)`,
      [existing],
    );
    await db.query(
      `INSERT INTO seed_studio SELECT n, ${seedId(salt, "studio", "n")}, true
         FROM generate_series($1::int + 1, $1::int + $2::int) AS n`,
      [existing.length, options.studios],
    );
    for (const text of statements(salt, perStudio)) {
      const result = await db.query(text, text.includes("$1") ? [options.passwordHash ?? null] : []);
      rows += result.rowCount ?? 0;
    }
    const studios = await db.query<{ id: string }>("SELECT id FROM seed_studio ORDER BY n");
    await db.query("COMMIT");
    // With the triggers on again: each existing studio's change tells the read caches to drop it.
    await db.query("UPDATE photographers SET updated_at = now() WHERE id = ANY($1::uuid[])", [existing]);
    await db.query("ANALYZE");
    return { studioIds: studios.rows.map((row) => row.id), rows };
  } catch (error) {
    await db.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await own?.end();
  }
}
