/**
 * Slot computation (src/shared/slots.ts) for a realistic studio: the 60-day booking window that the public
 * calendar and the studio's calendar ask for; and the same studio's slots for one session type
 * (src/shared/session-slots.ts: 30 minutes with buffers, a daily cap), as a type's public page asks for them.
 * Pure CPU, no server or database. Exits 1 when either p99 reaches the budget (20 ms unless told).
 *
 *   npx tsc -p tsconfig.server.json && node bench/slots.mjs [--runs 1000] [--budget 20]
 */
import fs from "node:fs";

const built = new URL("../dist/shared/slots.js", import.meta.url);
if (!fs.existsSync(built)) {
  console.error("dist/shared/slots.js is missing: build it first with `npx tsc -p tsconfig.server.json`.");
  process.exit(2);
}
const { computeSlots, datesInZone } = await import(built.href);
const { computeTypeSlots } = await import(new URL("session-slots.js", built).href);

const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const runs = option("--runs", 1_000);
const budget = option("--budget", 20);

// The same studio on every run of the script: a seeded generator, not Math.random.
let seed = 0x5eed;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = (list) => list[Math.floor(random() * list.length)];

const timeZone = "America/New_York";
// Two and a half weeks before the fall-back change, so the window crosses it (its slow path included).
const now = new Date("2026-10-15T14:00:00Z");
const rules = {
  slotMinutes: 60,
  slotIntervalMinutes: 60,
  bufferMinutes: 15,
  minNoticeMinutes: 24 * 60,
  bookingWindowDays: 60,
};
const lunch = [{ startTime: "12:00", endTime: "13:00" }];
const templates = [
  ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({
    dayOfWeek,
    startTime: "09:00",
    endTime: "17:00",
    isEnabled: true,
    breaks: lunch,
  })),
  { dayOfWeek: 6, startTime: "10:00", endTime: "14:00", isEnabled: true, breaks: [] },
  { dayOfWeek: 0, startTime: "10:00", endTime: "14:00", isEnabled: false, breaks: [] },
];
const overrides = [
  { date: "2026-11-26", isAvailable: false, startTime: null, endTime: null, breaks: null },
  { date: "2026-11-27", isAvailable: true, startTime: "10:00", endTime: "13:00", breaks: [] },
  {
    date: "2026-12-06",
    isAvailable: true,
    startTime: "11:00",
    endTime: "16:00",
    breaks: [{ startTime: "13:00", endTime: "13:30" }],
  },
];

const DAY = 86_400_000;
const HOUR = 3_600_000;
// Window dates as instants of local midnight, near enough for spreading bookings over them.
const windowStart = Date.UTC(2026, 9, 15, 4);
const dayStarts = Array.from({ length: 61 }, (_, i) => windowStart + i * DAY).filter(
  (ms) => new Date(ms).getUTCDay() !== 0,
);
const busy = [];
for (let i = 0; i < 120; i++) {
  const start = pick(dayStarts) + pick([9, 10, 11, 13, 14, 15, 16]) * HOUR + pick([0, 0, 0, 30]) * 60_000;
  busy.push({
    startMs: start,
    endMs: start + pick([30, 60, 60, 90]) * 60_000,
    kind: "BOOKING",
    bookingId: `b${i}`,
  });
}
for (let i = 0; i < 20; i++) {
  const start = pick(dayStarts) + Math.floor(random() * 12) * HOUR;
  busy.push({ startMs: start, endMs: start + pick([1, 2, 3, 24]) * HOUR, kind: "CALENDAR" });
}

const input = { timeZone, templates, overrides, busy, rules, now, from: "2026-10-15", to: "2026-12-14" };
// One session type on the same studio: a third of the bookings are of this type (they count to its cap).
const typeInput = {
  timeZone,
  availability: "STUDIO_HOURS",
  templates,
  overrides,
  busy: busy.map((b, i) => (b.kind === "BOOKING" && i % 3 === 0 ? { ...b, sameType: true } : b)),
  rules: {
    durationMinutes: 30,
    slotIntervalMinutes: null,
    bufferBeforeMinutes: 10,
    bufferAfterMinutes: 5,
    minNoticeMinutes: 24 * 60,
    maxPerDay: 2,
    bookingWindowDays: 60,
  },
  now,
  from: "2026-10-15",
  to: "2026-12-14",
};

for (let i = 0; i < 200; i++) computeSlots(input);
for (let i = 0; i < 200; i++) computeTypeSlots(typeInput);

const times = [];
let slots = [];
// CPU time as well as wall time: on a shared 2-core machine preemption, not the code, makes the tail.
const cpuBefore = process.cpuUsage();
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  slots = computeSlots(input);
  times.push(performance.now() - started);
}
const cpu = process.cpuUsage(cpuBefore);
const cpuPerRun = (cpu.user + cpu.system) / 1000 / runs;
const typeTimes = [];
let typeSlots = [];
const typeCpuBefore = process.cpuUsage();
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  typeSlots = computeTypeSlots(typeInput);
  typeTimes.push(performance.now() - started);
}
const typeCpu = process.cpuUsage(typeCpuBefore);
const typeCpuPerRun = (typeCpu.user + typeCpu.system) / 1000 / runs;
const groupTimes = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  datesInZone(slots, "Asia/Tokyo");
  groupTimes.push(performance.now() - started);
}

const summary = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return {
    mean: sorted.reduce((sum, t) => sum + t, 0) / sorted.length,
    p50: at(0.5),
    p99: at(0.99),
    max: sorted.at(-1),
  };
};
const ms = (t) => t.toFixed(3);
const countsOf = (list) => {
  const counts = {};
  for (const slot of list) counts[slot.status] = (counts[slot.status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, n]) => `${status} ${n}`)
    .join(", ");
};
const compute = summary(times);
const typed = summary(typeTimes);
const group = summary(groupTimes);

console.log(`\nSlots for a 60-day window, ${timeZone}, ${runs} runs (Node ${process.version})\n`);
console.log(`slots: ${slots.length} (${countsOf(slots)})`);
console.log(
  `one type's slots (30 min, 10 before, 5 after, 2 a day): ${typeSlots.length} (${countsOf(typeSlots)})`,
);
console.log(`busy intervals: ${busy.length} (120 bookings, 20 calendar)\n`);
console.log("| measure | mean ms | p50 ms | p99 ms | max ms |");
console.log("|---|---:|---:|---:|---:|");
for (const [name, s] of [
  ["computeSlots, 60 days", compute],
  ["computeTypeSlots, one type, 60 days", typed],
  ["datesInZone (Asia/Tokyo) of its result", group],
]) {
  console.log(`| ${name} | ${ms(s.mean)} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} |`);
}
console.log(`\ncomputeSlots CPU time (user + system) per run: ${ms(cpuPerRun)} ms`);
console.log(`computeTypeSlots CPU time (user + system) per run: ${ms(typeCpuPerRun)} ms`);
for (const [name, s] of [
  ["computeSlots", compute],
  ["computeTypeSlots", typed],
]) {
  if (s.p99 >= budget) {
    console.error(`\n${name} p99 ${ms(s.p99)} ms is over the budget of ${budget} ms`);
    process.exit(1);
  }
}
console.log(`\np99 within the budget of ${budget} ms`);
