import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { snackStore } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { json, jwt, membership } from '../../../test-support.tsx';
import PrivacyPage from './PrivacyPage.tsx';

let posted: unknown[];
beforeEach(async () => {
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
        data: {
          id: 1,
          activityId: 7,
          informativaPrivacy: false,
          informativaPointB: true,
          informativaPointC: true,
        },
      });
    }
    return json(200, { data: { checkInformativePrivacy: false } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const mount = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

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
