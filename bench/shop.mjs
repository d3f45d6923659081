import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createSigner } from 'fast-jwt';
import pg from 'pg';
import { queriesOf, startBare, startServer, stop, waitHealthy } from './servers.mjs';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const CART_CUSTOMERS = 1000;
const ORDER_CUSTOMERS = 12000;
const DATABASE = 'tessera_bench_shop';
const PORT = 3221;
const BARE_PORT = 3222;
const SECRET = 'bench-secret-bench-secret-bench-secret-000';

/**
 * Customers of Aurora written straight to the database (a sign-up each would take minutes of
 * password hashing): the account, the membership, an open session, and a card holding 5,00 €
 * (its welcome movement, so the balance is the movements' sum). Answers their ids and sessions.
 */
async function addCustomers(db, activityId, prefix, n) {
  const { rows } = await db.query(
    `with u as (
       insert into users (username, email, password_hash, name, surname, language_id)
       select $2 || i || '@tessera.demo', $2 || i || '@tessera.demo', d.password_hash, 'Cliente',
         'Bench ' || i, d.language_id
       from generate_series(1, $3::int) i, users d where d.username = 'cliente@tessera.demo'
       returning id, username),
     m as (insert into activity_customers (activity_id, user_id, roles)
       select $1, id, '{ROLE_USER}' from u),
     s as (insert into sessions (id, user_id) select gen_random_uuid(), id from u
       returning id, user_id)
     select u.id, u.username, s.id as sid from u join s on s.user_id = u.id order by u.id`,
    [activityId, prefix, n],
  );
  await db.query(
    `with c as (
       insert into cards (activity_id, user_id, code, balance_cents)
       select $1, id, '9' || lpad(id::text, 11, '0'), 500 from unnest($2::int[]) id
       returning id)
     insert into card_movements (card_id, type, amount_cents, at, expires_at)
     select id, 'W', 500, now(), now() + interval '90 days' from c`,
    [activityId, rows.map((r) => r.id)],
  );
  return rows;
}

async function load(url, extra = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...extra });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    sent: r.requests.total,
    ok: r['2xx'],
    errors: r.errors + r.non2xx,
  };
}

/** Statements the server sends per call, over 20 calls one after another. */
async function statementsPerCall(server, call) {
  await call(0);
  const before = await queriesOf(server);
  for (let i = 1; i <= 20; i++) await call(i);
  return ((await queriesOf(server)) - before) / 20;
}

