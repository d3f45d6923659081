// The card terms screen: the terms as saved, the worked example following what is typed, the
// contract refusing before anything is sent, the question before a save (cancel sends nothing,
// confirm one keyed PUT), the server's refusal on its field, and the changes in words.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CardTermChange, CardTermsView } from '@tessera/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadAllTexts, setLanguage } from '../../../../lib/i18n.ts';
import { snackStore } from '../../../../lib/notify.ts';
import { session } from '../../../../lib/session.ts';
import { jwt, membership } from '../../../../test-support.tsx';
import { serveApi } from '../../../../testing/api.ts';
import { pageOf } from '../../../../testing/fixtures/page.ts';
import CardTermsPage from './CardTermsPage.tsx';

const server = serveApi();

const TERMS = '/api/activities/{activityId}/cardterms' as const;
const CHANGES = '/api/activities/{activityId}/cardterms/changes' as const;

const terms = (over: Partial<CardTermsView> = {}): CardTermsView => ({
  cashBackType: 'EP',
  valueBasisPoints: 500,
  pointValue: 0.1,
  welcome: 5,
  welcomePoints: 0,
  referral: 3,
  referralPoints: 0,
  cashBackExpiration: 365,
  ...over,
});

const change = (id: number, over: Partial<CardTermChange> = {}): CardTermChange => ({
  id,
  at: new Date(2026, 2, 5, 14, 32).toISOString(),
  by: { id: 5, name: 'Mario Rossi' },
  before: terms(),
  after: terms({ valueBasisPoints: 700 }),
  ...over,
});

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5, [], 'admin@tessera.demo'), 'r');
  session.setActivities([membership(7, ['ROLE_ADMIN'])]);
  snackStore.set(null);
  await setLanguage('it');
  await loadAllTexts();
});

/** The screen with saved terms and no changes, unless `answer` answers otherwise. */
function mount({ entry = '/console/card-terms', answer = () => {} } = {}) {
  server.answer('get', TERMS, terms());
  server.list(CHANGES, []);
  answer();
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[entry]}>
        <CardTermsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const rate = () => field(/^Cashback sulla spesa/);
const example = () => screen.getByRole('region', { name: 'Esempio' });
const spendSentence = () => within(example()).getByRole('status').textContent;
const puts = () => server.calls().filter((c) => c.method === 'PUT');

