// Issue 9, the counter: staff of Salone Aurora find a new customer's card by its code and record
// a purchase; the customer then sees the new balance and the movement. A refusal beyond the
// balance and a reversal too. Each test's customers are new (added by Salone Aurora's admin),
// so no other test's changes count.
// Issue 15, on a 390 x 844 phone: staff land on the counter; a code typed without searching
// unloads the card on screen, so the previous customer cannot be credited; after an operation
// the screen is cleared for the next customer and the confirmation stays in view at the top,
// with Storna, which asks first, naming the customer and the amount. A USB or Bluetooth scanner
// types the code and Enter; a phone's camera reads the barcode (a Chromium of its own, filming
// the customer's barcode as their phone shows it, read by the ponyfill and our own WASM).
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { CHROMIUM_ARGS, chromiumLaunchOptions, fakeCameraArgs } from './chromium.mjs';
import {
  type APIRequestContext,
  chromium,
  expect,
  type Locator,
  type Page,
  test,
} from './fixtures.ts';
import { auroraId, freshEmail } from './signup.ts';
import { login, loginAndWaitHome, navLabels, PASSWORD } from './support.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** Signs a customer in: they land home. */
async function signIn(page: Page, email: string) {
  await login(page, email);
  await expect(page).toHaveURL(/\/$/);
}

/** The card code the customer's own screen shows. */
async function myCardCode(page: Page) {
  await page.goto('/card');
  const code = page.getByTestId('card-code').first();
  await expect(code).toHaveText(/\d/);
  return ((await code.textContent()) ?? '').replace(/\D/g, '');
}

async function tokenOf(request: APIRequestContext, username: string) {
  const res = await request.post('/api/login_check', { data: { username, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

interface Customer {
  email: string;
  code: string;
  /** The card's balance in euros now, as the customer's own card reads it. */
  balance(): Promise<number>;
}

/**
 * A new customer of Salone Aurora, added by its admin, who accepted its privacy; their card
 * opens at their first look.
 */
async function newCustomer(
  request: APIRequestContext,
  name: string,
  surname: string,
): Promise<Customer> {
  const activityId = await auroraId(request);
  const email = freshEmail(name.toLowerCase());
  const created = await request.post('/api/users', {
    headers: { authorization: `Bearer ${await tokenOf(request, 'admin@tessera.demo')}` },
    data: { activityId, username: email, name, surname, password: PASSWORD },
  });
  expect(created.ok()).toBe(true);
  const token = await tokenOf(request, email);
  // The customer accepts Salone Aurora's privacy, as the app asks at their first sign-in.
  const privacy = await request.post('/api/userprivacies', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      activityId,
      informativaPrivacy: true,
      informativaPointB: false,
      informativaPointC: false,
    },
  });
  expect(privacy.ok()).toBe(true);
  const card = async () => {
    const res = await request.get(`/api/activities/${activityId}/usercard`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: { cardCode: string; balance: number } }).data;
  };
  const { cardCode } = await card();
  return { email, code: cardCode, balance: async () => (await card()).balance };
}

/** Wholly inside the phone's screen, as it is scrolled now. */
async function expectInView(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  const { y, height } = box as { y: number; height: number };
  expect(y).toBeGreaterThanOrEqual(0);
  expect(y + height).toBeLessThanOrEqual(PHONE.height);
}

/** The customer's barcode (a PNG) as one frame of a Y4M video, on a white margin. */
function y4mOf(png: Buffer): Buffer {
  const { width, height, data } = PNG.sync.read(png);
  const margin = 40;
  const w = (width + 2 * margin + 1) & ~1;
  const h = (height + 2 * margin + 1) & ~1;
  const luma = Buffer.alloc(w * h, 255);
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const [red = 0, green = 0, blue = 0] = data.subarray((r * width + c) * 4);
      luma[(r + margin) * w + c + margin] = Math.round(0.299 * red + 0.587 * green + 0.114 * blue);
    }
  }
  // Grey: both chroma planes at their middle.
  const chroma = Buffer.alloc((w / 2) * (h / 2) * 2, 128);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${w} H${h} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
    luma,
    chroma,
  ]);
}