async function main() {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  const url = new URL(PG_URL);
  url.pathname = `/${DATABASE}`;
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-shop-'));
  const server = startServer({
    DATABASE_URL: url.toString(),
    DATA_DIR: dir,
    PORT: String(PORT),
    RATE_LIMIT_MAX: '100000000',
    NODE_ENV: 'production',
    SEED_DEMO: 'auto',
    DEMO_IN_PRODUCTION: 'yes',
    JWT_SECRET: SECRET,
    DATABASE_POOL_SIZE: '10',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    OUTBOX_POLL_MS: '3600000',
  });
  await waitHealthy(PORT);
  const bare = await startBare(BARE_PORT);
  const base = `http://127.0.0.1:${PORT}`;
  const { activityId } = (
    await fetch(`${base}/app/activities/permalink/salone-aurora`).then((r) => r.json())
  ).data;

  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const sign = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 3_600_000 });
  const bearer = (c) => `Bearer ${sign({ id: c.id, username: c.username, roles: [], sid: c.sid })}`;
  const cartCustomers = (await addCustomers(db, activityId, 'cart', CART_CUSTOMERS)).map(bearer);
  const orderCustomers = await addCustomers(db, activityId, 'order', ORDER_CUSTOMERS);
  // Sizes of unlimited stock (the T-shirt's and the silk scrunchies'), and each order
  // customer's cart: one T-shirt, white, M.
  const sizes = (
    await db.query(
      `select s.id as "sizeId", s.item_id as "itemId" from item_color_sizes s
       where s.activity_id = $1 and s.stock is null order by s.id`,
      [activityId],
    )
  ).rows;
  const [tshirt] = (
    await db.query(
      `select s.id as "sizeId", s.item_id as "itemId" from item_color_sizes s
         join item_colors c on c.id = s.item_color_id join items i on i.id = s.item_id
       where i.activity_id = $1 and i.name = 'T-shirt Aurora' and c.name = 'Bianco' and s.size = 'M'`,
      [activityId],
    )
  ).rows;
  await db.query(
    `insert into cart_lines (activity_id, user_id, item_id, item_color_size_id, quantity, created_at)
     select $1, id, $2, $3, 1, now() from unnest($4::int[]) id`,
    [activityId, tshirt.itemId, tshirt.sizeId, orderCustomers.map((c) => c.id)],
  );
  const [{ shippingId }] = (
    await db.query(
      `select id as "shippingId" from shippings where activity_id = $1 and type = 'S'`,
      [activityId],
    )
  ).rows;
  const [{ paymentId }] = (
    await db.query(
      `select id as "paymentId" from payments where activity_id = $1 and type = 'ST'`,
      [activityId],
    )
  ).rows;
  await db.query('analyze');
  const orderTokens = orderCustomers.map(bearer);
  console.log(
    `Salone Aurora: ${sizes.length} sizes of unlimited stock, ${CART_CUSTOMERS} customers adding to their carts, ${ORDER_CUSTOMERS} with a cart to order`,
  );

  const login = await fetch(`${base}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'cliente@tessera.demo', password: 'Tessera2026!' }),
  }).then((r) => r.json());
  const searchUrl = `${base}/api/app/items/search?filters[activityId]=${activityId}&filters[text]=capelli&page=1&rowsPerPage=10`;
  const searchHeaders = { authorization: `Bearer ${login.data.token}` };
  const found = await fetch(searchUrl, { headers: searchHeaders });
  if (!found.ok) throw new Error(`search answered ${found.status}: ${await found.text()}`);
  const answer = await found.json();
  console.log(`search 'capelli': ${answer.data.length} items of ${answer.totalRows}`);

  // Add to cart: request n goes to customer n mod 1,000, with size floor(n / 1,000) mod sizes.
  let added = 0;
  const addTo = (n) => {
    const size = sizes[Math.floor(n / CART_CUSTOMERS) % sizes.length];
    return {
      method: 'POST',
      path: '/api/itemcarts',
      headers: {
        'content-type': 'application/json',
        authorization: cartCustomers[n % CART_CUSTOMERS],
      },
      body: JSON.stringify({
        activityId,
        itemId: size.itemId,
        itemColorSizeId: size.sizeId,
        quantity: 1,
      }),
    };
  };
  // Order creation: request n is customer n's, with a key of its own.
  let ordered = 0;
  const orderOf = (n) => ({
    method: 'POST',
    path: '/api/itemorders',
    headers: {
      'content-type': 'application/json',
      // Past the last customer, the last one again: an empty cart, counted as an error.
      authorization: orderTokens[Math.min(n, ORDER_CUSTOMERS - 1)],
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      activityId,
      shippingId,
      paymentId,
      checkCreditUse: true,
      usedCreditValue: 2,
    }),
  });
  const send = async ({ method, path, headers, body }) => {
    const res = await fetch(base + path, { method, headers, body });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };

  const perCall = {
    search: await statementsPerCall(server, () =>
      fetch(searchUrl, { headers: searchHeaders }).then((r) => r.arrayBuffer()),
    ),
    add: await statementsPerCall(server, () => send(addTo(added++))),
    order: await statementsPerCall(server, () => send(orderOf(ordered++))),
  };
  console.log(
    `SQL statements per call: search ${perCall.search}, add to cart ${perCall.add}, order ${perCall.order}`,
  );

  const rows = [
    ['bare Fastify route (own process)', await load(`http://127.0.0.1:${BARE_PORT}/bare`)],
  ];
  rows.push(['GET /api/app/items/search', await load(searchUrl, { headers: searchHeaders })]);
  rows.push([
    'POST /api/itemcarts (add to cart)',
    await load(`${base}/api/itemcarts`, {
      requests: [{ setupRequest: (req) => ({ ...req, ...addTo(added++) }) }],
    }),
  ]);
  rows.push([
    'POST /api/itemorders (order creation)',
    await load(`${base}/api/itemorders`, {
      requests: [{ setupRequest: (req) => ({ ...req, ...orderOf(ordered++) }) }],
    }),
  ]);

  // What the load wrote, checked against the answers, once the requests cut off by the end of the
  // load are done (two reads a tenth of a second apart agree).
  const writtenNow = async () =>
    (
      await db.query(
        `select (select count(*)::int from orders o join users u on u.id = o.user_id
                where u.username like 'order%@tessera.demo') as orders,
              (select coalesce(sum(quantity), 0)::int from cart_lines l join users u on u.id = l.user_id
                where u.username like 'cart%@tessera.demo' and l.order_id is null) as "cartUnits",
              (select count(*)::int from card_movements m join cards c on c.id = m.card_id
                join users u on u.id = c.user_id
                where u.username like 'order%@tessera.demo' and m.type = 'PU') as debits`,
      )
    ).rows[0];
  let written = await writtenNow();
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const again = await writtenNow();
    if (JSON.stringify(again) === JSON.stringify(written)) break;
    written = again;
  }
  await db.end();
  // 21 of each were sent one by one to count the statements; the requests still in flight when
  // a load stops (at most one per connection) are done by the server without being counted.
  const [, , addRow, orderRow] = rows.map((r) => r[1]);
  const agree = (n, answered) => (n >= answered && n - answered <= CONNECTIONS ? 'ok' : 'DISAGREE');
  const orderOk = 21 + orderRow.ok;
  const addOk = 21 + addRow.ok;
  console.log(
    `written: ${written.orders} orders, ${written.debits} card debits for ${orderOk} answered 2xx (${agree(written.orders, orderOk)}, ${agree(written.debits, orderOk)}); ${written.cartUnits} units in carts for ${addOk} (${agree(written.cartUnits, addOk)})`,
  );

  console.log(
    `\nShop on PostgreSQL, ${CONNECTIONS} connections (order creation: one request per customer with a cart)`,
  );
  console.log('| load | req/s | ratio to bare | p50 ms | p99 ms | requests | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, r] of rows) {
    console.log(
      `| ${name} | ${Math.round(r.rps)} | ${(r.rps / rows[0][1].rps).toFixed(3)} | ${r.p50} | ${r.p99} | ${r.sent} | ${r.errors} |`,
    );
  }

  await stop(bare);
  await stop(server);
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
}

await main();
