import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Town } from '../lib/api/countries.ts';
import { json } from '../test-support.tsx';
import { TownField } from './TownField.tsx';

const TOWNS = [
  { id: 1, name: 'Bologna', province: 'BO', nationId: 1 },
  { id: 2, name: 'Bolzano', province: 'BZ', nationId: 1 },
];
let searches: string[];
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
  searches = [];
  picked = null;
  vi.stubGlobal('fetch', async (url: string) => {
    const name = new URL(url, 'http://x').searchParams.get('filters[name]') ?? '';
    searches.push(name);
    const rows = TOWNS.filter((t) => t.name.toLowerCase().includes(name.toLowerCase()));
    return json(200, { data: rows, totalRows: rows.length });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('town field', () => {
  it('waits for a nation', () => {
    mount(null);
    expect((screen.getByLabelText('Comune') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Prima la nazione')).toBeTruthy();
    expect(searches).toEqual([]);
  });

  it('searches what the customer types, after a pause, and keeps the town chosen', async () => {
    mount(1);
    await userEvent.type(screen.getByLabelText('Comune'), 'bolo');
    await userEvent.click(await screen.findByRole('option', { name: 'Bologna (BO)' }));
    expect(picked).toMatchObject({ id: 1, name: 'Bologna' });
    expect((screen.getByLabelText('Comune') as HTMLInputElement).value).toBe('Bologna (BO)');
    // One search for the word, none per key and none for the chosen town's name.
    await new Promise((r) => setTimeout(r, 400));
    await waitFor(() => expect(searches).toEqual(['', 'bolo']));
  });
});
