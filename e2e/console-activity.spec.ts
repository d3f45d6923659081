// Issue 25, console item 1: Trattoria Da Rita's admin changes the activity's colour and switches
// "Invita un amico" on from the console; the app follows at once on the admin's device (the bar's
// colour, the drawer's new entry) and a customer signing in sees the same. The set-up as it was is
// put back at the end (the demo's other walks expect Da Rita as seeded).
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { activityIdOf, ritaCustomer, tokenOf } from './members.ts';
import { loginAndWaitHome, navigateTo, navLabels } from './support.ts';

const PURPLE = { hex: '6A1B9A', rgb: 'rgb(106, 27, 154)' };

/** The app bar's background colour. */
const barColour = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

/** Da Rita's set-up as saved now, and how to put it back. */
async function savedSetup(request: APIRequestContext) {
  const activityId = await activityIdOf(request, 'trattoria-da-rita');
  const headers = { authorization: `Bearer ${await tokenOf(request, 'rita@tessera.demo')}` };
  const url = `/api/activities/${activityId}/settings`;
  const res = await request.get(url, { headers });
  expect(res.ok()).toBe(true);
  const { logoUrl: _, ...body } = (await res.json()).data as Record<string, unknown>;
  return {
    body,
    restore: async () => {
      const put = await request.put(url, {
        headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
        data: body,
      });
      expect(put.ok(), await put.text()).toBe(true);
    },
  };
}

test("Da Rita's admin changes the colour and a switch: the app follows without a reload", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const before = await savedSetup(request);
  expect((before.body.switches as Record<string, boolean>).showIntroduceFriendApp).toBe(false);
  try {
    await loginAndWaitHome(page, 'rita@tessera.demo');
    expect(await navLabels(page)).not.toContain('Invita un amico');
    const original = await barColour(page);
    await navigateTo(page, 'Attività e aspetto');
    await expect(page.getByRole('heading', { level: 1, name: 'Attività e aspetto' })).toBeVisible();

    // A colour white does not read on: told as it is typed, refused on its field.
    const colour = page.getByRole('textbox', { name: /^Colore dell'attività/ });
    await colour.fill('FFEB3B');
    await expect(page.getByText(/^Contrasto 1,22:1: troppo basso/)).toBeVisible();
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(
      page.getByText('Contrasto 1,22:1: il testo non si legge, ne serve almeno 4,5:1'),
    ).toBeVisible();

    await colour.fill(PURPLE.hex);
    await expect(page.getByText(/^Contrasto 9,\d+:1: si legge bene/)).toBeVisible();
    await page.getByRole('switch', { name: 'Invita un amico' }).check();
    await expect(page.getByText('Modifiche non salvate')).toBeVisible();
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Impostazioni salvate' })).toBeVisible();

    // On this device at once: the bar's colour, the drawer's entry.
    await expect.poll(() => barColour(page)).toBe(PURPLE.rgb);
    expect(PURPLE.rgb).not.toBe(original);
    await expect.poll(() => navLabels(page)).toContain('Invita un amico');
    await navigateTo(page, 'Invita un amico');
    await expect(page).toHaveURL(/\/invite-friend$/);

    // A customer signing in on their own device sees the same.
    const customer = await (await browser.newContext({ baseURL })).newPage();
    await loginAndWaitHome(customer, await ritaCustomer(request, 'Ottavia'));
    await expect.poll(() => barColour(customer)).toBe(PURPLE.rgb);
    expect(await navLabels(customer)).toContain('Invita un amico');
    await customer.context().close();
  } finally {
    await before.restore();
  }
  // Put back as it was.
  expect((await savedSetup(request)).body).toEqual(before.body);
});
