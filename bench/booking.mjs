import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { queriesOf, startBare, startServer, stop, waitHealthy } from './servers.mjs';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const BOOKINGS = 2000;
const OPERATORS = 5;
const DATABASE = 'tessera_bench_booking';
const PORT = 3211;
const BARE_PORT = 3212;

/** A deterministic shuffle (the same calendar every run). */
function shuffle(list) {
  let seed = 16;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/**
 * Five operators doing taglio (30 minutes), 200 more customers, and 2,000 bookings: drawn from
 * every free half hour of the open days after today (Tuesday to Saturday, 09:00–19:00 around the
 * lunch break), 60 % confirmed, 30 % waiting, 10 % declined. Some days end up full.
 */
async function seedCalendar(db, activityId) {
  const one = async (text, values) => (await db.query(text, values)).rows[0];
  const taglio = await one(
    `select id from booking_services where activity_id = $1 and name = 'Taglio'`,
    [activityId],
  );
  for (const name of ['Giorgia', 'Marta', 'Paolo'].slice(0, OPERATORS - 2)) {
    const op = await one(
      `insert into booking_operators (activity_id, name, surname) values ($1, $2, 'Bench')
       returning id`,
      [activityId, name],
    );
    await db.query(
      `insert into booking_operator_services (booking_operator_id, booking_service_id)
       select $1, id from booking_services where activity_id = $2`,
      [op.id, activityId],
    );
  }
  const operators = (
    await db.query('select id from booking_operators where activity_id = $1 order by id', [
      activityId,
    ])
  ).rows.map((r) => r.id);
  await db.query(
    `insert into users (username, email, password_hash, name, surname, language_id)
     select 'bench' || i || '@tessera.demo', 'bench' || i || '@tessera.demo', u.password_hash,
       'Cliente', 'Bench ' || i, u.language_id
     from generate_series(1, 200) i, users u where u.username = 'cliente@tessera.demo'`,
  );
  await db.query(
    `insert into activity_customers (activity_id, user_id, roles)
     select $1, id, '{ROLE_USER}' from users where username like 'bench%@tessera.demo'`,
    [activityId],
  );
  const customers = (
    await db.query(
      `select id from users where username like 'bench%@tessera.demo'
         or username = 'cliente@tessera.demo' order by id`,
    )
  ).rows.map((r) => r.id);
  const { today } = await one(`select (now() at time zone 'Europe/Rome')::date::text as today`);
  // The half hours each operator is free, from the demo's own bookings on.
  const taken = new Set(
    (
      await db.query(
        `select booking_operator_id as op, date::text as date, start_time as start, end_time as end
         from bookings where activity_id = $1 and confirmed <> 'N'`,
        [activityId],
      )
    ).rows.flatMap((b) => halfHours(b.start, b.end).map((t) => `${b.op} ${b.date} ${t}`)),
  );
  const free = [];
  for (let d = 1; d < 35; d++) {
    const day = new Date(`${today}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + d);
    if ([0, 1].includes(day.getUTCDay())) continue;
    const date = day.toISOString().slice(0, 10);
    for (const op of operators) {
      for (const start of halfHours('09:00', '19:00')) {
        if (start >= '13:00' && start < '14:00') continue;
        if (!taken.has(`${op} ${date} ${start}`)) free.push({ op, date, start });
      }
    }
  }
  const chosen = shuffle(free).slice(0, BOOKINGS);
  const status = (i) => (i % 10 < 6 ? 'Y' : i % 10 < 9 ? 'I' : 'N');
  await db.query(
    `insert into bookings (activity_id, user_id, booking_service_id, booking_operator_id, date,
       start_time, end_time, starts_at, ends_at, number_of_people, confirmed)
     select $1, b.user_id, $2, b.op, b.date::date, b.start,
       to_char((b.date::date + b.start::time) + interval '30 minutes', 'HH24:MI'),
       (b.date::date + b.start::time) at time zone 'Europe/Rome',
       (b.date::date + b.start::time) at time zone 'Europe/Rome' + interval '30 minutes',
       1, b.confirmed
     from unnest($3::int[], $4::int[], $5::text[], $6::text[], $7::text[])
       as b(user_id, op, date, start, confirmed)`,
    [
      activityId,
      taglio.id,
      chosen.map((_, i) => customers[i % customers.length]),
      chosen.map((c) => c.op),
      chosen.map((c) => c.date),
      chosen.map((c) => c.start),
      chosen.map((_, i) => status(i)),
    ],
  );
  await db.query('analyze');
  return { taglio: taglio.id, operators, today };
}

function halfHours(from, to) {
  const minutes = (t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const list = [];
  for (let m = Math.floor(minutes(from) / 30) * 30; m < minutes(to); m += 30) {
    list.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return list;
}

async function load(url, connections, headers = {}) {
  const r = await autocannon({ url, connections, duration: DURATION, headers });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

async function main() {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  const url = new URL(PG_URL);
  url.pathname = `/${DATABASE}`;
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-booking-'));
  const server = startServer({
    DATABASE_URL: url.toString(),
    DATA_DIR: dir,
    PORT: String(PORT),
    RATE_LIMIT_MAX: '100000000',
    NODE_ENV: 'production',
    SEED_DEMO: 'auto',
    DEMO_IN_PRODUCTION: 'yes',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-000',
    DATABASE_POOL_SIZE: '10',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    // No outbox polling between the counted calls.
    OUTBOX_POLL_MS: '3600000',
  });
  await waitHealthy(PORT);
  const bare = await startBare(BARE_PORT);

  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const base = `http://127.0.0.1:${PORT}`;
  const { activityId } = (
    await fetch(`${base}/app/activities/permalink/salone-aurora`).then((r) => r.json())
  ).data;
  const calendar = await seedCalendar(db, activityId);
  const [{ n }] = (
    await db.query(
      'select count(*)::int as n from bookings where activity_id = $1 and date > $2::date',
      [activityId, calendar.today],
    )
  ).rows;
  await db.end();
  console.log(
    `Salone Aurora: ${calendar.operators.length} operators, ${n} bookings in the 34 days after today`,
  );

  const login = await fetch(`${base}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'cliente@tessera.demo', password: 'Tessera2026!' }),
  }).then((r) => r.json());
  const auth = { authorization: `Bearer ${login.data.token}` };
  const dates = (operator) =>
    `${base}/api/app/bookings/dates?filters[activityId]=${activityId}&filters[date]=${calendar.today}` +
    `&filters[numberOfPeoples]=1&filters[bookingServiceId]=${calendar.taglio}` +
    (operator ? `&filters[bookingOperatorId]=${operator}` : '');

  // The answer, and the statements per call once the caches are warm.
  const first = await fetch(dates(), { headers: auth });
  if (!first.ok) throw new Error(`availability answered ${first.status}: ${await first.text()}`);
  const body = await first.json();
  console.log(
    `answer: ${body.data.dates.length} days, ${body.data.busy.length} busy, ${body.data.fullReservations.length} full days, ${body.data.mine.length} mine, ${(JSON.stringify(body).length / 1024).toFixed(1)} KB`,
  );
  const perCall = [];
  for (const operator of [undefined, calendar.operators[0]]) {
    await fetch(dates(operator), { headers: auth });
    const before = await queriesOf(server);
    for (let i = 0; i < 20; i++)
      await (await fetch(dates(operator), { headers: auth })).arrayBuffer();
    perCall.push(((await queriesOf(server)) - before) / 20);
  }
  console.log(
    `SQL statements per call: ${perCall[0]} (any operator), ${perCall[1]} (one operator)`,
  );

  const rows = [
    [
      'bare Fastify route (own process), 100 connections',
      await load(`http://127.0.0.1:${BARE_PORT}/bare`, CONNECTIONS),
    ],
    ['availability, any operator, 1 connection (server time)', await load(dates(), 1, auth)],
    ['availability, any operator, 100 connections', await load(dates(), CONNECTIONS, auth)],
    [
      'availability, one operator, 100 connections',
      await load(dates(calendar.operators[0]), CONNECTIONS, auth),
    ],
  ];
  console.log(`\nGET /api/app/bookings/dates on PostgreSQL, ${DURATION} s each`);
  console.log('| load | req/s | ratio to bare | p50 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, r] of rows) {
    console.log(
      `| ${name} | ${Math.round(r.rps)} | ${(r.rps / rows[0][1].rps).toFixed(3)} | ${r.p50} | ${r.p99} | ${r.errors} |`,
    );
  }

  await stop(bare);
  await stop(server);
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
}

await main();
