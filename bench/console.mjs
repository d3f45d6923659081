// The console's lists at a big shop's size (issue 25: "every list is paged and searchable and
// stays fast with 10,000 items and 100,000 members"): Salone Aurora gets 40 more categories with
// 10,000 items (one picture, one colour and three sizes each) and 100,000 members, and the
// platform 2,000 more activities, written by SQL; then the admin's catalogue and users lists and
// the super admin's activities list are loaded with autocannon, beside the bare Fastify route.
// Usage: `npm run build && node bench/console.mjs` (also part of `npm run bench`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { queriesOf, startBare, startServer, stop, waitHealthy } from './servers.mjs';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const ITEMS = 10_000;
const CATEGORIES = 40;
const MEMBERS = 100_000;
const ACTIVITIES = 2_000;
const DATABASE = 'tessera_bench_console';
const PORT = 3231;
const BARE_PORT = 3232;

const sqlArray = (words) => `array[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(',')}]`;

// A salon's shop: product, quality and line give 2,000 names, each 5 times.
const PRODUCTS = sqlArray([
  'Shampoo',
  'Balsamo',
  'Maschera',
  'Siero',
  'Olio',
  'Lacca',
  'Gel',
  'Cera',
  'Mousse',
  'Spray',
  'Crema',
  'Lozione',
  'Fiala',
  'Tinta',
  'Spazzola',
  'Pettine',
  'Phon',
  'Piastra',
  'Arricciacapelli',
  'Pochette',
]);
const QUALITIES = sqlArray([
  'idratante',
  'nutriente',
  'ristrutturante',
  'volumizzante',
  'lisciante',
  'anticrespo',
  'per ricci',
  'protettivo',
  'purificante',
  'illuminante',
]);
const LINES = sqlArray([
  'Aurora',
  'Bio',
  'Pro',
  'Argan',
  'Cheratina',
  'Seta',
  'Menta',
  'Camomilla',
  'Karité',
  'Lino',
]);
const NAMES = sqlArray(
  `Giulia Marco Francesca Luca Chiara Andrea Sara Matteo Elena Davide Laura Simone Martina
  Alessandro Valentina Lorenzo Federica Stefano Alessia Paolo Silvia Giorgio Anna Riccardo Elisa
  Fabio Roberta Nicola Ilaria Daniele Monica Filippo Irene Michele Beatrice Tommaso Camilla
  Emanuele Sofia Gabriele`.split(/\s+/),
);
const SURNAMES = sqlArray(
  `Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti
  De_Luca Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi
  Caruso Ferrara Galli Martini Leone Longo Gentile Martinelli Vitale Lombardo Serra Coppola
  De_Santis D'Angelo Marchetti Parisi Villa Conte Ferraro Ferri Fabbri Bianco Marini Grasso
  Valentini Messina Sala De_Angelis Gatti Pellegrini Palumbo Sanna Farina Rizzi Monti Cattaneo
  Morelli Amato Silvestri Mazza Testa Grassi Pellegrino Carbone Giuliani Benedetti Barone Rossetti
  Caputo Montanari Guerra Palmieri Bernardi Martino Fiore De_Rosa Ferretti Bellini Basile Riva
  Donati Piras Vitali Battaglia Sartori Neri Costantini Milani Pagano Ruggiero Sorrentino D'Amico
  Orlando Negri Cirillo`
    .split(/\s+/)
    .map((s) => s.replace('_', ' ')),
);
const KINDS = sqlArray([
  'Salone',
  'Bar',
  'Trattoria',
  'Bottega',
  'Pizzeria',
  'Gelateria',
  'Libreria',
  'Palestra',
  'Fioreria',
  'Ottica',
]);
const pick = (list, index) => `(${list})[1 + (${index}) % array_length(${list}, 1)]`;

/**
 * Aurora's big shop and crowd: 40 categories of 250 items (a code, a description, a price, every
 * seventh discounted, every eleventh hidden), each item with a picture, one colour and sizes S, M
 * and L (M unlimited, some sold out); 100,000 customers (accounts and memberships, names from
 * 40 first names and 100 surnames, e-mails name.surnameN@posta.example); 2,000 activities.
 */
