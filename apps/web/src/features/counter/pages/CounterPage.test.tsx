// The counter (issue 9): a card found by its code, an operation recorded with an Idempotency-Key
// kept for a retry, the server's refusal shown, and the last operation reversed. Issue 15: an
// operation can only go to the card on screen, whose customer the form names; the screen is
// cleared for the next customer, the confirmation (a status, at the top) keeping Storna, which
// asks first; the camera reads the card's barcode.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { jwt, membership } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { counterCard, movementResult, redeemedCoupon } from '../../../testing/fixtures/counter.ts';
import CounterPage from './CounterPage.tsx';

const api = serveApi();

// The ponyfill, for browsers without a Code 128 BarcodeDetector: mocked at its boundary.
const ponyfill = vi.hoisted(() => ({
  prepareZXingModule: vi.fn(),
  detect: vi.fn(async (): Promise<{ rawValue: string }[]> => []),
}));
vi.mock('barcode-detector/ponyfill', () => ({
  prepareZXingModule: ponyfill.prepareZXingModule,
  BarcodeDetector: class {
    detect = ponyfill.detect;
  },
}));

const CODE = '482915736204';
const OTHER = '731904628155';
const MOVEMENTS = '/api/activities/{activityId}/card-movements';
const COUPONS = '/api/activities/{activityId}/coupon-redemptions';

/** The operations and redemptions sent, each with its Idempotency-Key. */
const posts = () =>
  api
    .calls()
    .filter((c) => c.method === 'POST')
    .map((c) => ({ body: c.body as Record<string, unknown>, key: c.idempotencyKey ?? null }));

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7, ['ROLE_STORE'])]);
  const cards = {
    [CODE]: counterCard(
      { name: 'Chiara', surname: 'Rossi' },
      { cardCode: CODE, balance: 4, pointBalance: 0 },
    ),
    [OTHER]: counterCard(
      { name: 'Carla', surname: 'Bianchi' },
      { cardCode: OTHER, balance: 9, pointBalance: 0 },
    ),
  };
  api.respond('get', '/api/activities/{activityId}/cards/{cardCode}', ({ params }) => {
    const card = cards[params.cardCode as keyof typeof cards];
    return card
      ? Response.json({ data: card })
      : Response.json({ code: 'not_found', message: 'Elemento non trovato' }, { status: 404 });
  });
  api.answer('post', MOVEMENTS, movementResult({}, 5));
  api.answer('post', COUPONS, redeemedCoupon());
});
afterEach(() => vi.unstubAllGlobals());

