import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../lib/i18n.ts';
import { snackStore } from '../lib/notify.ts';
import { serveApi } from '../testing/api.ts';
import { ITALY } from '../testing/fixtures/places.ts';
import { ChoiceField, NationField, nationsIn } from './CustomerFields.tsx';

const withQueries = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

const server = serveApi();

beforeEach(async () => {
  snackStore.set(null);
  await setLanguage('it');
});

describe('customer fields', () => {
  it('a choice is a radio group named by its legend', () => {
    const onChange = vi.fn();
    render(
      <ChoiceField
        id="gender"
        label="Sesso"
        value="M"
        options={[
          { value: 'M', label: 'Uomo' },
          { value: 'F', label: 'Donna' },
        ]}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Sesso' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Uomo' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Donna' }));
    expect(onChange).toHaveBeenCalledWith('F');
  });

  it('the nation is a number or none, from the nations list', async () => {
    server.list('/public/nations', [ITALY]);
    const onChange = vi.fn();
    render(withQueries(<NationField id="n" label="Nazione" value={null} onChange={onChange} />));
    await screen.findByRole('option', { name: 'Italia' });
    fireEvent.change(screen.getByLabelText('Nazione'), { target: { value: '1' } });
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.change(screen.getByLabelText('Nazione'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('a quiet nation list says nothing when it fails, a loud one tells', async () => {
    server.refuse('get', '/public/nations', 500, 'Giù', 'down');
    const quiet = render(
      withQueries(<NationField id="n" label="Nazione" value={null} onChange={vi.fn()} silent />),
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(snackStore.get()).toBeNull();
    quiet.unmount();
    render(withQueries(<NationField id="n" label="Nazione" value={null} onChange={vi.fn()} />));
    await waitFor(() => expect(snackStore.get()).toMatchObject({ kind: 'error', message: 'Giù' }));
  });

  it("names the nations in the screen's language, in its order, not each in its own", async () => {
    const stored = [
      { id: 1, code: 'IT', name: 'Italia' },
      { id: 2, code: 'ES', name: 'España' },
      { id: 3, code: 'DE', name: 'Deutschland' },
      { id: 4, code: 'GB', name: 'United Kingdom' },
      { id: 5, code: 'CH', name: 'Schweiz' },
    ];
    expect(nationsIn('it', stored).map((n) => n.name)).toEqual([
      'Germania',
      'Italia',
      'Regno Unito',
      'Spagna',
      'Svizzera',
    ]);
    expect(nationsIn('gb', stored).map((n) => n.name)).toEqual([
      'Germany',
      'Italy',
      'Spain',
      'Switzerland',
      'United Kingdom',
    ]);
    // A code the browser does not know keeps the stored name.
    expect(nationsIn('it', [{ id: 9, code: 'ZZZ', name: 'Atlantide' }])).toEqual([
      { id: 9, name: 'Atlantide' },
    ]);
    server.list('/public/nations', stored);
    render(withQueries(<NationField id="n" label="Nazione" value={2} onChange={vi.fn()} />));
    await screen.findByRole('option', { name: 'Spagna' });
    expect(screen.queryByRole('option', { name: 'España' })).toBeNull();
    expect((screen.getByLabelText('Nazione') as HTMLSelectElement).value).toBe('2');
  });
});
