// The two reference servers of DESIGN §7, each started as its own process by bench/run.mjs:
// `bare` answers a constant; `minimal` is what a skilled engineer would write for byiduser
// (Fastify + @fastify/jwt + pg, the same SQL as one prepared query). Usage:
//   PORT=3203 node bench/references.mjs bare
//   PORT=3204 DATABASE_URL=… JWT_SECRET=… node bench/references.mjs minimal
import fastifyJwt from '@fastify/jwt';
import Fastify from 'fastify';
import pg from 'pg';

const kind = process.argv[2];
const app = Fastify();

if (kind === 'bare') {
  app.get('/bare', async () => ({ data: { ok: true } }));
} else if (kind === 'minimal') {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  await app.register(fastifyJwt, { secret: process.env.JWT_SECRET });
  // Tessera's memberships read, as one named (prepared) statement.
  const byUser = {
    name: 'byiduser',
    text: `select ac.id, ac.activity_id, ac.store_id, ac.roles, a.id as a_id, a.name, a.permalink,
        a.active, a.color, a.color_text, a.cash_back_type
      from activity_customers ac join activities a on a.id = ac.activity_id
      where ac.user_id = $1 and ac.active and a.active order by a.name`,
  };
  app.get('/api/activities/customers/byiduser', async (req) => {
    await req.jwtVerify();
    const { rows } = await pool.query({ ...byUser, values: [req.user.id] });
    return {
      data: {
        activityCustomers: rows.map((r) => ({
          id: r.id,
          activityId: r.activity_id,
          storeId: r.store_id,
          roles: r.roles,
          activity: {
            id: r.a_id,
            name: r.name,
            permalink: r.permalink,
            active: r.active,
            color: r.color,
            colorText: r.color_text,
            cashBackType: r.cash_back_type,
          },
        })),
      },
    };
  });
} else {
  throw new Error('usage: node bench/references.mjs bare|minimal');
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
