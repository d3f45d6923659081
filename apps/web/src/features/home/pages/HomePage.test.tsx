import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LANGUAGE_CODES, type UserCard } from '@tessera/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAllTexts, setLanguage, translate } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { customerProfile, json, jwt, membership, userCard } from '../../../test-support.tsx';
import HomePage from './HomePage.tsx';

let card: UserCard;

beforeEach(async () => {
  card = userCard();
  localStorage.clear();
  session.clear();
  // The e-mail's local part differs from the name: the greeting must not use it.
  session.setTokens(jwt(5, [], 'cliente@tessera.demo'), 'r');
  session.setActivities([membership(7)]);
  await setLanguage('it');
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.startsWith('/api/app/users')) {
      return json(200, {
        data: customerProfile({ name: 'Chiara', username: 'cliente@tessera.demo' }),
      });
    }
    if (url.startsWith('/api/activities/7/usercard')) return json(200, { data: card });
    if (url.startsWith('/api/activityimages/')) {
      return json(200, { data: [{ id: 1, url: '/images/a.jpg', sort: 1 }], totalRows: 1 });
    }
    return json(200, { data: { templateAppHome: 'I' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const mount = (client = new QueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('home greeting', () => {
  it("greets the customer by the profile's first name, never by the e-mail", async () => {
    mount();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ciao Chiara!' })).toBeTruthy();
    expect(screen.queryByText(/cliente/i)).toBeNull();
    expect(
      screen.getByText('Ti diamo il benvenuto nella carta fedeltà di Attività 7.'),
    ).toBeTruthy();
    await act(() => setLanguage('es'));
    expect(screen.getByRole('heading', { level: 2, name: '¡Hola, Chiara!' })).toBeTruthy();
    expect(
      screen.getByText('Te damos la bienvenida a la tarjeta de fidelidad de Attività 7.'),
    ).toBeTruthy();
  });

  it('says a plain hello while the name is unknown', () => {
    mount();
    expect(screen.getByRole('heading', { level: 2, name: 'Ciao!' })).toBeTruthy();
  });

  it('welcomes in a wording for everyone in every language (no masculine "welcome")', async () => {
    for (const lang of LANGUAGE_CODES) {
      await setLanguage(lang);
      await loadAllTexts();
      const text = translate(lang, 'home.welcome', { activity: 'X' });
      expect(text).not.toMatch(/\b(Benvenut[oi]|Bienvenid[oa]s?)\b/);
    }
  });
});

describe('home look', () => {
  it("opens on a header card in the activity's colours: logo, name, greeting", async () => {
    const withLogo = membership(7);
    withLogo.activity = { ...withLogo.activity, logoUrl: '/images/activities/7/logo.svg' };
    session.setActivities([withLogo]);
    mount();
    const card = await screen.findByRole('region', { name: 'Ciao Chiara!' });
    expect(within(card).getByText('Attività 7')).toBeTruthy();
    expect(card.querySelector('[data-logo="/images/activities/7/logo.svg"]')).not.toBeNull();
    expect(within(card).getByText(/carta fedeltà di Attività 7/)).toBeTruthy();
    // The one h2 of the screen is the greeting (the top bar holds the h1).
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });

  it("links to the customer's own screens; to the activities only with more than one", async () => {
    mount();
    const nav = screen.getByRole('navigation', { name: 'Il tuo account' });
    expect(within(nav).getByRole('link', { name: 'Profilo' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(within(nav).getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(within(nav).queryByRole('link', { name: 'Attività' })).toBeNull();
    await act(() => session.setActivities([membership(7), membership(8)]));
    expect(within(nav).getByRole('link', { name: 'Attività' }).getAttribute('href')).toBe(
      '/activities',
    );
  });

  it('without an activity: an empty state whose button reads the memberships again', () => {
    session.clear();
    session.setTokens(jwt(5), 'r');
    mount();
    const empty = screen.getByTestId('empty-state');
    expect(within(empty).getByText('Non sei ancora cliente di nessuna attività.')).toBeTruthy();
    expect(within(empty).getByRole('button', { name: 'Aggiorna' })).toBeTruthy();
  });
});

describe('card summary', () => {
  it('opens the home, under the greeting and above the pictures: points and balance, the expiry', async () => {
    card = userCard({
      cashBackType: 'EP',
      pointBalance: 340,
      nextExpiry: { amount: 7.3, date: '2026-03-05' },
    });
    mount();
    const summary = await screen.findByRole('region', { name: 'La tua carta' });
    expect(await within(summary).findByText('12,50 €')).toBeTruthy();
    expect(within(summary).getByText('340')).toBeTruthy();
    expect(within(summary).getByText('7,30 € in scadenza il 05-03-2026')).toBeTruthy();
    const greeting = screen.getByRole('region', { name: 'Ciao Chiara!' });
    const gallery = await screen.findByRole('region', { name: 'Immagini di Attività 7' });
    expect(
      greeting.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      summary.compareDocumentPosition(gallery) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('a cashback card shows its balance only', async () => {
    mount();
    const summary = await screen.findByRole('region', { name: 'La tua carta' });
    await within(summary).findByText('12,50 €');
    expect(
      within(summary)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual(['Saldo']);
  });

  it('its button shows the barcode full screen, the code printed under it', async () => {
    card = userCard({ graphicCardType: 'B', cardCode: '482915736204' });
    mount();
    const user = userEvent.setup();
    const summary = await screen.findByRole('region', { name: 'La tua carta' });
    await user.click(
      await within(summary).findByRole('button', { name: 'Mostra a schermo intero' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Carta Attività 7' });
    expect(
      within(dialog).getByRole('img', { name: 'Codice a barre della carta 482915736204' }),
    ).toBeTruthy();
    expect(within(dialog).getByText('4829 1573 6204')).toBeTruthy();
  });

  it('a card that cannot be read says so, and its button asks again', async () => {
    let answers = 0;
    const served = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.startsWith('/api/activities/7/usercard') && ++answers === 1) {
        return json(500, { message: 'Errore Generico', code: 'error' });
      }
      return served(url);
    });
    mount(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const summary = await screen.findByRole('region', { name: 'La tua carta' });
    expect(
      await within(summary).findByText('Non è stato possibile leggere la tua carta.'),
    ).toBeTruthy();
    await userEvent.setup().click(within(summary).getByRole('button', { name: 'Riprova' }));
    expect(await within(summary).findByText('12,50 €')).toBeTruthy();
  });
});