test('staff record a purchase at the counter and the customer sees it', async ({
  page,
  request,
  browser,
}) => {
  const customer = await newCustomer(request, 'Carlo', 'Bianchi');
  await signIn(page, customer.email);
  const code = await myCardCode(page);
  expect(code).toBe(customer.code);
  // Salone Aurora's welcome: 2,00 € and 20 points.
  await expect(page.getByText('2,00 €').first()).toBeVisible();

  const staffContext = await browser.newContext({ viewport: PHONE });
  const counter = await staffContext.newPage();
  try {
    // Counter staff land on the counter.
    await login(counter, 'cassa@tessera.demo');
    await expect(counter).toHaveURL(/\/counter$/);
    const field = counter.getByLabel('Codice della carta');
    const load = async () => {
      await field.fill(code);
      await counter.getByRole('button', { name: 'Cerca' }).click();
      await expect(counter.getByRole('heading', { name: /^Carlo / })).toBeVisible();
    };
    await load();
    await expect(counter.getByTestId('counter-balance')).toHaveText('2,00 €');

    // 5 % of 42,50 € is 2,12 €, and 21 points.
    await counter.getByLabel('Importo speso (€)').fill('42,50');
    await counter.getByRole('button', { name: 'Registra' }).click();
    await expect(counter.getByText('Registrato: +2,12 € · +21 punti')).toBeVisible();
    await load();
    await expect(counter.getByTestId('counter-balance')).toHaveText('4,12 €');

    // Beyond the balance: refused, nothing changes.
    await counter.getByRole('button', { name: 'Paga col saldo' }).click();
    await counter.getByLabel('Importo (€)').fill('10');
    await counter.getByRole('button', { name: 'Registra' }).click();
    await expect(counter.getByRole('alert').filter({ hasText: 'Saldo insufficiente' })).toHaveText(
      'Saldo insufficiente: sulla carta ci sono 4,12 €',
    );
    await counter.getByLabel('Importo (€)').fill('1,12');
    await counter.getByRole('button', { name: 'Registra' }).click();
    await expect(counter.getByText('Registrato: −1,12 €')).toBeVisible();
    await counter.getByRole('button', { name: 'Storna' }).click();
    await counter.getByRole('dialog').getByRole('button', { name: 'Storna' }).click();
    await expect(counter.getByText('Stornato: +1,12 €')).toBeVisible();
    await load();
    await expect(counter.getByTestId('counter-balance')).toHaveText('4,12 €');
  } finally {
    await staffContext.close();
  }

  // The customer's card and movements.
  await page.goto('/card');
  await expect(page.getByText('4,12 €').first()).toBeVisible();
  await page.goto('/flows');
  await expect(page.getByText('Storno').first()).toBeVisible();
  await expect(page.getByText('Accumulo automatico')).toBeVisible();
  await expect(page.getByText('+2,12 €')).toBeVisible();
});

