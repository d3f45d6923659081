// The language screen's list (issue 8, accessibility): each language is a button inside a list
// item (axe: a list holds list items only), and the current one is marked as such.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import LanguagePage from './LanguagePage.tsx';

beforeEach(async () => {
  localStorage.clear();
  await setLanguage('it');
});

it('lists the five languages as list items, the current one marked', () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LanguagePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const list = screen.getByRole('list', { name: 'Lingua' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(5);
  for (const child of list.children) expect(child.tagName).toBe('LI');
  for (const item of items) expect(within(item).getAllByRole('button')).toHaveLength(1);
  const current = within(list).getByRole('button', { current: true });
  expect(current.textContent).toContain('Italiano');
  expect(within(list).getAllByRole('button', { current: false })).toHaveLength(4);
});