async function seed(db, activityId) {
  const one = async (text, values) => (await db.query(text, values)).rows[0];
  await db.query(
    `insert into shop_categories (activity_id, name, sort)
     select $1, 'Reparto ' || c, 100 + c from generate_series(1, $2::int) c`,
    [activityId, CATEGORIES],
  );
  await db.query(
    `with c as (
       select id, row_number() over (order by id) - 1 as n from shop_categories
       where activity_id = $1 and name like 'Reparto %')
     insert into items (activity_id, category_id, name, sku, description, price_cents,
       discount_cents, active, sort)
     select $1, c.id,
       ${pick(PRODUCTS, 'i')} || ' ' || ${pick(QUALITIES, 'i / 20')} || ' ' || ${pick(LINES, 'i / 200')},
       'AU' || lpad(i::text, 6, '0'),
       'Linea ' || ${pick(LINES, 'i / 200')} || ', formato ' || (100 + (i % 5) * 100) || ' ml: '
         || ${pick(QUALITIES, 'i / 20')} || ', per ogni tipo di capello.',
       500 + (i * 37) % 4500, case when i % 7 = 0 then 400 + (i * 37) % 4000 end, i % 11 <> 0,
       i % ($2::int / $3::int)
     from generate_series(0, $2::int - 1) i join c on c.n = i / ($2::int / $3::int)`,
    [activityId, ITEMS, CATEGORIES],
  );
  await db.query(
    `with i as (select id from items where activity_id = $1 and sku like 'AU%'),
     p as (insert into shop_images (activity_id, item_id, file_name, sort)
       select $1, id, md5(id::text) || '.webp', 0 from i),
     c as (insert into item_colors (activity_id, item_id, sort) select $1, id, 0 from i
       returning id, item_id)
     insert into item_color_sizes (activity_id, item_id, item_color_id, size, stock, sort)
     select $1, c.item_id, c.id, s.size,
       case when s.sort = 1 then null else (c.item_id * (s.sort + 3)) % 9 end, s.sort
     from c, (values ('S', 0), ('M', 1), ('L', 2)) s(size, sort)`,
    [activityId],
  );
  await db.query(
    `with u as (
       insert into users (username, email, password_hash, name, surname, language_id, created_at)
       select e, e, d.password_hash, n, s, d.language_id, now() - i * interval '5 minutes'
       from generate_series(1, $2::int) i, users d,
         lateral (select ${pick(NAMES, 'i')} as n, ${pick(SURNAMES, 'i / 40')} as s) x,
         lateral (select lower(n || '.' || translate(s, ' ''', '')) || i || '@posta.example' as e) y
       where d.username = 'cliente@tessera.demo'
       returning id, created_at)
     insert into activity_customers (activity_id, user_id, roles, created_at)
     select $1, id, '{ROLE_USER}', created_at from u`,
    [activityId, MEMBERS],
  );
  await db.query(
    `insert into activities (name, permalink, color)
     select ${pick(KINDS, 'i')} || ' ' || ${pick(SURNAMES, 'i / 10')}, 'bench-' || i, '455A64'
     from generate_series(1, $1::int) i`,
    [ACTIVITIES],
  );
  // What autovacuum does after bulk inserts (PostgreSQL 13 on): the trigram indexes' pending
  // entries merged, without which the planner costs them too high and reads every row instead.
  await db.query('vacuum analyze');
  return one(
    `select (select count(*)::int from items where activity_id = $1) as items,
       (select count(*)::int from item_color_sizes where activity_id = $1) as sizes,
       (select count(*)::int from activity_customers where activity_id = $1) as members,
       (select count(*)::int from activities) as activities,
       (select min(id) from shop_categories where activity_id = $1 and name like 'Reparto %')
         as "firstCategory"`,
    [activityId],
  );
}

async function load(url, headers) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    sent: r.requests.total,
    errors: r.errors + r.non2xx,
    // What the errors were: answers other than 2xx by status, and timeouts.
    why: [
      ...Object.entries(r.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => `${count}× ${code}`),
      ...(r.timeouts ? [`${r.timeouts} timeouts`] : []),
    ].join(', '),
  };
}

