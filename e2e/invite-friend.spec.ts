// Refer-a-friend (issue 9) in Chromium against the demo data: Chiara (cliente@) at Salone Aurora
// (showIntroduceFriendApp on) invites a number no run has used, sees the confirmation, which
// clears; Giulia, another Aurora customer, invites the same number and is told it already was.
// The SMS itself goes to the server's outbox (the API tests check it), not to the screen.
import { axeViolations, describeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { loginAndWaitHome, navigateTo } from './support.ts';

test('a customer invites a friend; the same number again is refused', async ({ page }) => {
  // A mobile number of this run: +39 3 followed by nine digits of the clock.
  const digits = String(Date.now()).slice(-9);
  const typed = `3${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
  const e164 = `+393${digits}`;

  await loginAndWaitHome(page, 'cliente@tessera.demo');
  await navigateTo(page, 'Invita un amico');
  await expect(page).toHaveURL(/\/invite-friend$/);
  await expect(page.getByText(/riceverà un SMS con il link per registrarsi/)).toBeVisible();
  const phone = page.getByRole('textbox', { name: 'Numero di telefono' });
  await expect(phone).toHaveAttribute('type', 'tel');

  // Not a number: refused on the device.
  await phone.fill('12ab');
  await page.getByRole('button', { name: 'Invia invito' }).click();
  await expect(page.getByText('Inserisci un numero di telefono valido')).toBeVisible();

  await phone.fill(typed);
  await page.getByRole('button', { name: 'Invia invito' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Invito inviato' });
  await expect(confirmation).toHaveText(`Invito inviato al ${e164}`);
  await expect(phone).toHaveValue('');
  // The confirmation is a state of its own for a moment: checked while it shows.
  expect(describeViolations(await axeViolations(page), 'invite sent')).toEqual([]);
  // It clears after FRIEND_CONFIRMATION_MS (5 s).
  await expect(confirmation).toBeHidden({ timeout: 10_000 });

  await page.getByRole('button', { name: 'Esci' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Esci' }).click();
  await loginAndWaitHome(page, 'giulia@tessera.demo');
  await navigateTo(page, 'Invita un amico');
  await page.getByRole('textbox', { name: 'Numero di telefono' }).fill(e164);
  await page.getByRole('button', { name: 'Invia invito' }).click();
  await expect(page.getByText('Questo numero è già stato invitato')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Numero di telefono' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});