test("a code typed without searching unloads the card; the next customer finds the screen cleared and the last operation's confirmation at the top, with Storna, which asks first", async ({
  page,
  request,
}) => {
  const chiara = await newCustomer(request, 'Chiara', 'Rossi');
  const carla = await newCustomer(request, 'Carla', 'Bianchi');
  await login(page, 'cassa@tessera.demo');
  await expect(page).toHaveURL(/\/counter$/);
  // Their drawer: the counter, the agenda and the orders board first, and no customer features
  // (they are no customer here).
  expect(await navLabels(page)).toEqual(['Cassa', 'Agenda', 'Ordini clienti', 'Profilo']);

  const field = page.getByLabel('Codice della carta');
  await field.fill(chiara.code);
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByRole('heading', { name: 'Chiara Rossi', exact: true })).toBeVisible();

  // The operation types: one grid of equal cells, rows aligned.
  const types = await page
    .getByRole('group', { name: 'Tipo di operazione' })
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((b) => {
        const r = b.getBoundingClientRect();
        return { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width) };
      }),
    );
  expect(types).toHaveLength(5);
  expect(new Set(types.map((b) => b.w)).size).toBe(1);
  const columns = [...new Set(types.map((b) => b.x))];
  const rows = [...new Set(types.map((b) => b.y))];
  expect(columns.length * rows.length).toBeGreaterThanOrEqual(types.length);
  expect(columns.length * (rows.length - 1)).toBeLessThan(types.length);
  for (const [i, b] of types.entries()) expect(b.x).toBe(columns[i % columns.length]);

  // Carla's code typed over Chiara's, not searched: Chiara's card is gone, nothing to record.
  await field.fill(carla.code);
  await expect(page.getByRole('heading', { name: 'Chiara Rossi', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Registra' })).toHaveCount(0);
  // Enter, as a scanner sends it after the code, loads Carla's; the form names her.
  await field.press('Enter');
  const form = page.getByRole('form', { name: 'Operazione sulla carta di Carla Bianchi' });
  await form.getByLabel('Importo speso (€)').fill('20');
  await form.getByRole('button', { name: 'Registra' }).click();

  const done = page.getByRole('status').filter({ hasText: 'Registrato' });
  await expect(done).toContainText('Carla Bianchi');
  await expect(done).toContainText('Registrato: +1,00 € · +10 punti');
  expect(await carla.balance()).toBe(3);
  expect(await chiara.balance()).toBe(2);

  // Ready for the next customer: no card, no code, no amount, the focus in the code field; the
  // confirmation at the top, in view, with Storna.
  await expect(page.getByRole('heading', { name: 'Carla Bianchi', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Importo speso (€)')).toHaveCount(0);
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  await expectInView(done);
  await expectInView(done.getByRole('button', { name: 'Storna' }));

  // Storna asks first, naming the customer and the amount; going back changes nothing.
  await done.getByRole('button', { name: 'Storna' }).click();
  const dialog = page.getByRole('dialog', { name: "Stornare l'operazione?" });
  await expect(dialog).toContainText('+1,00 € · +10 punti sulla carta di Carla Bianchi');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  expect(await carla.balance()).toBe(3);
  await done.getByRole('button', { name: 'Storna' }).click();
  await dialog.getByRole('button', { name: 'Storna' }).click();
  await expect(page.getByRole('status')).toContainText('Stornato: −1,00 € · −10 punti');
  expect(await carla.balance()).toBe(2);
});

test("a phone's camera reads the customer's barcode, with the WASM reader we serve", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const customer = await newCustomer(request, 'Bruno', 'Neri');
  // The barcode as the customer's phone shows it (Salone Aurora's cards are barcode cards).
  await signIn(page, customer.email);
  await page.goto('/card');
  const barcode = page.getByRole('img', { name: `Codice a barre della carta ${customer.code}` });
  await expect(barcode.locator('svg rect').first()).toBeAttached();
  const video = testInfo.outputPath('barcode.y4m');
  writeFileSync(video, y4mOf(await barcode.screenshot()));

  // A Chromium whose camera films it. Linux Chromium has no BarcodeDetector of its own: the
  // ponyfill reads it, with the WASM file of our build.
  const filming = await chromium.launch({
    ...chromiumLaunchOptions(),
    args: [...CHROMIUM_ARGS, ...fakeCameraArgs(video)],
  });
  try {
    const context = await filming.newContext({ baseURL, viewport: PHONE, serviceWorkers: 'block' });
    const counter = await context.newPage();
    const wasm: string[] = [];
    counter.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('.wasm')) wasm.push(r.url());
    });
    await login(counter, 'cassa@tessera.demo');
    await expect(counter).toHaveURL(/\/counter$/);
    await counter.getByRole('button', { name: 'Scansiona la carta con la fotocamera' }).click();
    await expect(counter.getByRole('heading', { name: 'Bruno Neri', exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(counter.getByLabel('Codice della carta')).toHaveValue(customer.code);
    await expect(counter.getByRole('dialog')).toHaveCount(0);
    expect(wasm).toHaveLength(1);
    expect(wasm[0]).toMatch(new RegExp(`^${baseURL}/assets/zxing_reader-[\\w-]+\\.wasm$`));
  } finally {
    await filming.close();
  }
});

test('a customer has no counter entry, and the counter screen refuses them', async ({ page }) => {
  await loginAndWaitHome(page, 'giulia@tessera.demo');
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Navigazione' });
  await expect(nav.getByRole('link', { name: 'Profilo' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cassa' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/counter');
  await expect(page.getByRole('main').getByText('Pagina non trovata')).toBeVisible();
});
