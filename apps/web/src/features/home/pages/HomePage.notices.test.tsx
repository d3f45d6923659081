// The home's content by templateAppHome (issue 9): S shows the latest notices (unread ones
// standing out, a link to all of them) instead of the pictures; I shows the pictures and asks for
// no notices.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { NoticeSent } from '@tessera/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { customerProfile, json, jwt, membership, userCard } from '../../../test-support.tsx';
import HomePage from './HomePage.tsx';

const notice = (id: number, over: Partial<NoticeSent> = {}): NoticeSent => ({
  id: 100 + id,
  noticeId: id,
  activityId: 7,
  title: `Notice ${id}`,
  text: `Text ${id}`,
  imageUrl: null,
  sentAt: '2026-03-05T10:00:00.000Z',
  read: false,
  readAt: null,
  ...over,
});

let template: 'S' | 'I';
let asked: URL[];

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  await setLanguage('it');
  asked = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const u = new URL(url, 'http://x');
    asked.push(u);
    if (u.pathname.startsWith('/api/app/users')) {
      return json(200, { data: customerProfile({ name: 'Giulia' }) });
    }
    if (u.pathname === '/api/activities/7/usercard') return json(200, { data: userCard() });
    if (u.pathname.startsWith('/api/activityimages/')) {
      return json(200, { data: [{ id: 1, url: '/images/a.jpg', sort: 1 }], totalRows: 1 });
    }
    if (u.pathname === '/api/activities/7/noticessent/user') {
      const rows = [
        notice(1, { title: 'Chiusura per ferie' }),
        notice(2, { title: 'Nuovi orari', read: true }),
      ];
      return json(200, { data: rows, totalRows: 7 });
    }
    return json(200, { data: { templateAppHome: template } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const mount = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('home content', () => {
  it('template S: the latest notices, unread ones standing out, and a link to all', async () => {
    template = 'S';
    mount();
    const list = await screen.findByRole('list', { name: 'I tuoi avvisi' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.dataset.read)).toEqual(['false', 'true']);
    expect(within(items[0] as HTMLElement).getByText('Nuovo')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Avvisi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tutti gli avvisi' }).getAttribute('href')).toBe(
      '/notices',
    );
    const call = asked.find((u) => u.pathname.endsWith('/noticessent/user'));
    expect(call?.searchParams.get('rowsPerPage')).toBe('5');
    expect(screen.queryByRole('region', { name: /Immagini|Foto/ })).toBeNull();
  });

  it('template I: the pictures, and no notices asked for', async () => {
    template = 'I';
    const { container } = mount();
    await screen.findByRole('heading', { level: 2 });
    await vi.waitFor(() =>
      expect(container.querySelector('img[src="/images/a.jpg"]')).toBeTruthy(),
    );
    expect(screen.queryByRole('list', { name: 'I tuoi avvisi' })).toBeNull();
    expect(asked.some((u) => u.pathname.endsWith('/noticessent/user'))).toBe(false);
  });
});