async function retype(input: HTMLInputElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('the card terms', () => {
  it('shows the terms as saved, with what a 50,00 € spend earns', async () => {
    mount();
    const both = await screen.findByRole('radio', { name: 'Euro e punti' });
    expect((both as HTMLInputElement).checked).toBe(true);
    expect(rate().value).toBe('5');
    expect(field(/^Valore di un punto/).value).toBe('0,10');
    expect(field(/^Benvenuto in euro/).value).toBe('5,00');
    expect(field(/^Premio presenta un amico in euro/).value).toBe('3,00');
    expect(field(/^Giorni di validità del credito/).value).toBe('365');
    expect(spendSentence()).toBe(
      'Una spesa di 50,00 € fa guadagnare 2,50 € di credito e 25 punti.',
    );
    expect(within(example()).getByText('Chi si iscrive riceve 5,00 € di benvenuto.')).toBeTruthy();
    expect(
      within(example()).getByText(
        "Il credito scade 365 giorni dopo l'accredito; i punti non scadono.",
      ),
    ).toBeTruthy();
    expect(
      server
        .calls()
        .map((c) => c.url)
        .sort(),
    ).toEqual([
      '/api/activities/7/cardterms',
      '/api/activities/7/cardterms/changes?page=1&rowsPerPage=15',
    ]);
  });

  it('works the example out again as the rate and the type change', async () => {
    mount();
    await screen.findByRole('radio', { name: 'Euro e punti' });
    await retype(rate(), '7');
    expect(spendSentence()).toBe(
      'Una spesa di 50,00 € fa guadagnare 3,50 € di credito e 35 punti.',
    );
    await userEvent.type(rate(), ',5');
    expect(spendSentence()).toBe(
      'Una spesa di 50,00 € fa guadagnare 3,75 € di credito e 37 punti.',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Punti' }));
    expect(spendSentence()).toBe(
      'Una spesa di 50,00 € fa guadagnare 37 punti, che valgono 3,70 €.',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Credito in euro' }));
    expect(spendSentence()).toBe('Una spesa di 50,00 € fa guadagnare 3,75 € di credito.');
    await retype(rate(), 'tanto');
    expect(spendSentence()).toBe("Scrivi una percentuale di cashback valida per vedere l'esempio.");
    expect(puts()).toEqual([]);
  });

  it('works the example out exactly from a point value in euros: 0,07 € is 7 cents', async () => {
    mount();
    await screen.findByRole('radio', { name: 'Euro e punti' });
    await userEvent.click(screen.getByRole('radio', { name: 'Punti' }));
    // 4,9 % of 50,00 € is 2,45 €, exactly 35 points of 0,07 € (0.07 × 100 is 7.000000000000001).
    await retype(rate(), '4,9');
    await retype(field(/^Valore di un punto/), '0,07');
    expect(spendSentence()).toBe(
      'Una spesa di 50,00 € fa guadagnare 35 punti, che valgono 2,45 €.',
    );
  });

  it('refuses what the contract refuses, on its field, before sending anything', async () => {
    mount();
    await screen.findByRole('radio', { name: 'Euro e punti' });
    await retype(rate(), '150');
    await retype(field(/^Benvenuto in euro/), '5 euro');
    await userEvent.click(screen.getByRole('radio', { name: 'Punti' }));
    await retype(field(/^Valore di un punto/), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(rate().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('La percentuale va da 0 a 100 %')).toBeTruthy();
    expect(screen.getByText('Scrivi un importo in euro, per esempio 0,10')).toBeTruthy();
    expect(screen.getByText('Con i punti serve il valore di un punto, più di 0,00 €')).toBeTruthy();
    // The first wrong field takes the focus, so its message is read out.
    expect(document.activeElement).toBe(rate());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(puts()).toEqual([]);
  });

  it('asks first: cancel sends nothing, confirm sends one keyed PUT', async () => {
    mount({ answer: () => server.answer('put', TERMS, ({ body }) => body) });
    await screen.findByRole('radio', { name: 'Euro e punti' });
    await retype(rate(), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    const ask = await screen.findByRole('dialog', { name: 'Cambiare le condizioni della carta?' });
    expect(ask.textContent).toContain(
      'Le nuove condizioni valgono solo per i movimenti da ora in poi; quelli già fatti non cambiano. Cashback sulla spesa: da 5 % a 7 %.',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await userEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Cambiare le condizioni della carta?' }),
      ).getByRole('button', { name: 'Salva le nuove condizioni' }),
    );
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({
        kind: 'success',
        message: 'Condizioni della carta salvate',
      }),
    );
    expect(puts()).toEqual([
      {
        method: 'PUT',
        url: '/api/activities/7/cardterms',
        body: terms({ valueBasisPoints: 700 }),
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    // The list of changes is read again for the new row.
    await waitFor(() =>
      expect(server.calls().filter((c) => c.url.includes('/changes'))).toHaveLength(2),
    );
  });

  it('sends euros as typed, "12,30" as 12.3, and says a change of money in euros', async () => {
    mount({ answer: () => server.answer('put', TERMS, ({ body }) => body) });
    await screen.findByRole('radio', { name: 'Euro e punti' });
    await retype(field(/^Benvenuto in euro/), '12,30');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    const ask = await screen.findByRole('dialog', { name: 'Cambiare le condizioni della carta?' });
    expect(ask.textContent).toContain('Benvenuto in euro: da 5,00 € a 12,30 €');
    await userEvent.click(within(ask).getByRole('button', { name: 'Salva le nuove condizioni' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual(terms({ welcome: 12.3 }));
    await waitFor(() => expect(field(/^Benvenuto in euro/).value).toBe('12,30'));
  });

  it('sends nothing and asks nothing when no term changed', async () => {
    mount();
    await screen.findByRole('radio', { name: 'Euro e punti' });
    await retype(rate(), '5,00');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({ message: 'Nessuna modifica da salvare' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(puts()).toEqual([]);
  });

  it("shows the server's refusal on the field it names", async () => {
    mount({
      answer: () =>
        server.refuse('put', TERMS, 400, 'Dati non validi: pointValue', 'invalid_input'),
    });
    await screen.findByRole('radio', { name: 'Euro e punti' });
    await retype(field(/^Valore di un punto/), '0,20');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Salva le nuove condizioni',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const pointValue = field(/^Valore di un punto/);
    await waitFor(() => expect(pointValue.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Dati non validi: pointValue')).toBeTruthy();
    expect(puts()).toHaveLength(1);
    expect(snackStore.get()).toBeNull();
  });

  it('offers Retry when the terms cannot be read', async () => {
    server.refuse('get', TERMS, 500, 'Errore');
    server.list(CHANGES, []);
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <CardTermsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('card-terms-skeleton')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Riprova' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
  });
});

describe('the changes', () => {
  it('lists who changed what and when, in words', async () => {
    mount({
      answer: () =>
        server.list(CHANGES, [
          change(2, {
            after: terms({ valueBasisPoints: 700, cashBackExpiration: null, cashBackType: 'P' }),
          }),
          change(1, { by: { id: null, name: null } }),
        ]),
    });
    const list = await screen.findByRole('list', {
      name: 'Modifiche delle condizioni della carta',
    });
    const [newest, older] = within(list).getAllByRole('listitem', {
      name: '05-03-2026 alle 14:32',
    });
    expect(within(newest as HTMLElement).getByText('Da Mario Rossi')).toBeTruthy();
    expect(
      within(newest as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Cosa accumulano i clienti: da Euro e punti a Punti',
      'Cashback sulla spesa: da 5 % a 7 %',
      'Scadenza del credito: da 365 giorni a mai',
    ]);
    expect(within(older as HTMLElement).getByText('Da un utente non più presente')).toBeTruthy();
  });

  it('says when there are none', async () => {
    mount();
    expect(
      await screen.findByText(
        'Nessuna modifica finora: qui vedrai chi cambia le condizioni, quando e cosa cambia.',
      ),
    ).toBeTruthy();
  });

  it('opens on the page the address names', async () => {
    const all = Array.from({ length: 17 }, (_, i) => change(17 - i));
    mount({
      entry: '/console/card-terms?page=2',
      answer: () => server.list(CHANGES, ({ query }) => pageOf(all, query), all.length),
    });
    const list = await screen.findByRole('list', {
      name: 'Modifiche delle condizioni della carta',
    });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem', { name: /alle/ })).toHaveLength(2),
    );
    expect(server.calls().map((c) => c.url)).toContain(
      '/api/activities/7/cardterms/changes?page=2&rowsPerPage=15',
    );
  });
});
