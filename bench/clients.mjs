/**
 * Clients at scale: import 5,000 CSV rows (parsed with papaparse, as the browser does, then posted in
 * batches of 500) and time it; then load GET /api/clients for that studio (5,000 clients with
 * projects) with autocannon. On PGlite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 *
 *   npm run build && node bench/clients.mjs [--rows 5000]
 */
import Papa from "papaparse";
import { createScratchDatabase, load, signUpAndIn, startFocal } from "./lib.mjs";

const index = process.argv.indexOf("--rows");
const total = index > 0 ? Number(process.argv[index + 1]) : 5000;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const BATCH = 500;

function makeCsv(rows) {
  const first = ["Olivia", "Sophia", "Emma", "Ava", "Grace", "Chloe", "Mia", "Lucas", "Noah", "Liam"];
  const last = [
    "Bennett",
    "Martinez",
    "Thompson",
    "Kim",
    "Okafor",
    "Nguyen",
    "Rossi",
    "Davis",
    "Fernandez",
    "Lopez",
  ];
  const lines = ["First Name,Last Name,Email Address,Phone Number,Wedding Date,Notes"];
  for (let i = 0; i < rows; i++) {
    const month = String((i % 12) + 1).padStart(2, "0");
    lines.push(
      `${first[i % 10]},${last[(i * 7) % 10]},client${i}@example.com,(555) ${String(100 + (i % 900)).padStart(3, "0")}-${String(i % 10000).padStart(4, "0")},2027-${month}-15,"Imported, row ${i}"`,
    );
  }
  return lines.join("\n");
}

async function importCsv(url, cookie, csv) {
  const started = performance.now();
  const parsed = Papa.parse(csv, { header: true, skipEmptyLines: true });
  const rows = parsed.data.map((r, i) => ({
    rowNumber: i + 1,
    values: {
      firstName: r["First Name"],
      lastName: r["Last Name"],
      email: r["Email Address"],
      phone: r["Phone Number"],
      eventDate: r["Wedding Date"],
      notes: r.Notes,
    },
  }));
  let created = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const res = await fetch(`${url}/api/clients/import`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ rows: rows.slice(i, i + BATCH) }),
    });
    if (!res.ok) throw new Error(`import: ${res.status} ${await res.text()}`);
    created += (await res.json()).created;
  }
  return { created, seconds: (performance.now() - started) / 1000 };
}

const csv = makeCsv(total);
const results = [];
for (const [label, adminUrl] of [
  ["PGlite", undefined],
  ...(postgresUrl ? [["PostgreSQL", postgresUrl]] : []),
]) {
  const scratch = adminUrl ? await createScratchDatabase(adminUrl) : null;
  const focal = await startFocal({ databaseUrl: scratch?.url });
  try {
    const cookie = await signUpAndIn(focal.url);
    const imported = await importCsv(focal.url, cookie, csv);
    // One sequential client measures latency; a few connections measure throughput.
    const single = await load(`${focal.url}/api/clients`, {
      connections: 1,
      duration: 5,
      headers: { cookie },
    });
    results.push({ label, imported, single });
  } finally {
    await focal.stop();
    await scratch?.drop();
  }
}

console.log(`\nClients at scale: ${total} rows\n`);
console.log(
  "| database | import (rows created, seconds) | GET /api/clients p50 ms | p99 ms | req/s (1 connection) | errors |",
);
console.log("|---|---|---:|---:|---:|---:|");
for (const r of results) {
  console.log(
    `| ${r.label} | ${r.imported.created} in ${r.imported.seconds.toFixed(2)} s | ${r.single.p50} | ${r.single.p99} | ${r.single.requestsPerSecond} | ${r.single.errors} |`,
  );
}
process.exit(results.some((r) => r.single.errors > 0 || r.imported.created !== total) ? 1 : 0);
