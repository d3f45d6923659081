// Notices and notifications (issue 9) in Chromium against the demo data (a fresh database each
// run): Giulia's home at Salone Aurora (template S) lists her notices, unread ones marked; opening
// one marks it read; the top bar's bell counts her unread notifications and lists the newest
// five, the unread ones among them. Marco (Da Rita, template I) deletes a notice after a
// confirmation, and sees his notifications with their status. No other test reads or changes these notices.
import { expect, test } from './fixtures.ts';
import { loginAndWaitHome, navigateTo, navLabels } from './support.ts';

test('the home lists the notices; opening an unread one marks it read', async ({ page }) => {
  await loginAndWaitHome(page, 'giulia@tessera.demo');
  // Template S: the notices are the home's content, and the notifications entry is hidden.
  expect(await navLabels(page)).not.toContain('Notifiche');
  const list = page.getByRole('list', { name: 'I tuoi avvisi' });
  const item = list.getByRole('listitem').filter({ hasText: 'Settimana del colore' });
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item.getByText('Nuovo')).toBeVisible();
  await expect(
    list.getByRole('listitem').filter({ hasText: 'Nuovi orari di apertura' }),
  ).toHaveAttribute('data-read', 'true');

  await item.getByRole('link').click();
  await expect(page).toHaveURL(/\/notices\/\d+$/);
  const notice = page.getByRole('article', { name: 'Settimana del colore' });
  await expect(notice).toContainText('un trattamento lucidante in omaggio');

  await page.getByRole('link', { name: 'Torna agli avvisi' }).click();
  await expect(page).toHaveURL(/\/notices$/);
  const opened = page
    .getByRole('list', { name: 'I tuoi avvisi' })
    .getByRole('listitem')
    .filter({ hasText: 'Settimana del colore' });
  await expect(opened).toHaveAttribute('data-read', 'true');
  await expect(opened.getByText('Nuovo')).toHaveCount(0);
  // Read by the server too: a new reading of the page says so.
  await page.reload();
  await expect(
    page
      .getByRole('list', { name: 'I tuoi avvisi' })
      .getByRole('listitem')
      .filter({ hasText: 'Settimana del colore' }),
  ).toHaveAttribute('data-read', 'true');
  // The top bar's bell: the unread count, the newest notifications with their time (the
  // unread ones the bell counts among them), and the way to all of them.
  await page.getByRole('button', { name: 'Notifiche, 1 non letta' }).click();
  const menu = page.getByRole('menu', { name: 'Ultime notifiche' });
  await expect(menu.getByRole('menuitem', { name: /Nuovo avviso/ })).toContainText(
    /Il \d\d-\d\d-\d{4} alle \d\d:\d\d · In corso · Non letta/,
  );
  await expect(menu.getByRole('menuitem').filter({ hasText: 'Non letta' })).toHaveCount(1);
  await menu.getByRole('menuitem', { name: 'Tutte le notifiche' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('article', { name: 'Nuovo avviso' })).toContainText('In corso');
});

test('a notice is deleted after a confirmation; notifications show their status', async ({
  page,
}) => {
  await loginAndWaitHome(page, 'marco@tessera.demo');
  await page.goto('/notices');
  const list = page.getByRole('list', { name: 'I tuoi avvisi' });
  await list.getByRole('link', { name: /Pranzo della domenica/ }).click();
  await expect(page.getByRole('article', { name: 'Pranzo della domenica' })).toBeVisible();

  // Cancelled: nothing is deleted.
  await page.getByRole('button', { name: 'Elimina avviso' }).click();
  let dialog = page.getByRole('dialog', { name: 'Elimina avviso' });
  await expect(dialog).toContainText("Vuoi davvero eliminare l'avviso «Pranzo della domenica»?");
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Pranzo della domenica' })).toBeVisible();

  await page.getByRole('button', { name: 'Elimina avviso' }).click();
  dialog = page.getByRole('dialog', { name: 'Elimina avviso' });
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(page).toHaveURL(/\/notices$/);
  await expect(page.getByText('Avviso eliminato')).toBeVisible();
  await expect(list.getByRole('link', { name: /Menu del tartufo/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /Pranzo della domenica/ })).toHaveCount(0);
  await page.reload();
  await expect(list.getByRole('link', { name: /Menu del tartufo/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /Pranzo della domenica/ })).toHaveCount(0);

  await navigateTo(page, 'Notifiche');
  await expect(page).toHaveURL(/\/notifications$/);
  const confirmed = page.getByRole('article', { name: 'Prenotazione confermata' });
  await expect(confirmed).toContainText('Completata');
  await expect(confirmed).toContainText('Non letta');
  await confirmed.getByRole('button', { name: 'Segna come letta' }).click();
  await expect(confirmed).toContainText('Letta');
  await expect(confirmed.getByRole('button', { name: 'Segna come letta' })).toHaveCount(0);
});
