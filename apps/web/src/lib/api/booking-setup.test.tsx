// One cache for an activity's booking setup (issue 24 §1): the services, operators and settings
// the admin edits are read by the agenda's new-booking form and the customer's booking screens
// under the same keys (lib/api/booking-*.ts), so the admin's change reaches them at once. The
// agenda kept its own copies for 60 s under keys of its own, which the admin's changes missed.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, expect, it } from 'vitest';
import AgendaPage from '../../features/agenda/pages/AgendaPage.tsx';
import BookingPage from '../../features/booking/pages/BookingPage.tsx';
import BookingSettingsPage from '../../features/booking-admin/pages/BookingSettingsPage.tsx';
import { jwt, membership } from '../../test-support.tsx';
import { serveApi } from '../../testing/api.ts';
import { configuration } from '../../testing/fixtures/activity.ts';
import {
  type BookingService,
  bookingOperator,
  bookingService,
  bookingSettings,
} from '../../testing/fixtures/booking.ts';
import { session } from '../session.ts';

const api = serveApi();

let services: BookingService[];

beforeEach(() => {
  session.clear();
  session.setTokens(jwt(1), 'r');
  session.setActivities([membership(7, ['ROLE_ADMIN'])]);
  services = [bookingService({ id: 1, name: 'Taglio', duration: 30 })];
  api.answer('get', '/api/activities/{id}/configurations', configuration({ bookingType: 'NO' }));
  api.list('/api/activities/{activityId}/agenda', []);
  api.list('/api/activities/{id}/bookingservices', () => services);
  api.list('/api/activities/{id}/bookingoperators', [
    bookingOperator({ id: 11, name: 'Anna', surname: 'Rossi', bookingServiceIds: [1] }),
  ]);
  api.answer(
    'get',
    '/api/activities/{id}/booking-settings',
    bookingSettings({ bookingType: 'NO' }),
  );
  api.answer('get', '/api/activities/{activityId}/booking-closures', []);
  api.answer('post', '/api/activities/{id}/bookingservices', ({ body }) => {
    const added = bookingService({ id: 2, ...body });
    services = [...services, added];
    return added;
  });
});

/** A screen in the app's one cache. */
const show = (client: QueryClient, element: ReactElement, path = '/') =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );

/** Opens the agenda's new-booking form; gives the services it offers. */
async function openAgendaForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Nuova prenotazione' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nuova prenotazione' });
  const select = within(dialog).getByLabelText(/^Servizio/) as HTMLSelectElement;
  return () => [...select.options].map((o) => o.text);
}

/** The admin adds a service on the booking settings screen. */
async function adminAdds(name: string, minutes: string) {
  const section = await screen.findByRole('region', { name: 'Servizi' });
  await userEvent.click(within(section).getByRole('button', { name: 'Nuovo servizio' }));
  const dialog = screen.getByRole('dialog', { name: 'Nuovo servizio' });
  await userEvent.type(within(dialog).getByLabelText(/^Nome/), name);
  await userEvent.type(within(dialog).getByLabelText(/Durata in minuti/), minutes);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

it("a service the admin adds is offered at once by the agenda's form, within its minute", async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const agenda = show(client, <AgendaPage />, '/agenda');
  const offered = await openAgendaForm();
  await waitFor(() => expect(offered()).toContain('Taglio (30 min)'));
  expect(offered()).not.toContain('Piega (35 min)');
  agenda.unmount();

  const admin = show(client, <BookingSettingsPage />);
  await adminAdds('Piega', '35');
  admin.unmount();

  // Back at the agenda well within the 60 s its services are kept: Piega is offered.
  show(client, <AgendaPage />, '/agenda');
  const offeredNow = await openAgendaForm();
  await waitFor(() => expect(offeredNow()).toContain('Piega (35 min)'));
});

it('a service the admin adds is offered at once by the customer’s booking screen', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const booking = show(client, <BookingPage />, '/booking');
  const group = await screen.findByRole('group', { name: 'Servizio' });
  expect(
    within(group)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Taglio30 min']);
  booking.unmount();

  const admin = show(client, <BookingSettingsPage />);
  await adminAdds('Piega', '35');
  admin.unmount();

  show(client, <BookingPage />, '/booking');
  await waitFor(() =>
    expect(
      within(screen.getByRole('group', { name: 'Servizio' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Taglio30 min', 'Piega35 min']),
  );
});
