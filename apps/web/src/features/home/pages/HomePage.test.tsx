import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LANGUAGE_CODES, type UserCard } from '@tessera/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NavItemsContext, type SideNavItem } from '../../../components/SideNav.tsx';
import { loadAllTexts, setLanguage, translate } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { customerProfile, jwt, membership, userCard } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { activityImage, configuration } from '../../../testing/fixtures/activity.ts';
import { type CartValue, cartValue } from '../../../testing/fixtures/card.ts';
import HomePage from './HomePage.tsx';

let card: UserCard;
let rate: Pick<CartValue, 'value' | 'pointValue'>;
const server = serveApi();

beforeEach(async () => {
  card = userCard();
  rate = { value: 5, pointValue: 0.1 };
  localStorage.clear();
  session.clear();
  // The e-mail's local part differs from the name: the greeting must not use it.
  session.setTokens(jwt(5, [], 'cliente@tessera.demo'), 'r');
  session.setActivities([membership(7)]);
  await setLanguage('it');
  server.answer(
    'get',
    '/api/app/users',
    customerProfile({ name: 'Chiara', username: 'cliente@tessera.demo' }),
  );
  server.answer('get', '/api/activities/{id}/usercard', () => card);
  server.answer('get', '/api/app/activities/{id}/cartshop', () => cartValue(rate));
  server.list('/api/activityimages/{activityId}', [activityImage()]);
  server.answer('get', '/api/activities/{id}/configurations', configuration());
});

/** The side navigation's entries, as the default layout hands them to its screens. */
const item = (key: SideNavItem['key'], label: string, to: string): SideNavItem => ({
  key,
  label,
  to,
  selected: false,
});
const NAV: SideNavItem[] = [
  item('home', 'Home', '/'),
  item('card', 'Carta', '/card'),
  item('flows', 'Movimenti', '/flows'),
  item('coupons', 'Coupon', '/coupons'),
  item('scratchAndWins', 'Gratta e vinci', '/instantWin/scratchAndWins'),
  item('privacy', 'Privacy', '/privacy'),
  item('profile', 'Profilo', '/profile'),
];

const mount = (client = new QueryClient(), nav = NAV) =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NavItemsContext.Provider value={nav}>
          <HomePage />
        </NavItemsContext.Provider>
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

  it('leads to what the side navigation offers, by the same entries (home aside)', async () => {
    const { rerender } = mount();
    const nav = screen.getByRole('navigation', { name: 'Accesso rapido' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Carta', '/card'],
      ['Movimenti', '/flows'],
      ['Coupon', '/coupons'],
      ['Gratta e vinci', '/instantWin/scratchAndWins'],
      ['Privacy', '/privacy'],
      ['Profilo', '/profile'],
    ]);
    // An activity that switches a feature off: its shortcut goes with its entry.
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <NavItemsContext.Provider value={NAV.filter((i) => i.key !== 'coupons')}>
            <HomePage />
          </NavItemsContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(within(nav).queryByRole('link', { name: 'Coupon' })).toBeNull();
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

describe('the card', () => {
  it('comes first, in the greeting card: points and balance, what the points are worth, the expiry', async () => {
    card = userCard({
      cashBackType: 'EP',
      pointBalance: 340,
      nextExpiry: { amount: 7.3, date: '2026-03-05' },
    });
    const { container } = mount();
    const summary = await screen.findByRole('region', { name: 'Ciao Chiara!' });
    expect(container.querySelector('section')).toBe(summary);
    expect(await within(summary).findByText('12,50 €')).toBeTruthy();
    expect(within(summary).getByText('340')).toBeTruthy();
    // 340 points of 0.10 € (the cart value's pointValue).
    expect(await within(summary).findByText('340 punti = 34,00 €')).toBeTruthy();
    expect(within(summary).getByText('7,30 € in scadenza il 05-03-2026')).toBeTruthy();
    // Then the shortcuts, then the activity's pictures.
    const shortcuts = screen.getByRole('navigation', { name: 'Accesso rapido' });
    const gallery = await screen.findByRole('region', { name: 'Immagini di Attività 7' });
    expect(
      summary.compareDocumentPosition(shortcuts) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      shortcuts.compareDocumentPosition(gallery) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says nothing of what points are worth when the activity gives them no value', async () => {
    card = userCard({ cashBackType: 'P', pointBalance: 120 });
    rate = { value: 5, pointValue: 0 };
    mount();
    const summary = await screen.findByRole('region', { name: /^Ciao/ });
    await within(summary).findByText('120');
    await vi.waitFor(() => expect(within(summary).queryByTestId('card-points-worth')).toBeNull());
  });

  it('a cashback card shows its balance only, and no points worth', async () => {
    mount();
    const summary = await screen.findByRole('region', { name: /^Ciao/ });
    await within(summary).findByText('12,50 €');
    expect(
      within(summary)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual(['Saldo']);
    expect(within(summary).queryByTestId('card-points-worth')).toBeNull();
  });

  it('its button shows the barcode full screen, the code printed under it: one tap', async () => {
    card = userCard({ graphicCardType: 'B', cardCode: '482915736204' });
    mount();
    const user = userEvent.setup();
    const summary = await screen.findByRole('region', { name: 'Ciao Chiara!' });
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
    server.refuse('get', '/api/activities/{id}/usercard', 500, 'Errore Generico');
    mount(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const summary = await screen.findByRole('region', { name: /^Ciao/ });
    expect(
      await within(summary).findByText('Non è stato possibile leggere la tua carta.'),
    ).toBeTruthy();
    // Asked again, the card answers.
    server.answer('get', '/api/activities/{id}/usercard', () => card);
    await userEvent.setup().click(within(summary).getByRole('button', { name: 'Riprova' }));
    expect(await within(summary).findByText('12,50 €')).toBeTruthy();
  });
});
