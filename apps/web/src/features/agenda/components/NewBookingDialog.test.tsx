// Walk-ins and phone bookings (issue 26): nobody found, staff add the caller as a new customer
// (name, surname, phone; e-mail and consent optional), checked with the server's contract before
// anything is sent, then added and booked.
import { QueryClientProvider } from '@tanstack/react-query';
import { calendarDays } from '@tessera/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { jwt, membership, testQueryClient } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import {
  bookingAvailability,
  bookingCustomer,
  booking as bookingFixture,
  bookingOperator,
  bookingService,
  bookingSettings,
} from '../../../testing/fixtures/booking.ts';
import { NewBookingDialog } from './NewBookingDialog.tsx';

const api = serveApi();
const MARIO = bookingCustomer({
  id: 40,
  name: 'Mario',
  surname: 'Rossi',
  phone: '+393331234567',
  email: '',
});

const posts = () =>
  api
    .calls()
    .filter((c) => c.method === 'POST')
    .map((c) => ({ url: c.url, body: c.body, key: c.idempotencyKey ?? null }));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-24T07:00:00Z'), toFake: ['Date'] });
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7, ['ROLE_STORE'])]);
  api.list('/api/activities/{activityId}/booking-customers', []);
  api.list('/api/activities/{id}/bookingservices', [
    bookingService({ id: 1, name: 'Taglio', duration: 30 }),
  ]);
  api.list('/api/activities/{id}/bookingoperators', [
    bookingOperator({ id: 11, name: 'Anna', surname: 'Bianchi', bookingServiceIds: [1] }),
  ]);
  api.answer('get', '/api/activities/{id}/booking-settings', () =>
    bookingSettings({ bookingType: 'NO' }),
  );
  api.answer('get', '/api/app/bookings/dates', () =>
    bookingAvailability('2026-11-24', bookingSettings(), {
      now: '08:00',
      dates: calendarDays('2026-11-24').map((date) => ({ date, open: true })),
    }),
  );
  api.answer(
    'post',
    '/api/activities/{activityId}/booking-guests',
    { customer: { ...MARIO, guest: true }, reused: false, invited: null },
    201,
  );
  api.answer(
    'post',
    '/api/activities/{id}/bookings',
    bookingFixture({ id: 9, date: '2026-11-24', startTime: '12:00', endTime: '12:30' }),
    201,
  );
});
afterEach(() => vi.useRealTimers());

function mount(onBooked = vi.fn()) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <NewBookingDialog
        bookingType="NO"
        today="2026-11-24"
        date="2026-11-24"
        onClose={() => {}}
        onBooked={onBooked}
      />
    </QueryClientProvider>,
  );
  return onBooked;
}

async function newCustomer() {
  const dialog = await screen.findByRole('dialog', { name: 'Nuova prenotazione' });
  await userEvent.type(within(dialog).getByRole('combobox', { name: 'Cliente' }), 'Mario');
  await userEvent.click(
    await within(dialog).findByRole('button', { name: 'Nuovo cliente: Mario' }, { timeout: 3000 }),
  );
  return dialog;
}

async function pickTaglioAtNoon(dialog: HTMLElement) {
  await userEvent.selectOptions(within(dialog).getByLabelText(/^Servizio/), 'Taglio (30 min)');
  const time = within(dialog).getByLabelText(/^Ora/) as HTMLSelectElement;
  await waitFor(() => expect(time.options.length).toBeGreaterThan(1));
  await userEvent.selectOptions(time, '12:00');
}

describe('a walk-in or a caller who is not a member', () => {
  it('offers a new customer when nobody is found, adds Mario by phone, then books him', async () => {
    const onBooked = mount();
    const dialog = await newCustomer();
    expect((within(dialog).getByLabelText(/^Nome/) as HTMLInputElement).value).toBe('Mario');
    await userEvent.type(within(dialog).getByLabelText(/^Cognome/), 'Rossi');
    await userEvent.type(within(dialog).getByLabelText(/^Telefono/), '333 123 4567');
    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'Il cliente accetta di ricevere un invito a iscriversi',
      }),
    );
    await pickTaglioAtNoon(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prenota' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    const [guest, booked] = posts();
    expect(guest?.url).toBe('/api/activities/7/booking-guests');
    expect(guest?.body).toEqual({
      name: 'Mario',
      surname: 'Rossi',
      phone: '333 123 4567',
      invite: true,
    });
    expect(guest?.key).toBeTruthy();
    expect(booked?.body).toMatchObject({ userId: 40, date: '2026-11-24', startTime: '12:00' });
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(onBooked.mock.calls[0]?.[1]).toBe('Mario Rossi');
  });

  it('checks the fields with the server’s contract: nothing is sent without a good phone', async () => {
    mount();
    const dialog = await newCustomer();
    await userEvent.type(within(dialog).getByLabelText(/^Telefono/), '12');
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'not-an-email');
    await pickTaglioAtNoon(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prenota' }));
    expect(await within(dialog).findByText('Numero di telefono non valido')).toBeTruthy();
    expect(within(dialog).getByText('Indirizzo e-mail non valido')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Cognome/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(posts()).toEqual([]);
  });
});
