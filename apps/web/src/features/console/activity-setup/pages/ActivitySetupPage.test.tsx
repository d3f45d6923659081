// The activity set-up screen: the set-up as saved, a low contrast shown live and refused on its
// field before anything is sent, the whole set-up sent in one keyed PUT that reads again what the
// customer app reads, the server's refusal on its field, the home's pictures uploaded and moved,
// the video uploaded, and unsaved changes told.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ActivitySetupView } from '@tessera/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadAllTexts, setLanguage } from '../../../../lib/i18n.ts';
import { snackStore } from '../../../../lib/notify.ts';
import { session } from '../../../../lib/session.ts';
import { jwt, membership } from '../../../../test-support.tsx';
import { serveApi } from '../../../../testing/api.ts';
import ActivitySetupPage from './ActivitySetupPage.tsx';

const server = serveApi();
/** A long form: rendering and typing in it takes a while in jsdom on a busy machine. */
const SLOW = 40_000;

const SETTINGS = '/api/activities/{activityId}/settings' as const;
const PICTURES = '/api/activities/{activityId}/home-pictures' as const;

const SWITCHES = {
  showShopApp: true,
  showBookingApp: false,
  showCouponApp: true,
  showPack: false,
  showIntroduceFriendApp: false,
  showMenuApp: true,
  showIntroduceFriendPhoneApp: false,
  showInstantWinApp: false,
  showFlowNoticePoint: false,
};

/** Gelateria Nuvola as saved: blue with white text, the pictures' home, English texts. */
const setup = (over: Partial<ActivitySetupView> = {}): ActivitySetupView => ({
  name: 'Gelateria Nuvola',
  color: '0D47A1',
  colorText: 'FFFFFF',
  logoFileName: null,
  logoUrl: null,
  timeZone: 'Europe/Rome',
  templateAppHome: 'I',
  graphicCardType: 'S',
  switches: SWITCHES,
  menuType: 'V',
  menuTextApp: 'I nostri gusti',
  menuDescriptionBottom: null,
  menuColorBackground: null,
  menuColorText: null,
  menuShowIcon: true,
  showCurrency: true,
  menuLinkWhatApp: null,
  menuTextWhatApp: null,
  shopTextColor: null,
  shopTextSize: null,
  shopTextSelectedSize: null,
  showAddressCustomer: false,
  showNationCustomer: false,
  requiredPhoneNumber: true,
  multiLanguage: true,
  replyTo: null,
  translations: [{ languageCode: 'gb', menuTextApp: 'Our flavours', menuDescriptionBottom: null }],
  ...over,
});

const picture = (id: number, sort: number) => ({
  id,
  fileName: `${String(id).padStart(32, '0')}.webp`,
  url: `/images/activity/7/${String(id).padStart(32, '0')}.webp`,
  sort,
});

const language = (id: number, code: string, name: string) => ({
  id,
  activityId: 7,
  language: { id, code, flagCode: code, name },
});

/** The body the saved set-up stands for: what a save without changes sends. */
const bodyOf = (v: ActivitySetupView) => {
  const { logoUrl: _, ...rest } = v;
  const codes = ['it', 'es', 'fr', 'de', 'gb'] as const;
  return {
    ...rest,
    translations: codes.map((languageCode) => ({
      languageCode,
      menuTextApp: v.translations.find((t) => t.languageCode === languageCode)?.menuTextApp ?? null,
      menuDescriptionBottom:
        v.translations.find((t) => t.languageCode === languageCode)?.menuDescriptionBottom ?? null,
    })),
  };
};

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5, [], 'admin@tessera.demo'), 'r');
  session.setActivities([membership(7, ['ROLE_ADMIN'])]);
  snackStore.set(null);
  await setLanguage('it');
  await loadAllTexts();
});

