import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FRIEND_CONFIRMATION_MS } from '@tessera/domain';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { onlineStore } from '../../../lib/online.ts';
import { session } from '../../../lib/session.ts';
import { customerProfile, jwt, membership } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { type CartValue, cartValue } from '../../../testing/fixtures/card.ts';
import InviteFriendPage from './InviteFriendPage.tsx';

const server = serveApi();
/** The bodies the screen sent to POST /api/friends/invite. */
const invites = () =>
  server
    .calls()
    .filter((c) => c.url === '/api/friends/invite')
    .map((c) => c.body);
/** The activity's cart value, with its welcome credit and referral reward. */
let rewards: Pick<CartValue, 'welcome' | 'referral'>;

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(7), 'r');
  session.setActivities([membership(3)]);
  rewards = { welcome: { amount: 2, points: 0 }, referral: { amount: 3, points: 5 } };
  server.answer('get', '/api/app/activities/{id}/cartshop', () => cartValue(rewards));
  server.answer('post', '/api/friends/invite', { inviteId: 'inv-1' });
  server.answer('get', '/api/app/users', customerProfile({ inviteCode: 'AURORA7' }));
});
afterEach(async () => {
  await setLanguage('it');
  vi.useRealTimers();
  onlineStore.set(true);
});

function mount() {
  // Mutations run offline too, as with the app's client (lib/queryClient.ts): the http client
  // refuses them at once.
  const client = new QueryClient({ defaultOptions: { mutations: { networkMode: 'always' } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <InviteFriendPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('textbox', { name: /Numero di telefono/ }) as HTMLInputElement;
}

function send(field: HTMLInputElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Invia invito' }));
}

it('explains the invite, shows the invite code and asks for a phone number', async () => {
  const field = mount();
  expect(
    screen.getByText(/riceverà un SMS con il link per registrarsi e il tuo codice invito/),
  ).toBeTruthy();
  expect((await screen.findByText('AURORA7')).tagName).toBe('STRONG');
  expect(field.type).toBe('tel');
  expect(field.getAttribute('autocomplete')).toBe('tel');
  expect(field.getAttribute('inputmode')).toBe('tel');
});

it('sends the number as E.164 with the inviter; the confirmation clears after 5 s', async () => {
  // Timers are fake but move with real time (so the screen's awaits resolve); the 5 s are
  // advanced by hand.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const field = mount();
  send(field, '333 123 4567');
  const confirmation = await screen.findByRole('status');
  expect(confirmation.textContent).toBe('Invito inviato al +393331234567');
  expect(invites()).toEqual([{ phoneNumber: '+393331234567', userId: 7, activityId: 3 }]);
  expect(field.value).toBe('');

  act(() => vi.advanceTimersByTime(FRIEND_CONFIRMATION_MS - 100));
  expect(screen.getByRole('status')).toBeTruthy();
  act(() => vi.advanceTimersByTime(200));
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.queryByText(/Invito inviato/)).toBeNull();
});

it('shows the already-invited refusal under the field and keeps the number', async () => {
  server.refuse(
    'post',
    '/api/friends/invite',
    409,
    'Questo numero è già stato invitato',
    'already_invited',
  );
  const field = mount();
  send(field, '+39 333 765 4321');
  await waitFor(() =>
    expect(screen.getByText('Questo numero è già stato invitato').closest('p')?.id).toBe(
      'friend-phone-helper-text',
    ),
  );
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(field.value).toBe('+39 333 765 4321');
  expect(screen.queryByRole('status')).toBeNull();
});

it('shows the daily limit as an alert in the server’s words', async () => {
  server.refuse(
    'post',
    '/api/friends/invite',
    429,
    'Puoi invitare 5 amici al giorno: riprova domani',
    'invite_limit',
  );
  const field = mount();
  send(field, '3331234567');
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Puoi invitare 5 amici al giorno: riprova domani',
  );
  expect(screen.queryByRole('status')).toBeNull();
});

it('refuses a number that is not one, and an empty field, without a request', async () => {
  const field = mount();
  send(field, '12ab');
  expect(await screen.findByText('Inserisci un numero di telefono valido')).toBeTruthy();
  expect(field.getAttribute('aria-invalid')).toBe('true');
  send(field, '');
  expect(await screen.findByText('Inserisci il numero di telefono')).toBeTruthy();
  expect(invites()).toEqual([]);
});

it('offline, says the invite was not sent and sends nothing', async () => {
  const field = mount();
  onlineStore.set(false);
  send(field, '3331234567');
  expect((await screen.findByRole('alert')).textContent).toBe(
    "Sei offline: l'operazione non è stata eseguita. Riprova quando torna la connessione.",
  );
  expect(invites()).toEqual([]);
  expect(field.value).toBe('3331234567');
});

it('says what the inviter and the friend earn: the referral reward and the welcome credit', async () => {
  mount();
  expect(
    await screen.findByText(
      'Per ogni amico che si registra e fa il primo acquisto ricevi 3,00 € e 5 punti.',
    ),
  ).toBeTruthy();
  expect(screen.getByText('Il tuo amico riceve 2,00 € appena si registra.')).toBeTruthy();
});

it('says the rewards in the screen’s language, and leaves out one the activity does not give', async () => {
  rewards = { welcome: { amount: 0, points: 0 }, referral: { amount: 0, points: 1 } };
  await setLanguage('gb');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <InviteFriendPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(
    await screen.findByText(
      'For every friend who signs up and makes a first purchase you get 1 point.',
    ),
  ).toBeTruthy();
  expect(screen.queryByText(/Your friend gets/)).toBeNull();
});

it('shows a number the activity does not text (not a mobile of its countries) under the field', async () => {
  server.refuse(
    'post',
    '/api/friends/invite',
    422,
    'Puoi invitare solo numeri di cellulare di questo paese: Italia',
    'phone_not_allowed',
  );
  const field = mount();
  send(field, '+39 899 123456');
  await waitFor(() =>
    expect(
      screen
        .getByText('Puoi invitare solo numeri di cellulare di questo paese: Italia')
        .closest('p')?.id,
    ).toBe('friend-phone-helper-text'),
  );
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByRole('status')).toBeNull();
});
