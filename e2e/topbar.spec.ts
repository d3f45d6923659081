// The top bar on a small phone (issue 15): on a 360 px wide screen no screen's title is cut, in
// any of the five languages (it ended in "Gr…", "Invita un…" while the bar held the language
// picker, which now sits in the drawer); the unread count stands out from Da Rita's red bar; the
// tab is named after the screen.
import { contrastRatio } from '../packages/domain/src/colors.ts';
import { expectAccessible } from './axe.ts';
import { expect, type Page, test } from './fixtures.ts';
import { login, loginAndWaitHome } from './support.ts';

const PREFIXES = ['', '/es', '/fr', '/de', '/gb'] as const;
const LANG = { '': 'it', '/es': 'es', '/fr': 'fr', '/de': 'de', '/gb': 'en' } as const;

/** Every screen of the side navigation, the notices and the language screen. */
const SCREENS = [
  '/',
  '/notifications',
  '/card',
  '/flows',
  '/coupons',
  '/menus',
  '/packs',
  '/stores',
  '/instantWin/scratchAndWins',
  '/invite-friend',
  '/activities',
  '/privacy',
  '/profile',
  '/language',
  '/notices',
  '/version',
  '/users',
  '/counter',
  '/agenda',
  '/booking',
  '/booking/settings',
  '/shop/shops',
  '/shop/cart',
  '/shop/order/orders',
  '/shop/board',
];

/** The title in the top bar, and whether all of it shows (no ellipsis, no hidden line). */
async function titleShown(page: Page) {
  const title = page.getByRole('banner').getByRole('heading', { level: 1 });
  await expect(title).not.toBeEmpty();
  return title.evaluate((el) => ({
    text: el.textContent ?? '',
    whole: el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight,
    width: el.clientWidth,
  }));
}

/** Goes to a path within the loaded app, as a link in it would (history and its router). */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

test.use({ viewport: { width: 360, height: 740 } });

test('at 360 px every screen title shows whole, in the five languages', async ({ page }) => {
  test.setTimeout(180_000);
  // Aurora's admin: every customer screen, and the staff's (version, users, counter, agenda,
  // booking settings, orders board).
  await login(page, 'admin@tessera.demo');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toBeVisible();
  const cut: string[] = [];
  const seen = new Set<string>();
  for (const prefix of PREFIXES) {
    // Each language's first screen is loaded; the others are reached in the app, as the drawer
    // does (a full load of each of the 125 screens took 90 s).
    // Consecutive screens have different titles: the next one's shows when it has changed.
    let previous: string | undefined;
    for (const screen of SCREENS) {
      const path = `${prefix}${screen === '/' && prefix ? '' : screen}`;
      if (previous === undefined) await page.goto(path);
      else {
        await goInApp(page, path);
        await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).not.toHaveText(
          previous,
        );
      }
      await expect(page.locator('html')).toHaveAttribute('lang', LANG[prefix]);
      const { text, whole, width } = await titleShown(page);
      previous = text;
      seen.add(text);
      if (!whole) cut.push(`${prefix}${screen}: "${text}" in ${width} px`);
    }
  }
  expect(cut).toEqual([]);
  // The longest titles were among them.
  expect([...seen]).toEqual(expect.arrayContaining(['Benachrichtigungen', 'Invita a un amigo']));
});

test('the language picker is in the drawer; the bar keeps back, title, bell and logout', async ({
  page,
}) => {
  await loginAndWaitHome(page, 'giulia@tessera.demo');
  await page.goto('/invite-friend');
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('heading', { level: 1, name: 'Invita un amico' })).toBeVisible();
  await expect(bar.getByRole('combobox')).toHaveCount(0);
  await bar.getByRole('button', { name: 'Apri il menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('combobox', { name: 'Lingua' }).selectOption('de');
  await expect(page).toHaveURL(/\/de\/invite-friend$/);
  await expect(drawer).toBeHidden();
  await expect(bar.getByRole('heading', { level: 1, name: 'Freund einladen' })).toBeVisible();
  expect((await titleShown(page)).whole).toBe(true);
  // The tab names the screen and the activity, in the language shown.
  await expect(page).toHaveTitle('Freund einladen · Salone Aurora');
  await page.goto('/de/flows');
  await expect(page).toHaveTitle('Bewegungen · Salone Aurora');
  await expectAccessible(page, 'movements at 360 px, in German');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('dialog', { name: 'Menü' }).getByRole('combobox').selectOption('it');
  await expect(page).toHaveTitle('Movimenti · Salone Aurora');
});

test("the unread count stands out from Da Rita's red bar", async ({ page }) => {
  await loginAndWaitHome(page, 'marco@tessera.demo');
  const bar = page.getByRole('banner');
  const bell = bar.getByRole('button', { name: /^Notifiche, \d+ non lett/ });
  await expect(bell).toBeVisible();
  const colours = await bell.locator('.MuiBadge-badge').evaluate((badge) => {
    const hex = (css: string) =>
      `#${(css.match(/\d+/g) ?? [])
        .slice(0, 3)
        .map((n) => Number(n).toString(16).padStart(2, '0'))
        .join('')}`;
    const header = badge.closest('header') as HTMLElement;
    return {
      bar: hex(getComputedStyle(header).backgroundColor),
      badge: hex(getComputedStyle(badge).backgroundColor),
      text: hex(getComputedStyle(badge).color),
    };
  });
  expect(colours.bar).toBe('#c62828');
  expect(contrastRatio(colours.badge, colours.bar)).toBeGreaterThanOrEqual(3);
  expect(contrastRatio(colours.text, colours.badge)).toBeGreaterThanOrEqual(4.5);
  await bell.click();
  await expect(page.getByRole('menu', { name: 'Ultime notifiche' })).toBeVisible();
  await expectAccessible(page, "Da Rita's notifications dropdown");
});