function mount({ view = setup(), pictures = [picture(11, 0), picture(12, 1)] } = {}) {
  server.answer('get', SETTINGS, view);
  server.list(PICTURES, pictures);
  server.answer('get', '/api/activities/{activityId}/home-video', null);
  server.list('/public/activity-languages', [
    language(1, 'it', 'Italiano'),
    language(5, 'gb', 'English'),
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidated: unknown[] = [];
  const invalidate = client.invalidateQueries.bind(client);
  client.invalidateQueries = (filters, options) => {
    invalidated.push(filters?.queryKey);
    return invalidate(filters, options);
  };
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/console/activity']}>
        <ActivitySetupPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { invalidated };
}

// By label, not by role: the form is long, and role queries walk all of it (jsdom is slow at it).
const field = (name: RegExp) =>
  screen.getByLabelText(name, { selector: 'input, textarea' }) as HTMLInputElement;
const toggle = (name: string) =>
  screen.getByLabelText(name, { selector: 'input[role="switch"]' }) as HTMLInputElement;
const sent = (method: string) => server.calls().filter((c) => c.method === method);
const loaded = async () =>
  (await screen.findByLabelText(/^Nome dell'attività/, { selector: 'input' })) as HTMLInputElement;

async function retype(input: HTMLInputElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('the activity set-up', () => {
  it(
    'shows the set-up as saved, in sections',
    async () => {
      mount();
      expect((await loaded()).value).toBe('Gelateria Nuvola');
      expect(field(/^Colore dell'attività/).value).toBe('0D47A1');
      expect(field(/^Colore del testo sul colore/).value).toBe('FFFFFF');
      expect(screen.getByText('Contrasto 8,63:1: si legge bene')).toBeTruthy();
      expect(toggle('Shop').checked).toBe(true);
      expect(toggle('Pacchetti').checked).toBe(false);
      expect(toggle('Numero di cellulare obbligatorio').checked).toBe(true);
      expect(screen.getByRole('radio', { name: 'Immagini' })).toHaveProperty('checked', true);
      const sections = [...document.querySelectorAll('form section[aria-labelledby] > h2')];
      expect(sections.map((h) => h.textContent)).toEqual([
        'Identità',
        'Colori',
        'Home',
        'Carta',
        "Voci dell'app",
        'Testi del menu',
        'Iscrizione dei clienti',
        'Lingue',
      ]);
      // Each switch says what customers see.
      expect(toggle('Menu').getAttribute('aria-describedby')).toBe('setup-switch-showMenuApp-help');
      expect(document.getElementById('setup-switch-showMenuApp-help')?.textContent).toBe(
        'I clienti vedono il menu con prezzi e allergeni',
      );
      // The home's pictures, in order; the texts of the languages offered.
      const gallery = await screen.findByRole('list', { name: 'Immagini della home' });
      expect(
        within(gallery)
          .getAllByRole('img')
          .map((i) => i.getAttribute('alt')),
      ).toEqual(['Immagine 1 della home', 'Immagine 2 della home']);
      const english = await screen.findByRole('group', { name: 'Inglese' });
      expect(
        (within(english).getByRole('textbox', { name: 'Nome del menu' }) as HTMLInputElement).value,
      ).toBe('Our flavours');
      expect(screen.queryByRole('group', { name: 'Tedesco' })).toBeNull();
    },
    SLOW,
  );

  it(
    'shows a low contrast as it is typed, and refuses it on the field before sending',
    async () => {
      mount();
      await loaded();
      await retype(field(/^Colore dell'attività/), 'FFEB3B');
      expect(
        (
          await screen.findByText(/^Contrasto 1,22:1: troppo basso, ne serve almeno 4,5:1/)
        ).getAttribute('role'),
      ).toBe('alert');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      const colorText = field(/^Colore del testo sul colore/);
      await waitFor(() => expect(colorText.getAttribute('aria-invalid')).toBe('true'));
      expect(
        screen.getByText('Contrasto 1,22:1: il testo non si legge, ne serve almeno 4,5:1'),
      ).toBeTruthy();
      expect(screen.getByText('Correggi i campi segnati in rosso')).toBeTruthy();
      expect(sent('PUT')).toEqual([]);
    },
    SLOW,
  );

  it(
    'refuses a WhatsApp link that leads elsewhere, and a size out of range',
    async () => {
      mount();
      await loaded();
      await userEvent.type(field(/^WhatsApp: numero o link/), 'https://example.com/chat');
      await userEvent.type(field(/^Misura del testo/), '80');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      expect(
        await screen.findByText('Un numero di telefono o un link https a wa.me o whatsapp.com'),
      ).toBeTruthy();
      expect(screen.getByText('Una misura intera da 12 a 32 px, o vuoto')).toBeTruthy();
      expect(sent('PUT')).toEqual([]);
    },
    SLOW,
  );

  it(
    'takes the reply-to e-mail, says where replies go, refuses one that is no address',
    async () => {
      mount({ view: setup({ replyTo: 'ciao@nuvola.example' }) });
      await loaded();
      const replyTo = field(/^E-mail per le risposte/);
      expect(replyTo.value).toBe('ciao@nuvola.example');
      expect(document.getElementById('setup-reply-to-helper-text')?.textContent).toBe(
        'Le risposte dei clienti alle e-mail di prenotazioni e ordini arrivano a questo indirizzo; vuoto: nessuno',
      );
      await retype(replyTo, 'ciao@nuvola');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      await waitFor(() => expect(replyTo.getAttribute('aria-invalid')).toBe('true'));
      expect(document.getElementById('setup-reply-to-helper-text')?.textContent).toBe(
        'Indirizzo e-mail non valido',
      );
      expect(sent('PUT')).toEqual([]);
      server.answer('put', SETTINGS, ({ body }) => setup({ ...body, logoUrl: null }));
      await retype(replyTo, ' Prenota@Nuvola.example ');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      await waitFor(() => expect(sent('PUT')).toHaveLength(1));
      expect(sent('PUT')[0]?.body).toMatchObject({ replyTo: 'prenota@nuvola.example' });
      // Blank: none.
      await retype(field(/^E-mail per le risposte/), '');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      await waitFor(() => expect(sent('PUT')).toHaveLength(2));
      expect(sent('PUT')[1]?.body).toMatchObject({ replyTo: null });
    },
    SLOW,
  );

  it(
    'sends the whole set-up in one keyed PUT and reads again what the customer app reads',
    async () => {
      const { invalidated } = mount();
      server.answer('put', SETTINGS, ({ body }) =>
        setup({
          ...body,
          logoUrl: null,
          translations: body.translations.filter(
            (t: { menuTextApp: string | null }) => t.menuTextApp,
          ),
        }),
      );
      await loaded();
      await retype(field(/^Colore dell'attività/), '#b71c1c');
      await userEvent.click(toggle('Pacchetti'));
      await userEvent.type(field(/^WhatsApp: numero o link/), '+39 051 123 4567');
      expect(screen.getByText('Modifiche non salvate')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      await waitFor(() =>
        expect(snackStore.get()).toMatchObject({
          kind: 'success',
          message: "Impostazioni salvate: l'app dei clienti è già aggiornata",
        }),
      );
      expect(sent('PUT')).toEqual([
        {
          method: 'PUT',
          url: '/api/activities/7/settings',
          body: {
            ...bodyOf(setup()),
            color: 'B71C1C',
            switches: { ...SWITCHES, showPack: true },
            menuLinkWhatApp: '+39 051 123 4567',
          },
          idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      ]);
      expect(invalidated).toEqual(
        expect.arrayContaining([
          ['activityCustomers'],
          ['configuration'],
          ['menu'],
          ['activityImages'],
          ['activityVideo'],
          ['console'],
        ]),
      );
      expect(field(/^Colore dell'attività/).value).toBe('B71C1C');
      expect(screen.queryByText('Modifiche non salvate')).toBeNull();
    },
    SLOW,
  );

  it(
    "shows the server's refusal on the field it names",
    async () => {
      mount();
      server.refuse('put', SETTINGS, 400, 'Dati non validi: menuTextWhatApp', 'invalid_input');
      await loaded();
      await userEvent.type(field(/^WhatsApp: testo del pulsante/), 'Scrivici');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      const whatsApp = field(/^WhatsApp: testo del pulsante/);
      await waitFor(() => expect(whatsApp.getAttribute('aria-invalid')).toBe('true'));
      expect(screen.getByText('Dati non validi: menuTextWhatApp')).toBeTruthy();
      expect(screen.getByText('Correggi i campi segnati in rosso')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'uploads a picture for the home and moves one up, sending the whole order',
    async () => {
      mount();
      const uploaded = picture(13, 2);
      server.answer(
        'post',
        '/api/activities/{activityId}/pictures',
        { fileName: uploaded.fileName, url: uploaded.url, width: 1600, height: 900 },
        201,
      );
      server.answer('post', PICTURES, uploaded);
      server.answer('put', '/api/activities/{activityId}/home-picture-order', ({ body }) =>
        (body.ids as number[]).map((id, sort) => picture(id, sort)),
      );
      await loaded();
      await screen.findByRole('list', { name: 'Immagini della home' });
      const file = new File([new Uint8Array([137, 80, 78, 71])], 'gelato.png', {
        type: 'image/png',
      });
      await userEvent.upload(screen.getByTestId('home-picture-file'), file);
      await waitFor(() => expect(screen.getByText('Immagine aggiunta alla home')).toBeTruthy());
      expect(sent('POST').map((c) => [c.url, c.body])).toEqual([
        ['/api/activities/7/pictures', expect.anything()],
        ['/api/activities/7/home-pictures', { fileName: uploaded.fileName }],
      ]);
      await userEvent.click(screen.getByRole('button', { name: "Sposta prima l'immagine 2" }));
      await waitFor(() => expect(sent('PUT')).toHaveLength(1));
      expect(sent('PUT')[0]).toMatchObject({
        url: '/api/activities/7/home-picture-order',
        body: { ids: [12, 11] },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
    },
    SLOW,
  );

  it(
    'uploads a video for the video home and sets it',
    async () => {
      mount({ view: setup({ templateAppHome: 'V' }) });
      const fileName = `${'a'.repeat(32)}.mp4`;
      server.answer(
        'post',
        '/api/activities/{activityId}/videos',
        { fileName, url: `/images/video/7/${fileName}`, bytes: 4 },
        201,
      );
      server.answer('put', '/api/activities/{activityId}/home-video', {
        fileName,
        url: `/images/video/7/${fileName}`,
      });
      await loaded();
      expect(
        await screen.findByText('Nessun video: la home mostra le immagini, se ci sono.'),
      ).toBeTruthy();
      const file = new File([new Uint8Array([0, 0, 0, 24])], 'spot.mp4', { type: 'video/mp4' });
      await userEvent.upload(screen.getByTestId('home-video-file'), file);
      await waitFor(() => expect(sent('PUT')).toHaveLength(1));
      expect(sent('PUT')[0]).toMatchObject({
        url: '/api/activities/7/home-video',
        body: { fileName },
      });
      expect(await screen.findByText('Video caricato: i clienti lo vedono già')).toBeTruthy();
    },
    SLOW,
  );

  it(
    "previews the menu's name as the customer reads it in the screen's language",
    async () => {
      mount();
      await loaded();
      const preview = (name: string) =>
        screen.getAllByRole('img', { name }).map((p) => p.textContent ?? '')[0];
      expect(preview('Anteprima: il menu con questi colori')).toContain('I nostri gusti');
      await setLanguage('gb');
      // English has its own name: the customer reading in English sees that one.
      expect(
        await screen.findByRole('img', { name: 'Preview: the menu in these colours' }),
      ).toHaveProperty('textContent', expect.stringContaining('Our flavours'));
    },
    SLOW,
  );

  it(
    'offers one more language at once',
    async () => {
      mount();
      server.answer('put', '/api/activities/{activityId}/languages', ({ body }) => body);
      await loaded();
      const offered = screen.getByRole('group', { name: 'Lingue offerte' });
      const checkbox = (name: string) => within(offered).getByRole('checkbox', { name });
      await waitFor(() => expect((checkbox('Inglese') as HTMLInputElement).checked).toBe(true));
      await userEvent.click(checkbox('Tedesco'));
      await waitFor(() => expect(sent('PUT')).toHaveLength(1));
      expect(sent('PUT')[0]).toMatchObject({
        url: '/api/activities/7/languages',
        body: { languages: ['it', 'de', 'gb'] },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      await waitFor(() =>
        expect(snackStore.get()).toMatchObject({ kind: 'success', message: 'Lingue salvate' }),
      );
    },
    SLOW,
  );

  it(
    'cannot untick the only language offered',
    async () => {
      mount();
      server.list('/public/activity-languages', [language(1, 'it', 'Italiano')]);
      await loaded();
      const offered = screen.getByRole('group', { name: 'Lingue offerte' });
      const italian = within(offered).getByRole('checkbox', {
        name: 'Italiano',
      }) as HTMLInputElement;
      await waitFor(() => expect(italian.checked).toBe(true));
      expect(italian.disabled).toBe(true);
      expect(sent('PUT')).toEqual([]);
    },
    SLOW,
  );
});
