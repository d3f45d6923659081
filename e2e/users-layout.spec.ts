// The users screen at phone, tablet and desktop widths: e-mails break only between their parts
// (after a dot, before the @), dates never, and the paging arrows stay beside the page count.
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { auroraId } from './signup.ts';
import { loginAndWaitHome, PASSWORD } from './support.ts';

const TAG = `lunghissimo${Date.now()}`;
const LONG = [
  `francesca.mariaantonietta.${TAG}@studio-commercialista-associato.example.com`,
  `${TAG}.giovannibattista.esposito@parrucchieri-riuniti.example.com`,
];

async function tokenOf(request: APIRequestContext, username: string) {
  const res = await request.post('/api/login_check', { data: { username, password: PASSWORD } });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

test.beforeAll(async ({ request }) => {
  const activityId = await auroraId(request);
  const token = await tokenOf(request, 'admin@tessera.demo');
  for (const [i, username] of LONG.entries()) {
    const res = await request.post('/api/users', {
      headers: { authorization: `Bearer ${token}` },
      data: { activityId, username, name: `Nome${'AB'[i]}`, surname: 'Lungo', password: PASSWORD },
    });
    expect(res.ok()).toBe(true);
  }
});

/** The lines an element's text is laid out in, as the browser drew them. */
function linesOf(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((cells) =>
    cells.map((cell) => {
      const lines: string[] = [];
      let top: number | null = null;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (top === null || rect.top > top + rect.height / 2) {
            lines.push('');
            top = rect.top;
          }
          lines.push((lines.pop() ?? '') + text.charAt(i));
        }
      }
      return lines;
    }),
  );
}

async function openUsers(page: Page) {
  await loginAndWaitHome(page, 'admin@tessera.demo');
  await page.goto('/users');
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(TAG);
}

for (const [name, viewport] of [
  ['tablet', { width: 1024, height: 768 }],
  ['desktop', { width: 1366, height: 800 }],
] as const) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport, isMobile: false, hasTouch: false });

    test('e-mails break only between their parts, dates not at all', async ({ page }) => {
      await openUsers(page);
      const table = page.getByRole('table', { name: 'Utenti' });
      await expect(table.getByRole('row')).toHaveCount(1 + LONG.length);
      const emails = await linesOf(page, 'table tbody tr td:nth-child(1)');
      expect(emails.map((lines) => lines.join(''))).toEqual(expect.arrayContaining(LONG));
      for (const lines of emails) {
        for (const [i, line] of lines.entries()) {
          if (i === lines.length - 1) continue;
          // A line ends at a dot, or the next begins with the @.
          expect(line.endsWith('.') || lines[i + 1]?.startsWith('@'), lines.join(' | ')).toBe(true);
        }
      }
      const dates = await linesOf(page, 'table tbody tr td:nth-child(6)');
      for (const lines of dates) {
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      }
    });
  });
}

for (const width of [360, 412]) {
  test(`on a ${width} px phone the paging arrows stay beside the page count`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await loginAndWaitHome(page, 'admin@tessera.demo');
    await page.goto('/users');
    await expect(
      page.getByRole('list', { name: 'Utenti' }).getByRole('listitem').first(),
    ).toBeVisible();
    const count = await page.getByText(/^\d+–\d+ di \d+$/).boundingBox();
    const next = await page.getByRole('button', { name: 'Pagina successiva' }).boundingBox();
    const previous = await page.getByRole('button', { name: 'Pagina precedente' }).boundingBox();
    expect(count && next && previous).toBeTruthy();
    if (!count || !next || !previous) return;
    // Same line: the arrows' vertical middle is within the count's line.
    for (const arrow of [next, previous]) {
      const middle = arrow.y + arrow.height / 2;
      expect(middle).toBeGreaterThan(count.y);
      expect(middle).toBeLessThan(count.y + count.height);
    }
    // Nothing sticks out of the screen.
    expect(next.x + next.width).toBeLessThanOrEqual(width);
  });
}
