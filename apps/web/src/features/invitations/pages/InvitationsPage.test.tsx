// The invitations screen (issue 15 F4): the holder accepts or declines an admin's offer.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Invitation } from '@tessera/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadAllTexts, setLanguage } from '../../../lib/i18n.ts';
import { snackStore } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { jwt, membership, Where } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import InvitationsPage from './InvitationsPage.tsx';

const offer: Invitation = {
  id: 3,
  activityId: 9,
  activity: 'Salone Aurora',
  roles: ['ROLE_STORE'],
  createdAt: '2026-03-07T10:00:00.000Z',
};

let invitations: Invitation[];
const server = serveApi();
const calls = server.calls;

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(1), 'r');
  session.setActivities([membership(4)]);
  snackStore.set(null);
  invitations = [offer];
  await setLanguage('it');
  await loadAllTexts();
  server.answer('get', '/api/invitations', () => invitations);
  server.answer('post', '/api/invitations/{id}/accept', () => {
    invitations = [];
    return { activityId: 9 };
  });
  server.answer('delete', '/api/invitations/{id}', () => {
    invitations = [];
    return { deleted: true };
  });
  server.answer('get', '/api/activities/customers/byiduser', {
    activityCustomers: [membership(4), membership(9, ['ROLE_STORE'])],
  });
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/invitations']}>
        <Routes>
          <Route path="/invitations" element={<InvitationsPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('invitations', () => {
  it('accepting makes the user a member and takes them to where that role works', async () => {
    renderPage();
    const card = await screen.findByRole('article', {
      name: 'Salone Aurora ti invita come Personale di cassa',
    });
    expect(card.textContent).toContain('07-03-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Accetta' }));
    // Counter staff land at the counter of the activity just joined.
    expect((await screen.findByLabelText('location')).textContent).toBe('/counter');
    expect(session.activityId()).toBe(9);
    expect(snackStore.get()).toMatchObject({ message: 'Ora fai parte di Salone Aurora' });
    // The invitation names no activity of the caller's: none is sent.
    const accept = calls().find((c) => c.url === '/api/invitations/3/accept');
    expect(accept?.method).toBe('POST');
    expect(accept?.body).toEqual({});
  });

  it('declining leaves the user where they are, with nothing left to answer', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Rifiuta' }));
    expect(await screen.findByText('Nessun invito in attesa')).toBeTruthy();
    expect(calls().find((c) => c.method === 'DELETE')?.url).toBe('/api/invitations/3');
    expect(session.activityId()).toBe(4);
    expect(snackStore.get()).toMatchObject({ message: 'Invito rifiutato' });
  });

  it("speaks the user's language", async () => {
    await setLanguage('gb');
    renderPage();
    expect(
      await screen.findByRole('article', { name: 'Salone Aurora invites you as Counter staff' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  });
});
