// A scratch card (issue 9): nothing tells the outcome before the server answers the scratch
// (PUT scratched), asked by rubbing half the coating off or by the reveal button; the result
// shown is the server's; a win has the card read again. A card scratched before shows its
// result. The top bar's trash button deletes it after a confirmation and goes back to the list,
// in the current language.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopBar, TopBarProvider } from '../../../components/TopBar.tsx';
import { cardKeys } from '../../../lib/api/user-card.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { jwt, membership, userCard, Where } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { type ScratchCard, scratchCard } from '../../../testing/fixtures/offers.ts';
import { fakeCanvasContext } from '../components/scratchCanvas.test-support.ts';
import ScratchCardPage from './ScratchCardPage.tsx';

const CARD: ScratchCard = scratchCard(42, {
  name: 'Gratta e vinci d’inverno',
  description: 'Gratta la carta: puoi vincere 3,00 € sulla tua carta fedeltà.',
  imageUrl: '/images/scratch-and-win/7/campaign.svg',
});

const server = serveApi();
let stored: ScratchCard;
/** What the server fixed when the card was given; sent only by the scratch. */
let outcome: NonNullable<ScratchCard['result']>;
let from = 0;
const calls = () =>
  server
    .calls()
    .slice(from)
    .map((c) => ({ method: c.method, path: new URL(c.url, 'http://x').pathname }));
let canvas: ReturnType<typeof fakeCanvasContext> | undefined;

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  await setLanguage('it');
  // jsdom draws nothing: a context that only records.
  canvas = fakeCanvasContext();
  stored = CARD;
  outcome = { won: true, amount: 3, points: 0 };
  from = server.calls().length;
  server.answer('get', '/api/app/scratch-and-win-customers/{id}', () => stored);
  server.answer('delete', '/api/app/scratch-and-win-customers/{id}', { deleted: true });
  server.answer('put', '/api/scratch-and-win-customers/scratched/{id}', () => {
    stored = { ...stored, scratched: true, result: outcome };
    return stored;
  });
});
afterEach(() => {
  canvas?.restore();
  canvas = undefined;
});

function mount(path = '/instantWin/scratchAndWins/42') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The card as the card screen and the home last read it.
  client.setQueryData(cardKeys.detail(7), userCard({ balance: 12.5 }));
  client.setQueryData(cardKeys.totals(7), { balance: 12.5, pointBalance: 0 });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <TopBarProvider>
          <TopBar onLogout={vi.fn()} />
          <Routes>
            <Route path="instantWin/scratchAndWins/:id" element={<ScratchCardPage />} />
            <Route path="es/instantWin/scratchAndWins/:id" element={<ScratchCardPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </TopBarProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...view };
}

const scratches = () => calls().filter((c) => c.method === 'PUT');

