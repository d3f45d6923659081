// Walk-ins and phone bookings (issue 26): staff book Mario, who is not a member, by his phone:
// the search finds nobody, "Nuovo cliente" takes name, surname and phone, and the booking shows
// on the agenda; in Italian at 1280 px and in German at 390 px (labels from the app's texts),
// axe on the new-customer form.
import { axeViolations } from './axe.ts';
import { addDays, today } from './dates.ts';
import { expect, type Page, test } from './fixtures.ts';
import { loginAndWaitHome } from './support.ts';
import { prefixOf, textPattern, textsOf } from './texts.ts';

const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** An Italian mobile number nobody in the demo has. */
const newPhone = () => `345${String(Date.now()).slice(-7)}`;

async function expectNoFinding(page: Page, what: string) {
  const found = (await axeViolations(page)).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'region',
  );
  expect(
    found.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

async function bookMarioByPhone(page: Page, surname: string, date: string, lang = 'it') {
  const t = textsOf(lang);
  const label = (key: string) => textPattern(t(key), { start: true });
  const phone = newPhone();
  await page.goto(`${prefixOf(lang)}/agenda?date=${date}`);
  await page.getByRole('button', { name: t('agenda.new.open'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('agenda.new.title') });
  await dialog.getByRole('combobox', { name: t('agenda.new.customer') }).fill(phone);
  const add = dialog.getByRole('button', { name: t('agenda.guest.add', { text: phone }) });
  await expect(add).toBeVisible();
  expect((await add.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await add.click();
  await expect(dialog.getByLabel(label('agenda.guest.phone'))).toHaveValue(phone);
  await dialog.getByLabel(label('agenda.guest.name')).fill('Mario');
  await dialog.getByLabel(label('agenda.guest.surname')).fill(surname);
  const consent = dialog.getByText(t('agenda.guest.invite'));
  expect((await consent.boundingBox())?.height).toBeGreaterThan(0);
  await expectNoFinding(page, `new customer form at ${page.viewportSize()?.width} px (${lang})`);
  await dialog
    .getByLabel(label('agenda.new.service'))
    .selectOption({ label: t('agenda.new.serviceOption', { name: 'Taglio', minutes: 30 }) });
  const time = dialog.getByLabel(label('agenda.new.time'));
  await expect
    .poll(async () => (await time.locator('option').allTextContents()).length)
    .toBeGreaterThan(1);
  const free = (await time.locator('option').allTextContents()).filter((o) =>
    /^\d\d:\d\d$/.test(o),
  );
  await time.selectOption(free[free.length - 1] as string);
  await dialog.getByRole('button', { name: t('agenda.new.submit') }).click();
  await expect(
    page.getByText(t('agenda.new.done', { customer: `Mario ${surname}` })),
  ).toBeVisible();
  return phone;
}

test.describe('a walk-in or a caller who is not a member', () => {
  test('staff book Mario by his phone at 1280 px, and he is found again by it', async ({
    page,
  }) => {
    await page.setViewportSize(DESK);
    await loginAndWaitHome(page, 'admin@tessera.demo');
    const date = addDays(today(), 10);
    const phone = await bookMarioByPhone(page, 'Telefonata', date);
    await expect(
      page.getByTestId('agenda-block').filter({ hasText: 'Mario Telefonata' }).first(),
    ).toBeVisible();
    // The next call: the search finds him by his phone, a guest.
    await page.getByRole('button', { name: 'Nuova prenotazione', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuova prenotazione' });
    await dialog.getByRole('combobox', { name: 'Cliente' }).fill(phone.slice(3));
    await expect(
      page.getByRole('option', { name: new RegExp(`^Mario Telefonata · ospite · \\+39${phone}`) }),
    ).toBeVisible();
  });

  test('staff book Mario by his phone at 390 px, in German', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await loginAndWaitHome(page, 'admin@tessera.demo');
    await bookMarioByPhone(page, 'Telefono', addDays(today(), 11), 'de');
    await expect(
      page.getByTestId('agenda-block').filter({ hasText: 'Mario Telefono' }).first(),
    ).toBeVisible();
  });
});
