// Touch targets on a 390 x 844 phone: every button, switch, check box, radio, tab and select of
// the customer's, the counter's and the owner's screens is at least 44 x 44 px where a finger
// lands on it (WCAG 2.5.5; Apple and Google ask the same). A switch or a check box counts with its
// label, which takes the tap too; a text link inside a sentence is exempt (2.5.8 gives it 24 px,
// app/theme.ts). The walks of issue 25 found 24 px switch rows and 38–40 px buttons.
import { expect, type Locator, type Page, test } from './fixtures.ts';
import { loginAndWaitHome } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

const MIN = 44;

/** The targets under 44 px on the page as it stands: 'what (its name): W x H'. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const found: string[] = [];
    const selector = [
      'button',
      '[role="button"]',
      '[role="tab"]',
      '[role="switch"]',
      '[role="combobox"]',
      'input[type="checkbox"]',
      'input[type="radio"]',
      'select',
      'a.MuiButton-root',
    ].join(',');
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true')
        continue;
      // An input's tap lands on its label, else on the input itself (MUI's are invisible and
      // laid over the control they draw).
      const input = el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type);
      const target = (input && el.closest('label')) || el;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (!input && (box.width === 0 || style.visibility === 'hidden')) continue;
      if (box.width === 0 && box.height === 0) continue;
      // A select's or a combo box's target is the field drawn around it.
      const combo = el.tagName === 'SELECT' || el.getAttribute('role') === 'combobox';
      const field = (combo && el.closest('.MuiInputBase-root')) || target;
      const { width, height } = field.getBoundingClientRect();
      if (width + 0.5 >= min && height + 0.5 >= min) continue;
      const name =
        el.getAttribute('aria-label') ||
        (input ? target.textContent : el.textContent)?.trim().slice(0, 40) ||
        el.getAttribute('title') ||
        el.tagName.toLowerCase();
      const role = el.getAttribute('role') ?? (input ? (el as HTMLInputElement).type : el.tagName);
      found.push(`${role.toLowerCase()} "${name}": ${Math.round(width)} x ${Math.round(height)}`);
    }
    return found;
  }, MIN);
}

/** What shows once a screen's content has loaded. */
type Ready = (main: Locator) => Locator;
const h2: Ready = (main) => main.getByRole('heading', { level: 2 }).first();
const item =
  (list: string): Ready =>
  (main) =>
    main.getByRole('list', { name: list }).getByRole('listitem').first();

/** A card or a list's first entry. */
const entry: Ready = (main) => main.getByRole('article').or(main.getByRole('listitem')).first();

/** Opens `path` and waits until its content shows and nothing more is loading. */
async function open(page: Page, path: string, ready: Ready) {
  await page.goto(path);
  await expect(ready(page.getByRole('main'))).toBeVisible();
  // The loading bar under the top bar shows while any request is in flight.
  await expect(page.getByTestId('loading-bar')).toBeHidden();
}

const SCREENS: [user: string, screens: [path: string, ready: Ready][]][] = [
  [
    'cliente@tessera.demo',
    [
      ['/', h2],
      ['/card', h2],
      ['/flows', item('Movimenti della carta')],
      ['/shop/shops', (main) => main.getByRole('tab', { selected: true })],
      ['/menus', h2],
      [
        '/booking',
        (main) => main.getByRole('group', { name: 'Servizio' }).getByRole('button').first(),
      ],
      ['/stores', item('Negozi')],
      ['/profile', (main) => main.getByRole('textbox', { name: 'Nome', exact: true })],
      ['/coupons', entry],
      ['/packs', entry],
      ['/notifications', entry],
      ['/invite-friend', (main) => main.getByRole('button', { name: 'Invia invito' })],
      ['/language', item('Lingua')],
    ],
  ],
  [
    'cassa@tessera.demo',
    [
      ['/counter', (main) => main.getByRole('button', { name: 'Cerca' })],
      ['/agenda', h2],
      ['/shop/board', (main) => main.getByRole('tab', { selected: true })],
    ],
  ],
  [
    'admin@tessera.demo',
    [
      ['/console', h2],
      ['/users', item('Utenti')],
      ['/console/activity', (main) => main.getByRole('textbox', { name: "Nome dell'attività" })],
      ['/console/card-terms', (main) => main.getByRole('radio', { name: 'Credito in euro' })],
      ['/console/stores', (main) => main.getByRole('article').first()],
      ['/console/menu', h2],
      ['/console/catalogue', h2],
      ['/console/shop-settings', (main) => main.getByRole('textbox', { name: 'Ordine minimo' })],
      ['/booking/settings', h2],
    ],
  ],
  ['super@tessera.demo', [['/console/activities', (main) => main.getByRole('listitem').first()]]],
];

for (const [user, screens] of SCREENS) {
  test(`${user}'s screens: every target at least 44 x 44 px`, async ({ page }) => {
    test.setTimeout(60_000);
    await loginAndWaitHome(page, user);
    const small: string[] = [];
    for (const [path, ready] of screens) {
      await open(page, path, ready);
      for (const s of await smallTargets(page)) small.push(`${path}: ${s}`);
    }
    expect(small).toEqual([]);
  });
}