describe('scratching', () => {
  it('the reveal button asks the server, whose answer is shown; a win has the card read again', async () => {
    const { client } = mount();
    const user = userEvent.setup();
    const reveal = await screen.findByRole('button', { name: 'Scopri il risultato' });
    // The card's name is the title (set by the page, drawn by the top bar).
    expect(await screen.findByRole('heading', { level: 1, name: CARD.name })).toBeTruthy();
    expect(screen.getByText('Ricevuta il 05-03-2026')).toBeTruthy();
    // Before the scratch nothing on the screen tells the outcome.
    expect(screen.getByRole('status').textContent).toBe('');
    expect(document.body.textContent).not.toMatch(/Hai vinto|Non hai vinto/);

    await user.click(reveal);
    expect(await screen.findByText('Hai vinto 3,00 €!')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Hai vinto 3,00 €!');
    expect(screen.getByText('Il premio è stato aggiunto alla tua carta.')).toBeTruthy();
    expect(scratches()).toEqual([
      { method: 'PUT', path: '/api/scratch-and-win-customers/scratched/42' },
    ]);
    expect(screen.queryByRole('button', { name: 'Scopri il risultato' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Vai alla carta' }).getAttribute('href')).toBe('/card');
    // The balance the card and the home show is read again.
    expect(client.getQueryState(cardKeys.detail(7))?.isInvalidated).toBe(true);
    expect(client.getQueryState(cardKeys.totals(7))?.isInvalidated).toBe(true);
    // The coating fades away over the result.
    expect(screen.getByTestId('scratch-canvas').getAttribute('data-done')).toBe('true');
  });

  it('shows what the server answers: a card that did not win', async () => {
    outcome = { won: false, amount: 0, points: 0 };
    const { client } = mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Scopri il risultato' }));
    expect(await screen.findByText('Non hai vinto')).toBeTruthy();
    expect(screen.getByText('Ritenta con la prossima carta.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Vai alla carta' })).toBeNull();
    // Nothing was credited, but the card is read again all the same (the server decides).
    expect(client.getQueryState(cardKeys.detail(7))?.isInvalidated).toBe(true);
  });

  it('a prize in points reads as points', async () => {
    outcome = { won: true, amount: 0, points: 50 };
    mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Scopri il risultato' }));
    expect(await screen.findByText('Hai vinto 50 punti!')).toBeTruthy();
  });

  it('rubbing half the coating off with the pointer scratches it, once', async () => {
    canvas?.restore();
    canvas = fakeCanvasContext(0.1);
    mount();
    await screen.findByRole('button', { name: 'Scopri il risultato' });
    const el = screen.getByTestId('scratch-canvas');
    const rub = (moves: number) => {
      fireEvent.pointerDown(el, { pointerId: 1, pointerType: 'touch', clientX: 5, clientY: 40 });
      for (let i = 1; i <= moves; i++) {
        fireEvent.pointerMove(el, {
          pointerId: 1,
          pointerType: 'touch',
          clientX: 5 + i * 20,
          clientY: 40,
        });
      }
      fireEvent.pointerUp(el, { pointerId: 1, pointerType: 'touch' });
    };
    rub(2);
    expect(scratches()).toEqual([]);
    rub(3);
    expect(await screen.findByText('Hai vinto 3,00 €!')).toBeTruthy();
    rub(6);
    expect(scratches()).toHaveLength(1);
  });

  it('a card scratched before shows its result at once, with nothing to scratch', async () => {
    stored = { ...CARD, scratched: true, result: { won: false, amount: 0, points: 0 } };
    mount();
    expect(await screen.findByText('Non hai vinto')).toBeTruthy();
    expect(screen.queryByTestId('scratch-canvas')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Scopri il risultato' })).toBeNull();
    expect(scratches()).toEqual([]);
  });
});

describe('deleting', () => {
  it('from the top bar, after a confirmation, then back to the list in the language chosen', async () => {
    await setLanguage('es');
    mount('/es/instantWin/scratchAndWins/42');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Descubre el resultado' });
    const bar = screen.getByRole('banner');

    // Cancelled: nothing is deleted.
    await user.click(within(bar).getByRole('button', { name: 'Eliminar el rasca y gana' }));
    let dialog = screen.getByRole('dialog', { name: 'Eliminar el rasca y gana' });
    // Not scratched yet: the dialog says what deleting it loses.
    expect(within(dialog).getByText(/Aún no has rascado «Gratta e vinci d’inverno»/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls().filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(within(bar).getByRole('button', { name: 'Eliminar el rasca y gana' }));
    dialog = screen.getByRole('dialog', { name: 'Eliminar el rasca y gana' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect((await screen.findByLabelText('location')).textContent).toBe(
      '/es/instantWin/scratchAndWins',
    );
    expect(calls().filter((c) => c.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/api/app/scratch-and-win-customers/42' },
    ]);
    // The trash button goes with the card's screen.
    await waitFor(() =>
      expect(within(bar).queryByRole('button', { name: 'Eliminar el rasca y gana' })).toBeNull(),
    );
    await act(() => setLanguage('it'));
  });

  it('a card that is not there: says so, with the way back to the list', async () => {
    server.refuse(
      'get',
      '/api/app/scratch-and-win-customers/{id}',
      404,
      'Non trovato',
      'not_found',
    );
    mount('/instantWin/scratchAndWins/43');
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('Questa carta gratta e vinci non c’è più.')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Torna alle carte' }).getAttribute('href')).toBe(
      '/instantWin/scratchAndWins',
    );
    expect(
      screen.getByRole('banner').querySelectorAll('button[aria-label^="Elimina"]'),
    ).toHaveLength(0);
  });
});