async function main() {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  const url = new URL(PG_URL);
  url.pathname = `/${DATABASE}`;
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-console-'));
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
    OUTBOX_POLL_MS: '3600000',
  });
  await waitHealthy(PORT);
  const bare = await startBare(BARE_PORT);
  try {
    await measure(server, url);
  } finally {
    // Also after a failure: no server left behind holding the terminal.
    await stop(bare);
    await stop(server);
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measure(server, url) {
  const base = `http://127.0.0.1:${PORT}`;
  const { activityId } = (
    await fetch(`${base}/app/activities/permalink/salone-aurora`).then((r) => r.json())
  ).data;

  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const started = performance.now();
  const seeded = await seed(db, activityId);
  await db.end();
  console.log(
    `Salone Aurora: ${seeded.items} items (${seeded.sizes} sizes), ${seeded.members} members; ${seeded.activities} activities; seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const bearer = async (username) => {
    const res = await fetch(`${base}/api/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'Tessera2026!' }),
    });
    if (!res.ok) throw new Error(`login of ${username} answered ${res.status}`);
    return { authorization: `Bearer ${(await res.json()).data.token}` };
  };
  const owner = await bearer('admin@tessera.demo');
  const platform = await bearer('super@tessera.demo');
  const items = `${base}/api/activities/${activityId}/catalogue/items`;
  const users = `${base}/api/users?filters[activityId]=${activityId}&sortBy=username`;
  // What the screens ask: a category's items 100 at a time (the catalogue's sections), a search
  // 20 at a time, the users 15 at a time by e-mail, the activities 15 at a time by name.
  const loads = [
    [
      'items: a category, first page of 100',
      `${items}?filters[categoryId]=${seeded.firstCategory}&page=1&rowsPerPage=100`,
      owner,
    ],
    ['items: every category, first page of 15', `${items}?page=1&rowsPerPage=15`, owner],
    [
      "items: search 'cheratina' (20 a page)",
      `${items}?filters[q]=cheratina&rowsPerPage=20`,
      owner,
    ],
    [
      "items: search a code 'AU00421' (10 items)",
      `${items}?filters[q]=AU00421&rowsPerPage=20`,
      owner,
    ],
    ['members: first page of 15', `${users}&page=1&rowsPerPage=15`, owner],
    ["members: search 'ferr' (surname prefix)", `${users}&filters[search]=ferr`, owner],
    [
      "members: search 'giulia.ferr' (e-mail prefix)",
      `${users}&filters[search]=giulia.ferr`,
      owner,
    ],
    [
      "activities (super admin): search 'aurora'",
      `${base}/api/console/activities?filters[q]=aurora`,
      platform,
    ],
  ];

  // Each answer once (it must be a page), then 20 calls one after another: the statements the
  // server sends for one, and how long one takes alone (median and slowest).
  for (const [name, url, headers] of loads) {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
    const body = await res.json();
    const before = await queriesOf(server);
    const times = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      times.push(performance.now() - started);
    }
    const statements = ((await queriesOf(server)) - before) / 20;
    times.sort((a, b) => a - b);
    console.log(
      `${name}: ${body.data.length} rows of ${body.totalRows}, ${statements} SQL statements; alone ${times[10].toFixed(1)} ms median, ${times[19].toFixed(1)} ms slowest`,
    );
  }

  const rows = [
    ['bare Fastify route (own process)', await load(`http://127.0.0.1:${BARE_PORT}/bare`)],
  ];
  for (const [name, url, headers] of loads) rows.push([name, await load(url, headers)]);

  console.log(
    `\nConsole lists on PostgreSQL, ${ITEMS} items and ${MEMBERS} members in one activity, ${CONNECTIONS} connections, ${DURATION} s each`,
  );
  console.log('| load | req/s | ratio to bare | p50 ms | p99 ms | requests | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, r] of rows) {
    console.log(
      `| ${name} | ${Math.round(r.rps)} | ${(r.rps / rows[0][1].rps).toFixed(3)} | ${r.p50} | ${r.p99} | ${r.sent} | ${r.errors}${r.why ? ` (${r.why})` : ''} |`,
    );
  }
}

await main();
