// Packages that declare a newer Node than the oldest Tessera supports (engines: ^20.19.0 ||
// ^22.12.0 || ^24.0.0): cookie@2 (through fastify's light-my-request) and content-disposition@3
// (through @fastify/static) declare Node >= 22, so `npm ci` on Node 20 warns. Their code is plain
// JavaScript: this proves the parts Tessera reaches work on the Node running the suite, whichever
// it is (CI runs the suites on 20, scripts/node-versions.mjs the built server on 22 and 24).
// Fastify's inject (light-my-request) carries every API test.
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const staticRequire = createRequire(require.resolve('@fastify/static'));
const lmrRequire = createRequire(
  require.resolve('light-my-request', { paths: [require.resolve('fastify')] }),
);

describe(`packages that declare a newer Node than the oldest supported, on Node ${process.versions.node}`, () => {
  it('content-disposition builds the header @fastify/static sends with a download', () => {
    const { create } = staticRequire('content-disposition');
    expect(create('scontrino più.pdf')).toBe(
      `attachment; filename="scontrino pi?.pdf"; filename*=UTF-8''scontrino%20pi%C3%B9.pdf`,
    );
  });

  it('cookie writes and inject reads a Set-Cookie header', async () => {
    const { stringifySetCookie } = lmrRequire('cookie');
    expect(stringifySetCookie({ name: 'sid', value: 'a b', httpOnly: true })).toBe(
      'sid=a%20b; HttpOnly',
    );
    const app = Fastify();
    app.get('/', (_req, reply) => reply.header('set-cookie', 'sid=1; Path=/').send('ok'));
    const res = await app.inject({ url: '/' });
    expect(res.cookies).toEqual([{ name: 'sid', value: '1', path: '/' }]);
    await app.close();
  });
});
