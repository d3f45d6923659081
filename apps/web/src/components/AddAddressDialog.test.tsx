// The delivery address form (issue 22): what a courier needs, autofill names and keyboards, the
// town typed and picked among the server's suggestions for the activity, its province and CAP
// filled from it, the CAP checked for the town's nation, the server's refusal under its field.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CustomerAddress } from '@tessera/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { snackStore } from '../lib/notify.ts';
import { session } from '../lib/session.ts';
import { jwt, membership } from '../test-support.tsx';
import { serveApi } from '../testing/api.ts';
import { address, town } from '../testing/fixtures/places.ts';
import { AddAddressDialog } from './AddAddressDialog.tsx';

const IMOLA = town({ id: 3857, name: 'Imola', province: 'BO', caps: ['40026'] });
const IMPERIA = town({ id: 3000, name: 'Imperia', province: 'IM', caps: ['18100'] });

const SAVED = address({
  id: 51,
  address: 'Via Emilia',
  streetNumber: '12',
  cap: '40026',
  province: 'BO',
  recipientName: 'Anna Neri',
  countryId: IMOLA.id,
  country: { id: IMOLA.id, name: 'Imola', province: 'BO' },
});

const server = serveApi();
/** The town searches the field made. */
const searches = () =>
  server
    .calls()
    .filter((c) => c.url.startsWith('/public/countries'))
    .map((c) => new URL(c.url, 'http://x').searchParams);
/** The addresses the dialog sent. */
const posted = () =>
  server
    .calls()
    .filter((c) => c.method === 'POST')
    .map((c) => c.body);
let added: CustomerAddress[];

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  added = [];
  snackStore.set(null);
  server.list('/public/countries', ({ query }) => {
    const name = (query.get('filters[name]') ?? '').toLowerCase();
    return [IMOLA, IMPERIA].filter((c) => c.name.toLowerCase().startsWith(name));
  });
  server.answer('post', '/api/customer-addresses', SAVED);
});

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
  await waitFor(() => expect(searches().at(-1)?.get('filters[name]')).toBe('imo'));
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
    const search = searches().at(-1);
    expect(search?.get('filters[activityId]')).toBe('7');
    expect(search?.get('filters[name]')).toBe('imo');
    expect(field(/^Provincia/).value).toBe('BO');
    expect(field(/^CAP/).value).toBe('40026');
    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    await waitFor(() => expect(added).toEqual([SAVED]));
    expect(posted()).toEqual([
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
    expect(posted()).toEqual([]);
  });

  it('shows the server’s refusal under the CAP and keeps the form', async () => {
    server.refuse(
      'post',
      '/api/customer-addresses',
      400,
      'Il CAP 40100 non è di Imola: il CAP di Imola è 40026',
      'cap_not_of_town',
    );
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
