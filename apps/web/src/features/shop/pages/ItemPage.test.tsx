// The item detail (issue 17: shopType A asks for colour and size; R dishes have one plain size):
// a sold-out size cannot be chosen, a low one says how many are left, nothing is added until a
// colour and a size are chosen, the quantity stops at the stock, "Aggiungi e vai al carrello"
// goes to /shop/cart keeping the language prefix.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { serveApi } from '../../../testing/api.ts';
import {
  BLUE,
  DISH_COLOR,
  dish,
  mount,
  RED,
  type Sent,
  serve,
  signIn,
  view,
} from '../catalogue-testing.tsx';
import ItemPage from './ItemPage.tsx';

// The world's routes answer through Mock Service Worker.
serveApi();

beforeEach(async () => {
  signIn();
  await setLanguage('it');
});
afterEach(async () => {
  await setLanguage('it');
});

const open = (id = 21, path = `/shop/item/${id}`) =>
  mount(<ItemPage />, path, path.startsWith('/gb') ? '/gb/shop/item/:id' : '/shop/item/:id');
const posts = (sent: Sent[]) => sent.filter((s) => s.method === 'POST');
const button = (name: string | RegExp) => screen.getByRole('button', { name });

it('a sold-out size is disabled, a low one says how many are left', async () => {
  serve({ shopType: 'A', views: { 21: view([BLUE]) } });
  open();
  const sizes = await screen.findByRole('group', { name: 'Taglia' });
  expect(within(sizes).getByRole('button', { name: 'S, esaurita' })).toHaveProperty(
    'disabled',
    true,
  );
  const m = within(sizes).getByRole('button', { name: /^M/ });
  expect(m).toHaveProperty('disabled', false);
  expect(m.textContent).toContain('ultimi 2');
  expect(within(sizes).getByRole('button', { name: 'L' }).textContent).toBe('L');
});

