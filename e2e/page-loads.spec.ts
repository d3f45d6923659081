import { expect, test } from './fixtures.ts';
import { E2E_RATE_LIMIT } from './support.ts';

// Issue 8: a page load is never rate-limited. The e2e server limits API requests a minute per
// address (E2E_RATE_LIMIT); 30 fresh loads of /login fetch more files than that, and only API
// calls count.
test('30 fresh loads of /login within a minute from one address all render', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  let files = 0;
  const refused: string[] = [];
  for (let i = 0; i < 30; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('response', (res) => {
      files++;
      if (res.status() === 429) refused.push(res.url());
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
    await context.close();
  }
  expect(refused).toEqual([]);
  expect(files).toBeGreaterThan(E2E_RATE_LIMIT);
});

test('HEAD answers like GET for a screen, a file and the API', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  for (const url of ['/login', script as string, '/healthz']) {
    const [get, head] = [await request.get(url), await request.head(url)];
    expect(head.status(), url).toBe(get.status());
    expect(head.headers()['content-type'], url).toBe(get.headers()['content-type']);
  }
});