function mount() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <CounterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function find(code = CODE) {
  await userEvent.clear(screen.getByLabelText('Codice della carta'));
  await userEvent.type(screen.getByLabelText('Codice della carta'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
}

/** Finds Chiara's card and records a purchase of 20 € (1 € and 10 points back). */
async function purchase() {
  await find();
  await screen.findByRole('heading', { name: 'Chiara Rossi' });
  await userEvent.type(screen.getByLabelText('Importo speso (€)'), '20');
  await userEvent.click(screen.getByRole('button', { name: 'Registra' }));
  return screen.findByText('Registrato: +1,00 € · +10 punti');
}

describe('the counter', () => {
  it('finds the card by its code and shows the customer and the balance', async () => {
    mount();
    await find('4829 1573 6204');
    expect(await screen.findByRole('heading', { name: 'Chiara Rossi' })).toBeTruthy();
    expect(screen.getByTestId('counter-balance').textContent).toBe('4,00 €');
  });

  it('says when no card has the code, and when the code is not 12 digits', async () => {
    mount();
    await find('123');
    expect(screen.getByText('Il codice è di 12 cifre')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Codice della carta'));
    await find('999999999999');
    expect(
      await screen.findByText('Nessuna carta di questa attività ha questo codice'),
    ).toBeTruthy();
  });

  it('records a purchase with a key, and a retry after a refusal reuses it', async () => {
    mount();
    await find();
    await screen.findByRole('heading', { name: 'Chiara Rossi' });
    api.refuse('post', MOVEMENTS, 503, 'Operazione terminata in errore');
    await userEvent.type(screen.getByLabelText('Importo speso (€)'), '20,00');
    await userEvent.click(screen.getByRole('button', { name: 'Registra' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    api.answer('post', MOVEMENTS, movementResult({}, 5));
    await userEvent.click(screen.getByRole('button', { name: 'Registra' }));
    expect(await screen.findByText('Registrato: +1,00 € · +10 punti')).toBeTruthy();
    expect(posts().map((p) => p.body)).toEqual([
      { cardCode: CODE, type: 'AA', spent: 20 },
      { cardCode: CODE, type: 'AA', spent: 20 },
    ]);
    expect(posts()[0]?.key).toBeTruthy();
    expect(posts()[1]?.key).toBe(posts()[0]?.key);
  });

  it("shows the server's refusal of a consumption beyond the balance", async () => {
    mount();
    await find();
    await screen.findByRole('heading', { name: 'Chiara Rossi' });
    api.refuse(
      'post',
      MOVEMENTS,
      422,
      'Saldo insufficiente: sulla carta ci sono 4,00 €',
      'insufficient_balance',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Paga col saldo' }));
    await userEvent.type(screen.getByLabelText('Importo (€)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Registra' }));
    expect(await screen.findByText('Saldo insufficiente: sulla carta ci sono 4,00 €')).toBeTruthy();
  });

  it('refuses an amount with more than 2 decimals without sending it', async () => {
    mount();
    await find();
    await screen.findByRole('heading', { name: 'Chiara Rossi' });
    await userEvent.type(screen.getByLabelText('Importo speso (€)'), '1,005');
    await userEvent.click(screen.getByRole('button', { name: 'Registra' }));
    expect(screen.getByRole('alert').textContent).toMatch(/al massimo 2 decimali/);
    // The field the contract refused says so.
    expect(screen.getByLabelText('Importo speso (€)').getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);
  });

  it('reverses the last operation', async () => {
    mount();
    await find();
    await screen.findByRole('heading', { name: 'Chiara Rossi' });
    await userEvent.type(screen.getByLabelText('Importo speso (€)'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Registra' }));
    await screen.findByText('Registrato: +1,00 € · +10 punti');
    api.answer(
      'post',
      MOVEMENTS,
      movementResult({ id: 91, type: 'SM', amount: -1, points: -10, reversalOf: 90 }, 4),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Storna' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Storna' }),
    );
    expect(await screen.findByText('Stornato: −1,00 € · −10 punti')).toBeTruthy();
    expect(posts()[1]?.body).toEqual({ cardCode: CODE, type: 'SM', reversalOf: 90 });
  });

  it('redeems a coupon by its code, and shows that a second time is refused', async () => {
    mount();
    await userEvent.type(
      screen.getByLabelText('Codice del coupon o del pacchetto'),
      '5123 4567 8901',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Usa il coupon' }));
    expect(await screen.findByText('Coupon «Piega in omaggio» usato')).toBeTruthy();
    expect(posts()).toEqual([{ body: { code: '512345678901' }, key: expect.any(String) }]);
    api.refuse('post', COUPONS, 409, 'Questo coupon è già stato usato', 'already_redeemed');
    await userEvent.type(
      screen.getByLabelText('Codice del coupon o del pacchetto'),
      '512345678901',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Usa il coupon' }));
    expect(await screen.findByText('Questo coupon è già stato usato')).toBeTruthy();
  });
  it('typing another code without searching unloads the card: the previous customer cannot be credited', async () => {
    mount();
    await find();
    await screen.findByRole('heading', { name: 'Chiara Rossi' });
    const field = screen.getByLabelText('Codice della carta');
    await userEvent.clear(field);
    await userEvent.type(field, OTHER);
    expect(screen.queryByRole('heading', { name: 'Chiara Rossi' })).toBeNull();
    expect(screen.queryByLabelText('Importo speso (€)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Registra' })).toBeNull();
    expect(posts()).toEqual([]);
  });

  it("names whose card the operation is for, and sends that card's code", async () => {
    mount();
    await find();
    const form = await screen.findByRole('form', {
      name: 'Operazione sulla carta di Chiara Rossi',
    });
    await userEvent.type(within(form).getByLabelText('Importo speso (€)'), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Registra' }));
    await screen.findByText('Registrato: +1,00 € · +10 punti');
    expect(posts().map((p) => p.body.cardCode)).toEqual([CODE]);
  });

  it('after an operation the screen is ready for the next customer: no card, code or amount, a purchase, the code field focused', async () => {
    mount();
    await find();
    await screen.findByRole('heading', { name: 'Chiara Rossi' });
    api.answer(
      'post',
      MOVEMENTS,
      movementResult({ type: 'C', amount: -2, points: 0, spent: null }, 2),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Paga col saldo' }));
    await userEvent.type(screen.getByLabelText('Importo (€)'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Registra' }));
    await screen.findByText('Registrato: −2,00 €');
    const field = screen.getByLabelText('Codice della carta') as HTMLInputElement;
    expect(screen.queryByRole('heading', { name: 'Chiara Rossi' })).toBeNull();
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
    await find(OTHER);
    await screen.findByRole('heading', { name: 'Carla Bianchi' });
    expect(screen.getByRole('button', { name: 'Acquisto', pressed: true })).toBeTruthy();
    expect((screen.getByLabelText('Importo speso (€)') as HTMLInputElement).value).toBe('');
  });

  it('announces the confirmation as a status above the card and the offers, naming the customer, and brings it into view', async () => {
    const scrolled = vi.fn();
    // jsdom has no scrollIntoView: lent for this test only.
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });
    mount();
    await purchase();
    const status = screen.getByRole('status');
    expect(within(status).getByText('Registrato: +1,00 € · +10 punti')).toBeTruthy();
    expect(status.textContent).toContain('Chiara Rossi');
    const offers = screen.getByRole('heading', { name: 'Coupon e pacchetti' });
    expect(status.compareDocumentPosition(offers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(scrolled.mock.contexts.at(-1)).toBe(status);

    await userEvent.type(
      screen.getByLabelText('Codice del coupon o del pacchetto'),
      '512345678901',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Usa il coupon' }));
    expect(await within(status).findByText('Coupon «Piega in omaggio» usato')).toBeTruthy();
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it('says when an operation sent for the previous customer failed after the staff moved on to the next card', async () => {
    let fail: (r: Response) => void = () => {};
    mount();
    await find();
    await screen.findByRole('heading', { name: 'Chiara Rossi' });
    const pending = new Promise<Response>((resolve) => {
      fail = resolve;
    });
    // The answer arrives only once the next customer's card is on screen.
    api.respond('post', MOVEMENTS, () => pending);
    await userEvent.type(screen.getByLabelText('Importo speso (€)'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Registra' }));
    await find(OTHER);
    await screen.findByRole('heading', { name: 'Carla Bianchi' });
    fail(Response.json({ code: 'error', message: 'Servizio non disponibile' }, { status: 503 }));
    const said = await screen.findByText(
      'Operazione non registrata sulla carta di Chiara Rossi: Servizio non disponibile',
    );
    // Where the confirmations show, announced.
    expect(said.closest('[role="status"]')).toBeTruthy();
    // Carla's card stays on screen, untouched.
    expect(screen.getByRole('heading', { name: 'Carla Bianchi' })).toBeTruthy();
  });

  it('asks before reversing, naming the customer and the amount; going back sends nothing', async () => {
    mount();
    await purchase();
    await userEvent.click(screen.getByRole('button', { name: 'Storna' }));
    const dialog = screen.getByRole('dialog', { name: "Stornare l'operazione?" });
    expect(dialog.textContent).toContain('+1,00 € · +10 punti');
    expect(dialog.textContent).toContain('Chiara Rossi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toHaveLength(1);
  });

  it("keeps Storna on the confirmation once the next customer's card is on screen, and reverses the previous customer's operation", async () => {
    mount();
    await purchase();
    await find(OTHER);
    await screen.findByRole('heading', { name: 'Carla Bianchi' });
    api.answer(
      'post',
      MOVEMENTS,
      movementResult({ id: 91, type: 'SM', amount: -1, points: -10, reversalOf: 90 }, 4),
    );
    await userEvent.click(
      within(screen.getByRole('status')).getByRole('button', { name: 'Storna' }),
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Chiara Rossi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Storna' }));
    expect(await screen.findByText('Stornato: −1,00 € · −10 punti')).toBeTruthy();
    expect(posts()[1]?.body).toEqual({ cardCode: CODE, type: 'SM', reversalOf: 90 });
    // Carla's card stays: the reversal was not hers.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Carla Bianchi' })).toBeTruthy();
  });
});

describe('scanning the barcode', () => {
  let stop: ReturnType<typeof vi.fn>;
  let getUserMedia: ReturnType<typeof vi.fn>;
  let formats: string[];
  let seen: { rawValue: string }[][];
  let made: unknown[];

  beforeEach(() => {
    stop = vi.fn();
    getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }));
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia },
      configurable: true,
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    // The browser's own detector: what it reads in each picture, one after the other.
    formats = ['code_128', 'qr_code'];
    seen = [[{ rawValue: 'https://example.com' }], [{ rawValue: CODE }]];
    made = [];
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = async () => formats;
        constructor(options: unknown) {
          made.push(options);
        }
        detect = async () => seen.shift() ?? [];
      },
    );
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
    vi.restoreAllMocks();
  });

  const scan = () =>
    userEvent.click(screen.getByRole('button', { name: 'Scansiona la carta con la fotocamera' }));

  it('Enter in the code field loads the card, as a scanner that types the code does', async () => {
    mount();
    await userEvent.type(screen.getByLabelText('Codice della carta'), `${CODE}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Chiara Rossi' })).toBeTruthy();
  });

  it("reads the card's Code 128 with the rear camera, loads the card and turns the camera off", async () => {
    mount();
    await scan();
    expect(await screen.findByRole('heading', { name: 'Chiara Rossi' })).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' } });
    expect(made).toEqual([{ formats: ['code_128'] }]);
    expect((screen.getByLabelText('Codice della carta') as HTMLInputElement).value).toBe(CODE);
    expect(stop).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ponyfill.prepareZXingModule).not.toHaveBeenCalled();
  });

  it('turns the camera off when the staff close the scanner', async () => {
    seen = [];
    mount();
    await scan();
    const dialog = await screen.findByRole('dialog', { name: 'Inquadra il codice a barre' });
    await waitFor(() => expect(getUserMedia).toHaveBeenCalled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(stop).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Chiara Rossi' })).toBeNull();
  });

  it('without a Code 128 detector of its own, the browser reads it with the ponyfill and our WASM', async () => {
    formats = ['qr_code'];
    ponyfill.detect.mockResolvedValueOnce([{ rawValue: CODE }]);
    mount();
    await scan();
    expect(await screen.findByRole('heading', { name: 'Chiara Rossi' })).toBeTruthy();
    const [options] = ponyfill.prepareZXingModule.mock.calls.at(-1) as [
      { overrides: { locateFile(path: string, prefix: string): string } },
    ];
    expect(options.overrides.locateFile('zxing_reader.wasm', 'https://cdn.example/')).toMatch(
      /^\/[^/].*zxing_reader\.wasm$/,
    );
  });

  it('says when the camera is refused, and typing the code still works', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    mount();
    await scan();
    expect(
      await screen.findByText(
        'La fotocamera non è permessa: consentila nelle impostazioni del browser, oppure digita il codice.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await find();
    expect(await screen.findByRole('heading', { name: 'Chiara Rossi' })).toBeTruthy();
  });

  it('says when there is no camera (none, or a page not served over HTTPS)', async () => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
    mount();
    await scan();
    expect(
      await screen.findByText('Nessuna fotocamera da usare: digita il codice o usa un lettore.'),
    ).toBeTruthy();
  });
});
