import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { snackStore } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { jwt, membership, Where } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { type UserPrivacy, userPrivacy } from '../../../testing/fixtures/privacy.ts';
import PrivacyPage from './PrivacyPage.tsx';

const server = serveApi();
/** The consents the screen saved. */
const posted = () =>
  server
    .calls()
    .filter((c) => c.method === 'POST')
    .map((c) => c.body);
/** The consents stored for the customer. */
let stored: UserPrivacy;
beforeEach(async () => {
  stored = userPrivacy({ informativaPointB: true, informativaPointC: true });
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  snackStore.set(null);
  await setLanguage('it');
  server.answer('post', '/api/userprivacies', ({ body }) =>
    userPrivacy({ ...body, updatedAt: '2026-03-07T10:00:00.000Z' }),
  );
  server.list('/app/activities/{id}/privacies', []);
  server.answer('get', '/api/userprivacies/activity/{activityId}', () => stored);
  server.answer('get', '/api/userprivacies/check/activity/{activityId}', {
    checkInformativePrivacy: false,
  });
});

/** /privacy, as the privacy check opens it (`from`: where the customer was going) or the menu. */
const mount = (from?: string, path = '/privacy') =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: path, state: from ? { from } : null }]}>
        <Routes>
          <Route path="/privacy" element={<PrivacyPage />} />
          <Route path="/es/privacy" element={<PrivacyPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

async function accept() {
  const consent = await screen.findByRole('checkbox', {
    name: /Ho letto e accetto l'informativa privacy|He leído y acepto/,
  });
  await waitFor(() => expect((consent as HTMLInputElement).disabled).toBe(false));
  if (!(consent as HTMLInputElement).checked) await userEvent.click(consent);
  await userEvent.click(screen.getByRole('button', { name: /Salva|Guardar/ }));
  await waitFor(() => expect(posted()).toHaveLength(1));
}

describe('privacy screen', () => {
  it('refuses to save without the required consent: an error under it, nothing sent, no success', async () => {
    mount();
    const consent = await screen.findByRole('checkbox', {
      name: "Ho letto e accetto l'informativa privacy",
    });
    await waitFor(() => expect((consent as HTMLInputElement).disabled).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

    const error = await screen.findByText(
      'Per salvare devi accettare questo consenso: seleziona la casella',
    );
    expect(error.getAttribute('role')).toBe('alert');
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(consent.getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(consent);
    expect(posted()).toHaveLength(0);
    expect(snackStore.get()).toBeNull();

    await userEvent.click(consent);
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ informativaPrivacy: true });
    expect(snackStore.get()).toMatchObject({
      kind: 'success',
      message: 'Privacy aggiornata correttamente',
    });
    expect(screen.queryByText(/Per salvare devi accettare/)).toBeNull();
  });
});

describe('after accepting (issue 15)', () => {
  it('the customer goes on to where the privacy check stopped them', async () => {
    mount('/coupons?page=2');
    await accept();
    expect((await screen.findByLabelText('location')).textContent).toBe('/coupons?page=2');
  });

  it('or home, in the language of the screen', async () => {
    await setLanguage('es');
    mount(undefined, '/es/privacy');
    await accept();
    expect((await screen.findByLabelText('location')).textContent).toBe('/es');
  });

  it('a customer who had accepted and changes a consent stays on the screen', async () => {
    stored = { ...stored, informativaPrivacy: true };
    mount('/coupons');
    await accept();
    expect(screen.queryByLabelText('location')).toBeNull();
    expect(screen.getByRole('button', { name: 'Salva' })).toBeTruthy();
  });

  it('with no consents given yet, marketing and profiling start unticked (GDPR)', async () => {
    // The server answers every consent off, with no date.
    stored = userPrivacy();
    mount();
    const b = await screen.findByRole('checkbox', { name: /Comunicazioni commerciali|punto B/i });
    await waitFor(() => expect((b as HTMLInputElement).disabled).toBe(false));
    expect(screen.getAllByRole<HTMLInputElement>('checkbox').map((c) => c.checked)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
