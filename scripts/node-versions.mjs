// Proves the product runs on each supported Node major (default 22 and 24; CI's own Node runs
// every other suite): the official binary of each, from npm's node-<platform>-<arch> package
// (cached outside the repository), starts the built server in production on a fresh embedded
// database with the demo data, and a smoke test passes against it: health, a login (argon2,
// JWT), an authenticated read (tenancy, database), a token refresh, a refused login in another
// language, the web app's page, and a clean shutdown on SIGTERM. Nothing the server writes to
// stderr may be a deprecation or an error.
//
//   node scripts/node-versions.mjs [major ...] [--report <file.json>]
//
// NODE_VERSIONS_CACHE names the cache folder (default ~/.cache/tessera-node); a major not in
// it is fetched once (`npm pack`, about 50 MB). The report is { passed, failed }, one per check.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const reportAt = args.indexOf('--report');
const reportFile = reportAt >= 0 ? args[reportAt + 1] : undefined;
const majors = args.filter((a, i) => /^\d+$/.test(a) && !(reportAt >= 0 && i === reportAt + 1));
if (!majors.length) majors.push('22', '24');
const cache = process.env.NODE_VERSIONS_CACHE ?? join(homedir(), '.cache', 'tessera-node');
const root = new URL('..', import.meta.url).pathname;
const server = join(root, 'apps/api/dist/server.js');
const webIndex = join(root, 'apps/web/dist/index.html');

let passed = 0;
let failed = 0;
function check(name, ok, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail && !ok ? `: ${detail}` : ''}`);
  return ok;
}

const versionOf = (name) => name.split('.').map(Number);
const newer = (a, b) => {
  const [x, y] = [versionOf(a), versionOf(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
};

/** The newest cached binary of `major`, fetched from the registry when none is cached. */
function nodeBinary(major) {
  mkdirSync(cache, { recursive: true });
  const cached = () =>
    readdirSync(cache)
      .filter((d) => d.startsWith(`${major}.`) && existsSync(join(cache, d, 'bin/node')))
      .sort(newer)
      .at(-1);
  if (!cached()) {
    const pkg = `node-${process.platform}-${process.arch}@${major}`;
    console.log(`  fetching ${pkg} into ${cache}`);
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', pkg, '--json', '--pack-destination', cache], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    const dir = join(cache, packed.version);
    mkdirSync(dir, { recursive: true });
    execFileSync('tar', ['xzf', join(cache, packed.filename), '-C', dir, '--strip-components=1']);
    rmSync(join(cache, packed.filename));
  }
  return join(cache, cached(), 'bin/node');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/**
 * The first version starts on an empty folder (migrations, reference and demo data: most of its
 * time); the others on a copy of the database it left, as a server restarted on an upgraded Node.
 */
let template;

async function smoke(major) {
  console.log(`== Node ${major}`);
  const began = performance.now();
  const node = nodeBinary(major);
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  if (!check(`${node} is ${version}`, version.startsWith(`v${major}.`))) return;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `tessera-node${major}-`));
  const fresh = !template;
  if (template) cpSync(template, dataDir, { recursive: true });
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(node, [server], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      // Nothing listens there: the outbox keeps its messages and tries again later.
      SMTP_URL: 'smtp://127.0.0.1:9',
      SEED_DEMO: 'auto',
      DEMO_IN_PRODUCTION: 'yes',
      SHUTDOWN_DRAIN_MS: '0',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    err += d;
  });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    let ready = false;
    const deadline = Date.now() + 120_000;
    while (!ready && Date.now() < deadline && child.exitCode === null) {
      ready = await fetch(`${base}/healthz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (!ready) await new Promise((r) => setTimeout(r, 250));
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const how = fresh ? 'on an empty database' : 'on the database the first one left';
    if (!check(`the server starts ${how} (${seconds} s)`, ready, `${out}${err}`.slice(-2000))) {
      return;
    }
    const health = await (await fetch(`${base}/healthz`)).json();
    check('/healthz: database up', health.database === 'up', JSON.stringify(health));

    const password = /Demo logins \(password (\S+)\):/.exec(out)?.[1];
    const username = /^\s+(cliente@\S+)$/m.exec(out)?.[1];
    const post = (path, body, headers = {}) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const login = await post('/api/login_check', { username, password });
    const pair = login.ok ? (await login.json()).data : undefined;
    check('a demo customer logs in', Boolean(pair?.token), `${login.status}`);
    const mine = await fetch(`${base}/api/activities/customers/byiduser`, {
      headers: { authorization: `Bearer ${pair?.token}` },
    });
    const memberships = mine.ok ? (await mine.json()).data.activityCustomers : [];
    check('reads their activities', memberships?.length > 0, `${mine.status}`);
    const refreshed = await post('/api/token/refresh', { refresh_token: pair?.refresh_token });
    check('refreshes the token', refreshed.ok, `${refreshed.status}`);
    const refused = await post(
      '/api/login_check',
      { username, password: 'not-the-password' },
      { 'accept-language': 'de' },
    );
    const message = (await refused.json()).message;
    check('a wrong password: 401 in German', refused.status === 401 && /ungültig/.test(message));
    if (existsSync(webIndex)) {
      const page = await fetch(`${base}/login`);
      check('serves the web app', page.ok && (await page.text()).includes('<div id="root">'));
    } else console.log('  (no apps/web/dist: the web app is not checked)');
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000, 'hung'))]);
    if (code === 'hung') child.kill('SIGKILL');
    check('stops cleanly on SIGTERM', code === 0, `exit ${code}`);
    // Node's own warnings go to stderr; the log's errors (level 50 and up) to stdout.
    const warnings = [
      ...err.split('\n').filter((l) => /Deprecation|Warning|Error/i.test(l)),
      ...out.split('\n').filter((l) => /^\{.*"level":(5|6)\d/.test(l)),
    ];
    check('writes no deprecation, warning or error', warnings.length === 0, warnings.join('\n'));
    console.log(`  (Node ${major}: ${Math.round((performance.now() - began) / 1000)} s)`);
    if (fresh && code === 0) template = dataDir;
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

const start = performance.now();
if (!existsSync(server)) {
  console.log('building the API (apps/api/dist is missing)');
  execFileSync('npm', ['run', 'build', '-w', '@tessera/api'], { cwd: root, stdio: 'inherit' });
}
for (const major of majors) await smoke(major);
if (template) rmSync(template, { recursive: true, force: true });
console.log(
  `node versions (${majors.join(', ')}): ${passed} passed, ${failed} failed in ${Math.round((performance.now() - start) / 1000)} s`,
);
if (reportFile) await writeFile(reportFile, JSON.stringify({ passed, failed }));
process.exit(failed ? 1 : 0);