it('adds nothing until a colour and a size are chosen, then the size chosen', async () => {
  const sent = serve({ shopType: 'A', views: { 21: view([BLUE, RED]) } });
  open();
  await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi al carrello' }));
  expect(posts(sent)).toHaveLength(0);
  expect(screen.getByText('Scegli un colore')).toBeTruthy();
  expect(screen.getByText('Scegli una taglia')).toBeTruthy();

  const colours = screen.getByRole('group', { name: 'Colore' });
  await userEvent.click(within(colours).getByRole('button', { name: 'Blu' }));
  expect(within(colours).getByRole('button', { name: 'Blu' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  expect(screen.queryByText('Scegli un colore')).toBeNull();
  await userEvent.click(button('Aggiungi al carrello'));
  expect(posts(sent)).toHaveLength(0);

  await userEvent.click(button(/^M/));
  await userEvent.click(button('Aggiungi al carrello'));
  await waitFor(() => expect(posts(sent)).toHaveLength(1));
  expect(posts(sent)[0]).toMatchObject({
    path: '/api/itemcarts',
    body: { itemColorSizeId: 212, itemId: 3, activityId: 7, quantity: 1 },
  });
  expect(await screen.findByText('Prodotto aggiornato al carrello')).toBeTruthy();
  expect(screen.getByLabelText('location').textContent).toBe('/shop/item/21');
});

it('another colour shows its own sizes, keeping the size chosen where it is on sale', async () => {
  const sent = serve({ shopType: 'A', views: { 21: view([BLUE, RED]) } });
  open();
  const colours = await screen.findByRole('group', { name: 'Colore' });
  await userEvent.click(within(colours).getByRole('button', { name: 'Rosso' }));
  const sizes = screen.getByRole('group', { name: 'Taglia' });
  expect(within(sizes).queryByRole('button', { name: 'L' })).toBeNull();
  expect(within(sizes).getByRole('button', { name: 'M, esaurita' })).toHaveProperty(
    'disabled',
    true,
  );
  await userEvent.click(within(sizes).getByRole('button', { name: /^S/ }));
  // Blue has S sold out: the choice is dropped.
  await userEvent.click(within(colours).getByRole('button', { name: 'Blu' }));
  await userEvent.click(button('Aggiungi al carrello'));
  expect(posts(sent)).toHaveLength(0);
  expect(screen.getByText('Scegli una taglia')).toBeTruthy();
  // Back to red, S again, then blue's L, then red has no L.
  await userEvent.click(within(colours).getByRole('button', { name: 'Rosso' }));
  await userEvent.click(
    within(screen.getByRole('group', { name: 'Taglia' })).getByRole('button', { name: /^S/ }),
  );
  await userEvent.click(button('Aggiungi al carrello'));
  await waitFor(() => expect(posts(sent)).toHaveLength(1));
  expect(posts(sent)[0]?.body).toMatchObject({ itemColorSizeId: 221 });
});

it('with one colour, only the size is asked', async () => {
  const sent = serve({ shopType: 'A', views: { 21: view([BLUE]) } });
  open();
  await userEvent.click(await screen.findByRole('button', { name: 'L' }));
  await userEvent.click(button('Aggiungi al carrello'));
  await waitFor(() => expect(posts(sent)[0]?.body).toMatchObject({ itemColorSizeId: 213 }));
  expect(screen.queryByText('Scegli un colore')).toBeNull();
});

it('the quantity stops at the stock of the size chosen', async () => {
  const sent = serve({ shopType: 'A', views: { 21: view([BLUE]) } });
  open();
  await userEvent.click(await screen.findByRole('button', { name: /^M/ }));
  const more = button('Aumenta la quantità');
  await userEvent.click(more);
  expect(more).toHaveProperty('disabled', true);
  expect(screen.getByLabelText('Quantità').textContent).toBe('2');
  await userEvent.click(button('Aggiungi al carrello'));
  await waitFor(() => expect(posts(sent)[0]?.body).toMatchObject({ quantity: 2 }));
});

it('"Aggiungi e vai al carrello" adds, then goes to the cart in the language shown', async () => {
  await setLanguage('gb');
  const sent = serve({ shopType: 'A', views: { 21: view([BLUE]) } });
  open(21, '/gb/shop/item/21');
  await userEvent.click(await screen.findByRole('button', { name: 'L' }));
  await userEvent.click(button('Add and go to the cart'));
  await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/gb/shop/cart'));
  expect(posts(sent)).toHaveLength(1);
});

it('a dish (R) is added at once: no colour or size to choose', async () => {
  const sent = serve({
    shopType: 'R',
    views: { 41: { item: dish(), itemColor: DISH_COLOR, itemColors: [DISH_COLOR] } },
  });
  open(41);
  await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi al carrello' }));
  expect(screen.queryByRole('group', { name: 'Colore' })).toBeNull();
  expect(screen.queryByRole('group', { name: 'Taglia' })).toBeNull();
  await waitFor(() =>
    expect(posts(sent)[0]?.body).toMatchObject({ itemColorSizeId: 411, itemId: 9, quantity: 1 }),
  );
  expect(screen.getByRole('list', { name: 'Allergeni di Lasagne al forno' }).textContent).toContain(
    'Latte',
  );
});

it('an item sold out in every size says so and cannot be added', async () => {
  const soldOut = { ...BLUE, itemColorSizes: BLUE.itemColorSizes.map((s) => ({ ...s, stock: 0 })) };
  serve({ shopType: 'A', views: { 21: view([soldOut], { soldOut: true }) } });
  open();
  expect(await screen.findByText('Questo prodotto è esaurito.')).toBeTruthy();
  expect(button('Aggiungi al carrello')).toHaveProperty('disabled', true);
  expect(button('Aggiungi e vai al carrello')).toHaveProperty('disabled', true);
});

it('shows the name, the price, the discount and the pictures', async () => {
  serve({
    shopType: 'A',
    views: { 21: view([BLUE], { discountPrice: 24.5 }) },
    itemImages: [{ id: 1, itemId: 3, url: '/images/item/3-back.jpg', sort: 1 }],
  });
  open();
  expect(await screen.findByRole('heading', { name: 'Maglia a righe', level: 2 })).toBeTruthy();
  expect(screen.getByText('24,50 €')).toBeTruthy();
  expect(screen.getByText('30,00 €').closest('s')).toBeTruthy();
  expect(screen.getByText('Cotone, vestibilità regolare.')).toBeTruthy();
  const pictures = await screen.findByRole('list', { name: 'Immagini di Maglia a righe' });
  await waitFor(() => expect(within(pictures).getAllByRole('img')).toHaveLength(2));
});

it('an item no longer sold says so', async () => {
  serve({ shopType: 'A', views: {} });
  open(99);
  expect(await screen.findByText('Questo prodotto non è più disponibile.')).toBeTruthy();
});
