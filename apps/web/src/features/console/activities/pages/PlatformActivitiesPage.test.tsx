// The super admin's activities: every activity with its admins, onboarding one (the address from
// the name, the colours' contrast checked before anything is sent, one keyed request), switching
// one off only after asking.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PlatformActivity } from '@tessera/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadAllTexts, setLanguage } from '../../../../lib/i18n.ts';
import { snackStore } from '../../../../lib/notify.ts';
import { session } from '../../../../lib/session.ts';
import { jwt, membership } from '../../../../test-support.tsx';
import { serveApi } from '../../../../testing/api.ts';
import PlatformActivitiesPage from './PlatformActivitiesPage.tsx';

const server = serveApi();

const activity = (id: number, over: Partial<PlatformActivity> = {}): PlatformActivity => ({
  id,
  name: `Attività ${id}`,
  permalink: `attivita-${id}`,
  color: '7B1FA2',
  active: true,
  members: 3,
  admins: [`admin${id}@x.it`],
  ...over,
});

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(1, ['ROLE_SUPER_ADMIN']), 'r');
  session.setActivities([membership(7, ['ROLE_USER'])]);
  snackStore.set(null);
  await setLanguage('it');
  await loadAllTexts();
});

const mount = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <PlatformActivitiesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('every activity', () => {
  it('lists switched-off ones too, with their members and admins, for no activity of its own', async () => {
    server.list('/api/console/activities', [
      activity(1),
      activity(2, { active: false, admins: [] }),
    ]);
    mount();
    const list = await screen.findByRole('list', { name: 'Tutte le attività' });
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1] as HTMLElement).getByText('Nessun amministratore')).toBeTruthy();
    const off = within(items[1] as HTMLElement).getByRole('switch', { name: 'Attività 2 attiva' });
    expect((off as HTMLInputElement).checked).toBe(false);
    const [get] = server.calls();
    expect(get?.url).toBe('/api/console/activities?page=1&rowsPerPage=15');
  });

  it('switches one off only after asking, and says so', async () => {
    server.list('/api/console/activities', [activity(1)]);
    server.answer('put', '/api/console/activities/{id}/active', { active: false });
    mount();
    const list = await screen.findByRole('list', { name: 'Tutte le attività' });
    await within(list).findAllByRole('listitem');
    await userEvent.click(screen.getByRole('switch', { name: 'Attività 1 attiva' }));
    const ask = await screen.findByRole('dialog', { name: 'Disattivare Attività 1?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Annulla' }));
    expect(server.calls().filter((c) => c.method === 'PUT')).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('switch', { name: 'Attività 1 attiva' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Disattivare Attività 1?' })).getByRole(
        'button',
        { name: 'Disattiva' },
      ),
    );
    await waitFor(() =>
      expect(server.calls().filter((c) => c.method === 'PUT')).toEqual([
        expect.objectContaining({
          url: '/api/console/activities/1/active',
          body: { active: false },
        }),
      ]),
    );
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({
        kind: 'success',
        message: 'Attività 1 è disattivata',
      }),
    );
  });
});

describe('onboarding a business', () => {
  it('takes the address from the name, refuses a text that does not stand out, then sends one keyed request', async () => {
    server.list('/api/console/activities', []);
    server.answer('post', '/api/console/activities', { activityId: 9, admin: 'created' }, 201);
    mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuova attività' }));
    const form = await screen.findByRole('dialog', { name: 'Nuova attività' });
    await userEvent.type(
      within(form).getByRole('textbox', { name: "Nome dell'attività" }),
      'Gelateria Nuvola è qui',
    );
    await userEvent.tab();
    expect(
      (within(form).getByRole('textbox', { name: /Indirizzo/ }) as HTMLInputElement).value,
    ).toBe('gelateria-nuvola-e-qui');
    // Yellow under white text: refused before anything is sent.
    fireEvent.change(within(form).getByLabelText('Colore'), { target: { value: '#ffff00' } });
    expect(within(form).getByRole('alert').textContent).toBe(
      'Il testo non si distingue abbastanza dal colore (serve almeno 4,5:1)',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'nadia@nuvola.it');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nome' }), 'Nadia');
    await userEvent.click(within(form).getByRole('button', { name: 'Crea' }));
    expect(server.calls().filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Colore'), { target: { value: '#00838f' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Crea' }));
    await waitFor(() => expect(server.calls().filter((c) => c.method === 'POST')).toHaveLength(1));
    const [post] = server.calls().filter((c) => c.method === 'POST');
    expect(post?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.body).toEqual({
      name: 'Gelateria Nuvola è qui',
      permalink: 'gelateria-nuvola-e-qui',
      color: '00838F',
      colorText: 'FFFFFF',
      timeZone: 'Europe/Rome',
      languages: ['it'],
      shopType: 'A',
      bookingType: 'N',
      admin: { email: 'nadia@nuvola.it', name: 'Nadia', surname: '' },
    });
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({
        message:
          "Gelateria Nuvola è qui è pronta: nadia@nuvola.it riceverà un'e-mail per scegliere la password",
      }),
    );
  });

  it('shows a taken address on its field', async () => {
    server.list('/api/console/activities', []);
    server.refuse(
      'post',
      '/api/console/activities',
      409,
      "L'indirizzo nuvola è già di un'altra attività: scegline un altro",
      'permalink_taken',
    );
    mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuova attività' }));
    const form = await screen.findByRole('dialog', { name: 'Nuova attività' });
    await userEvent.type(
      within(form).getByRole('textbox', { name: "Nome dell'attività" }),
      'Nuvola',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'nadia@nuvola.it');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nome' }), 'Nadia');
    await userEvent.click(within(form).getByRole('button', { name: 'Crea' }));
    expect(
      await within(form).findByText(
        "L'indirizzo nuvola è già di un'altra attività: scegline un altro",
      ),
    ).toBeTruthy();
  });
});
