// The menu screen's logic: categories as tabs (O) or one list (V), prices formatted, allergens
// by name with 'Non gestito' for an unknown code, icons only when menuShowIcon is on, the
// configured colours, the text at the bottom and the WhatsApp link.

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { jwt, membership } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import {
  configuration as activityConfiguration,
  type Configuration,
} from '../../../testing/fixtures/activity.ts';
import { type MenuEntry, menuEntry } from '../../../testing/fixtures/menus.ts';
import MenuPage from './MenuPage.tsx';

const api = serveApi();

const configuration = (over: Partial<Configuration> = {}) =>
  activityConfiguration({
    bookingType: 'R',
    shopType: 'R',
    shopTimePreparation: 15,
    menuTextApp: 'Il nostro menu',
    menuShowIcon: true,
    ...over,
  });

let id = 0;
const entry = (category: [number, string, number], over: Partial<MenuEntry> = {}) => {
  id += 1;
  return menuEntry(id, { id: category[0], name: category[1], sort: category[2] }, over);
};

const PRIMI: [number, string, number] = [1, 'Primi', 20];
const ANTIPASTI: [number, string, number] = [2, 'Antipasti', 10];
const MENU = [
  entry(PRIMI, {
    name: 'Tagliatelle al ragù',
    price: 13,
    allergens: ['GL', 'UO', 'SF'],
    description: 'Tirate al mattarello.',
  }),
  entry(ANTIPASTI, { name: 'Friggione', price: 1234.5, typologies: ['VE', 'GF'] }),
];

function serve(config: Configuration, menu: MenuEntry[] = MENU) {
  api.answer('get', '/api/activities/{id}/configurations', config);
  api.list('/api/menus', ({ query }) => {
    expect(query.get('filters[activityId]')).toBe('7');
    return menu;
  });
}

const mount = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MenuPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  await setLanguage('it');
});

it('V lists every category in its order as a section, with prices as prices', async () => {
  serve(configuration({ menuType: 'V' }));
  mount();
  const headings = await screen.findAllByRole('heading', { level: 2 });
  expect(headings.map((h) => h.textContent)).toEqual(['Antipasti', 'Primi']);
  expect(screen.queryByRole('tablist')).toBeNull();
  const prices = screen.getAllByTestId('menu-price').map((p) => p.textContent);
  expect(prices).toEqual(['1.234,50 €', '13,00 €']);
  expect(screen.getByText('Tirate al mattarello.')).toBeTruthy();
});

it('O shows the categories as tabs, one category at a time', async () => {
  serve(configuration({ menuType: 'O' }));
  mount();
  const tabs = await screen.findByRole('tablist', { name: 'Categorie' });
  // Scroll arrows at both edges, on a phone too: they show there are more categories.
  const bar = tabs.closest('.MuiTabs-root') as HTMLElement;
  expect(bar.querySelectorAll('.MuiTabScrollButton-root')).toHaveLength(2);
  const [antipasti, primi] = within(tabs).getAllByRole('tab');
  expect(antipasti?.textContent).toBe('Antipasti');
  expect(antipasti?.getAttribute('aria-selected')).toBe('true');
  const panel = screen.getByRole('tabpanel');
  expect(within(panel).getByRole('heading', { level: 3 }).textContent).toBe('Friggione');
  expect(within(panel).queryByText('Tagliatelle al ragù')).toBeNull();
  await userEvent.click(primi as HTMLElement);
  expect(within(screen.getByRole('tabpanel')).getByText('Tagliatelle al ragù')).toBeTruthy();
  expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(primi?.id);
});

it("names allergens, 'Non gestito' for an unknown code, and typologies, with icons", async () => {
  serve(configuration());
  mount();
  const allergens = await screen.findByRole('list', { name: 'Allergeni di Tagliatelle al ragù' });
  const items = within(allergens).getAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual(['Glutine', 'Uova', 'Non gestito']);
  for (const i of items) expect(i.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  const typologies = screen.getByRole('list', { name: 'Caratteristiche di Friggione' });
  expect(
    within(typologies)
      .getAllByRole('listitem')
      .map((i) => i.textContent),
  ).toEqual(['Vegano', 'Senza glutine']);
});

it('menuShowIcon off: the names without icons; in English, the names in English', async () => {
  serve(configuration({ menuShowIcon: false }));
  await setLanguage('gb');
  mount();
  const allergens = await screen.findByRole('list', { name: 'Allergens of Tagliatelle al ragù' });
  const items = within(allergens).getAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual(['Gluten', 'Eggs', 'Not handled']);
  for (const i of items) expect(i.querySelector('svg')).toBeNull();
});

it('wears the configured colours, the text at the bottom and the WhatsApp link', async () => {
  serve(
    configuration({
      menuColorBackground: 'FFF8E1',
      menuColorText: '3E2723',
      menuDescriptionBottom: 'Coperto 2,50 €',
      menuLinkWhatApp: '+39 051 123 4567',
      menuTextWhatApp: 'Prenota su WhatsApp',
      showCurrency: false,
    }),
  );
  mount();
  const menu = await screen.findByTestId('menu');
  expect(getComputedStyle(menu).backgroundColor).toBe('rgb(255, 248, 225)');
  expect(getComputedStyle(menu).color).toBe('rgb(62, 39, 35)');
  expect(screen.getByTestId('menu-bottom').textContent).toBe('Coperto 2,50 €');
  const link = screen.getByRole('link', { name: /^Prenota su WhatsApp/ });
  expect(link.getAttribute('href')).toBe('https://wa.me/390511234567');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(screen.getAllByTestId('menu-price').map((p) => p.textContent)).toEqual([
    '1.234,50',
    '13,00',
  ]);
});

it('no WhatsApp link without menuLinkWhatApp, and an empty state without entries', async () => {
  serve(configuration(), []);
  mount();
  expect(await screen.findByText('Il menu non è ancora disponibile.')).toBeTruthy();
  expect(screen.queryByRole('link')).toBeNull();
});
