import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LANGUAGE_CODES } from '@tessera/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Town } from '../lib/api/countries.ts';
import { loadAllTexts, setLanguage } from '../lib/i18n.ts';
import { serveApi } from '../testing/api.ts';
import { town } from '../testing/fixtures/places.ts';
import { TownField } from './TownField.tsx';

const TOWNS = [
  town({ id: 1, name: 'Bologna', province: 'BO' }),
  town({ id: 2, name: 'Bolzano', province: 'BZ', caps: ['39100'] }),
];
const server = serveApi();
/** The names searched, in order. */
const searches = () =>
  server.calls().map((c) => new URL(c.url, 'http://x').searchParams.get('filters[name]') ?? '');
let picked: Town | null;

function Form({ nationId }: { nationId: number | null }) {
  const [town, setTown] = useState<Town | null>(null);
  picked = town;
  return (
    <TownField
      id="town"
      nationId={nationId}
      value={town}
      onChange={setTown}
      texts={{ label: 'Comune', none: 'Nessun comune', nationFirst: 'Prima la nazione' }}
    />
  );
}

const mount = (nationId: number | null) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Form nationId={nationId} />
    </QueryClientProvider>,
  );

beforeEach(() => {
  picked = null;
  server.list('/public/countries', ({ query }) => {
    const name = query.get('filters[name]') ?? '';
    return TOWNS.filter((t) => t.name.toLowerCase().includes(name.toLowerCase()));
  });
});

describe('town field', () => {
  it('waits for a nation', () => {
    mount(null);
    expect((screen.getByLabelText('Comune') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Prima la nazione')).toBeTruthy();
    expect(searches()).toEqual([]);
  });

  it('searches what the customer types, after a pause, and keeps the town chosen', async () => {
    mount(1);
    await userEvent.type(screen.getByLabelText('Comune'), 'bolo');
    await userEvent.click(await screen.findByRole('option', { name: 'Bologna (BO)' }));
    expect(picked).toMatchObject({ id: 1, name: 'Bologna' });
    expect((screen.getByLabelText('Comune') as HTMLInputElement).value).toBe('Bologna (BO)');
    // One search for the word, none per key and none for the chosen town's name.
    await new Promise((r) => setTimeout(r, 400));
    await waitFor(() => expect(searches()).toEqual(['', 'bolo']));
  });

  it("names its buttons in the customer's language, not MUI's English", async () => {
    const names = {
      it: ["Apri l'elenco", "Chiudi l'elenco", 'Cancella'],
      es: ['Abrir la lista', 'Cerrar la lista', 'Borrar'],
      fr: ['Ouvrir la liste', 'Fermer la liste', 'Effacer'],
      de: ['Liste öffnen', 'Liste schließen', 'Löschen'],
      gb: ['Open the list', 'Close the list', 'Clear'],
    };
    const user = userEvent.setup();
    mount(1);
    await user.type(screen.getByLabelText('Comune'), 'bolo');
    await user.click(await screen.findByRole('option', { name: 'Bologna (BO)' }));
    for (const lang of LANGUAGE_CODES) {
      await act(async () => {
        await setLanguage(lang);
        await loadAllTexts();
      });
      const [open, close, clear] = names[lang];
      expect(screen.getByRole('button', { name: open })).toBeTruthy();
      // Shown on hover or focus: the button is there with its name.
      expect(screen.getByTitle(clear as string)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: open }));
      expect(await screen.findByRole('button', { name: close })).toBeTruthy();
      await user.keyboard('{Escape}');
    }
    await act(() => setLanguage('it'));
  });
});
