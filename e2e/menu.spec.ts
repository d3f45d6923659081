// The menu (issue 9): Trattoria Da Rita's menu as horizontal category tabs (menuType O) in its
// colours, with allergens by name ('Non gestito' for a code the app does not know), typologies,
// the text at the bottom and the WhatsApp link; Salone Aurora's price list as one vertical list.
import { expect, test } from './fixtures.ts';
import { loginAndWaitHome, navigateTo, navLabels } from './support.ts';

test('Da Rita: the menu in tabs, with allergens, typologies and the WhatsApp link', async ({
  page,
}) => {
  await loginAndWaitHome(page, 'marco@tessera.demo');
  expect(await navLabels(page)).toContain('Il nostro menu');
  await navigateTo(page, 'Il nostro menu');
  await expect(page).toHaveURL(/\/menus$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il nostro menu');

  const tabs = page.getByRole('tablist', { name: 'Categorie' });
  await expect(tabs.getByRole('tab')).toHaveText(['Antipasti', 'Primi', 'Secondi', 'Dolci']);
  await expect(tabs.getByRole('tab', { name: 'Antipasti' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = page.getByRole('tabpanel');
  const parmigiano = panel.getByRole('list', {
    name: 'Allergeni di Parmigiano Reggiano 30 mesi e aceto balsamico',
  });
  await expect(parmigiano.getByRole('listitem')).toHaveText(['Latte', 'Non gestito']);
  await expect(
    panel
      .getByRole('list', {
        name: 'Caratteristiche di Parmigiano Reggiano 30 mesi e aceto balsamico',
      })
      .getByRole('listitem'),
  ).toHaveText(['Vegetariano', 'Senza glutine']);

  await tabs.getByRole('tab', { name: 'Primi' }).click();
  await expect(panel.getByRole('heading', { name: 'Tagliatelle al ragù' })).toBeVisible();
  await expect(
    panel.getByRole('list', { name: 'Allergeni di Tagliatelle al ragù' }).getByRole('listitem'),
  ).toHaveText(['Glutine', 'Uova', 'Sedano', 'Latte']);
  const tagliatelle = panel.getByTestId('menu-entry').filter({ hasText: 'Tagliatelle al ragù' });
  await expect(tagliatelle.getByTestId('menu-price')).toHaveText('13,00 €');
  // The dish's picture is served from /images/menu.
  const picture = tagliatelle.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/images\/menu\/\d+\/tagliatelle-al-ragu\.svg$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);

  await expect(page.getByTestId('menu-bottom')).toContainText('Coperto 2,50 €');
  await expect(page.getByRole('link', { name: /^Prenota su WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/390511234567',
  );
  // Da Rita's colours: cream background, dark brown text.
  await expect(page.getByTestId('menu')).toHaveCSS('background-color', 'rgb(255, 248, 225)');

  // In English, the allergens' names and the unknown one's too.
  await page.goto('/gb/menus');
  await expect(
    page
      .getByRole('list', { name: 'Allergens of Parmigiano Reggiano 30 mesi e aceto balsamico' })
      .getByRole('listitem'),
  ).toHaveText(['Milk', 'Not handled']);
});

test("Aurora: the price list as one vertical list, labelled 'Listino'", async ({ page }) => {
  await loginAndWaitHome(page, 'giulia@tessera.demo');
  await navigateTo(page, 'Listino');
  await expect(page).toHaveURL(/\/menus$/);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Taglio',
    'Piega',
    'Colore',
    'Trattamenti',
  ]);
  const balayage = page.getByTestId('menu-entry').filter({ hasText: 'Balayage' });
  await expect(balayage.getByTestId('menu-price')).toHaveText('85,00 €');
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
});

test('Da Rita at 390 px: the category tabs show that they scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAndWaitHome(page, 'marco@tessera.demo');
  await navigateTo(page, 'Il nostro menu');
  const bar = page.locator('.MuiTabs-root').filter({
    has: page.getByRole('tablist', { name: 'Categorie' }),
  });
  const arrows = bar.locator('.MuiTabScrollButton-root');
  // The categories overflow the phone: the arrow towards the hidden ones shows and scrolls.
  const scroller = bar.locator('.MuiTabs-scroller');
  expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
  await expect(arrows.last()).toBeVisible();
  await expect(arrows.last()).not.toHaveClass(/Mui-disabled/);
  await expect(arrows.first()).toHaveClass(/Mui-disabled/);
  await arrows.last().click();
  await expect.poll(() => scroller.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
  await expect(arrows.first()).not.toHaveClass(/Mui-disabled/);
});
