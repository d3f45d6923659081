import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FRIEND_CONFIRMATION_MS } from '@tessera/domain';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { onlineStore } from '../../../lib/online.ts';
import { session } from '../../../lib/session.ts';
import { customerProfile, json, jwt, membership } from '../../../test-support.tsx';
import InviteFriendPage from './InviteFriendPage.tsx';

/** The bodies the screen sent to POST /api/friends/invite. */
let invites: unknown[];
/** The answer of the next invite. */
let answer: () => Response;
/** The activity's cart value, with its welcome credit and referral reward. */
let rewards: {
  welcome: { amount: number; points: number };
  referral: { amount: number; points: number };
};

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(7), 'r');
  session.setActivities([membership(3)]);
  invites = [];
  answer = () => json(200, { data: { inviteId: 'inv-1' } });
  rewards = { welcome: { amount: 2, points: 0 }, referral: { amount: 3, points: 5 } };
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url === '/api/app/activities/3/cartshop') {
      return json(200, { data: { value: 5, pointValue: 0.1, ...rewards } });
    }
    if (url === '/api/friends/invite') {
      invites.push(JSON.parse(String(init?.body)));
      return answer();
    }
    if (url.startsWith('/api/app/users'))
      return json(200, { data: customerProfile({ inviteCode: 'AURORA7' }) });
    return json(404, { code: 'not_found', message: '' });
  });
});
afterEach(async () => {
  await setLanguage('it');
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
  expect(invites).toEqual([{ phoneNumber: '+393331234567', userId: 7, activityId: 3 }]);
  expect(field.value).toBe('');

  act(() => vi.advanceTimersByTime(FRIEND_CONFIRMATION_MS - 100));
  expect(screen.getByRole('status')).toBeTruthy();
  act(() => vi.advanceTimersByTime(200));
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.queryByText(/Invito inviato/)).toBeNull();
});

it('shows the already-invited refusal under the field and keeps the number', async () => {
  answer = () =>
    json(409, { code: 'already_invited', message: 'Questo numero è già stato invitato' });
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
  answer = () =>
    json(429, {
      code: 'invite_limit',
      message: 'Puoi invitare 5 amici al giorno: riprova domani',
    });
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
  expect(invites).toEqual([]);
});

it('offline, says the invite was not sent and sends nothing', async () => {
  const field = mount();
  onlineStore.set(false);
  send(field, '3331234567');
  expect((await screen.findByRole('alert')).textContent).toBe(
    "Sei offline: l'operazione non è stata eseguita. Riprova quando torna la connessione.",
  );
  expect(invites).toEqual([]);
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
  answer = () =>
    json(422, {
      code: 'phone_not_allowed',
      message: 'Puoi invitare solo numeri di cellulare di questo paese: Italia',
    });
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
