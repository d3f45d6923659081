import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { snackStore } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { json, jwt, membership, Where } from '../../../test-support.tsx';
import PrivacyPage from './PrivacyPage.tsx';

let posted: unknown[];
/** The consents stored for the customer, or null: none given yet. */
let stored: { informativaPrivacy: boolean } | null;
beforeEach(async () => {
  stored = { informativaPrivacy: false };
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  snackStore.set(null);
  await setLanguage('it');
  posted = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (init.method === 'POST') {
      const body = JSON.parse(init.body as string);
      posted.push(body);
      return json(200, { data: { id: 1, activityId: 7, ...body } });
    }
    if (url.startsWith('/app/activities/7/privacies')) return json(200, { data: [] });
    if (url.startsWith('/api/userprivacies/activity/7')) {
      return json(200, {
        data: stored && {
          id: 1,
          activityId: 7,
          informativaPointB: true,
          informativaPointC: true,
          ...stored,
        },
      });
    }
    return json(200, { data: { checkInformativePrivacy: false } });
  });
});
afterEach(() => vi.unstubAllGlobals());

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
  await waitFor(() => expect(posted).toHaveLength(1));
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
    expect(posted).toHaveLength(0);
    expect(snackStore.get()).toBeNull();

    await userEvent.click(consent);
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ informativaPrivacy: true });
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
    stored = { informativaPrivacy: true };
    mount('/coupons');
    await accept();
    expect(screen.queryByLabelText('location')).toBeNull();
    expect(screen.getByRole('button', { name: 'Salva' })).toBeTruthy();
  });

  it('with no consents given yet, marketing and profiling start unticked (GDPR)', async () => {
    stored = null;
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
