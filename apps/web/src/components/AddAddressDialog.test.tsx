// The delivery address form (issue 22): what a courier needs, autofill names and keyboards, the
// town typed and picked among the server's suggestions for the activity, its province and CAP
// filled from it, the CAP checked for the town's nation, the server's refusal under its field.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Country, CustomerAddress } from '@tessera/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { snackStore } from '../lib/notify.ts';
import { session } from '../lib/session.ts';
import { json, jwt, membership } from '../test-support.tsx';
import { AddAddressDialog } from './AddAddressDialog.tsx';

const IMOLA: Country = {
  id: 3857,
  name: 'Imola',
  province: 'BO',
  nationId: 1,
  nationCode: 'IT',
  caps: ['40026'],
};
const IMPERIA: Country = { ...IMOLA, id: 3000, name: 'Imperia', province: 'IM', caps: ['18100'] };

const SAVED: CustomerAddress = {
  id: 51,
  activityId: 7,
  address: 'Via Emilia',
  streetNumber: '12',
  cap: '40026',
  town: null,
  province: 'BO',
  recipientName: 'Anna Neri',
  phone: '+39 333 123 4567',
  countryId: IMOLA.id,
  country: { id: IMOLA.id, name: 'Imola', province: 'BO' },
};

let searches: URLSearchParams[];
let posted: unknown[];
let refusal: { status: number; body: unknown } | null;
let added: CustomerAddress[];

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  searches = [];
  posted = [];
  refusal = null;
  added = [];
  snackStore.set(null);
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const u = new URL(url, 'http://x');
    if (u.pathname === '/public/countries') {
      searches.push(u.searchParams);
      const name = (u.searchParams.get('filters[name]') ?? '').toLowerCase();
      const rows = [IMOLA, IMPERIA].filter((c) => c.name.toLowerCase().startsWith(name));
      return json(200, { data: rows, totalRows: rows.length });
    }
    if (u.pathname === '/api/customer-addresses' && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      if (refusal) return json(refusal.status, refusal.body);
      return json(200, { data: SAVED });
    }
    return json(200, { data: [], totalRows: 0 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const mount = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AddAddressDialog open onClose={() => {}} onAdded={(a) => added.push(a)} />
    </QueryClientProvider>,
  );

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function fill(user: ReturnType<typeof userEvent.setup>, cap?: string) {
  await user.type(field(/^Destinatario/), 'Anna Neri');
  await user.type(field(/^Telefono per il corriere/), '333 123 4567');
  await user.type(field(/^Indirizzo/), 'Via Emilia');
  await user.type(field(/^Numero civico/), '12');
  await user.type(field(/^Comune/), 'imo');
  // The field searches 300 ms after the last key: wait for that search, not the first list.
  await waitFor(() => expect(searches.at(-1)?.get('filters[name]')).toBe('imo'));
  await user.click(await screen.findByRole('option', { name: 'Imola (BO)' }));
  if (cap !== undefined) {
    await user.clear(field(/^CAP/));
    await user.type(field(/^CAP/), cap);
  }
}

describe('adding a delivery address', () => {
  it('names each field for autofill and gives the phone and CAP their keyboards', () => {
    mount();
    expect(field(/^Destinatario/).autocomplete).toBe('shipping name');
    expect(field(/^Telefono per il corriere/).type).toBe('tel');
    expect(field(/^Telefono per il corriere/).autocomplete).toBe('shipping tel');
    expect(field(/^Indirizzo/).autocomplete).toBe('shipping address-line1');
    expect(field(/^Comune/).autocomplete).toBe('shipping address-level2');
    expect(field(/^Provincia/).autocomplete).toBe('shipping address-level1');
    expect(field(/^Provincia/).readOnly).toBe(true);
    expect(field(/^CAP/).autocomplete).toBe('shipping postal-code');
    expect(field(/^CAP/).inputMode).toBe('numeric');
  });

  it('searches the activity’s towns as typed, fills province and CAP, and saves it', async () => {
    const user = userEvent.setup();
    mount();
    await fill(user);
    const search = searches.at(-1);
    expect(search?.get('filters[activityId]')).toBe('7');
    expect(search?.get('filters[name]')).toBe('imo');
    expect(field(/^Provincia/).value).toBe('BO');
    expect(field(/^CAP/).value).toBe('40026');
    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    await waitFor(() => expect(added).toEqual([SAVED]));
    expect(posted).toEqual([
      {
        recipientName: 'Anna Neri',
        phone: '333 123 4567',
        address: 'Via Emilia',
        streetNumber: '12',
        cap: '40026',
        countryId: IMOLA.id,
        activityId: 7,
      },
    ]);
    expect(snackStore.get()).toMatchObject({
      kind: 'success',
      message: 'Indirizzo aggiunto correttamente',
    });
  });

  it('asks for every field a courier needs, and a CAP of 5 digits, before sending', async () => {
    const user = userEvent.setup();
    mount();
    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(5);
    await fill(user, '4002');
    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    expect(await screen.findByText('Il CAP ha 5 cifre')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('shows the server’s refusal under the CAP and keeps the form', async () => {
    refusal = {
      status: 400,
      body: {
        code: 'cap_not_of_town',
        message: 'Il CAP 40100 non è di Imola: il CAP di Imola è 40026',
      },
    };
    const user = userEvent.setup();
    mount();
    await fill(user, '40100');
    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    const text = await screen.findByText('Il CAP 40100 non è di Imola: il CAP di Imola è 40026');
    expect(field(/^CAP/).getAttribute('aria-invalid')).toBe('true');
    expect(text.id).toBe(field(/^CAP/).getAttribute('aria-describedby'));
    expect(added).toEqual([]);
    expect(field(/^Destinatario/).value).toBe('Anna Neri');
    expect(snackStore.get()).toBeNull();
  });
});
