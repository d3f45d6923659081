import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { jwt } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { privacyCheckKeys } from '../api/get-privacy-check.ts';
import { PrivacyCheck } from './PrivacyCheck.tsx';

function Where() {
  const l = useLocation();
  return (
    <>
      <output aria-label="location">{l.pathname}</output>
      <output aria-label="from">{(l.state as { from?: string } | null)?.from ?? ''}</output>
      <Link to="/">home</Link>
      <Link to="/es/activities">activities</Link>
    </>
  );
}

let accepted: boolean;
const server = serveApi();
/** The checks the screen asked for. */
const checks = () => server.calls().map((c) => c.url);
beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(1), 'r');
  session.switchActivity(7);
  await setLanguage('it');
  accepted = false;
  server.answer('get', '/api/userprivacies/check/activity/{activityId}', () => ({
    checkInformativePrivacy: accepted,
  }));
});

function mount(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <PrivacyCheck />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const location = () => screen.getByLabelText('location').textContent;

describe('privacy check (SPEC §4)', () => {
  it('sends a customer who has not accepted to /privacy on every page change, checking once', async () => {
    mount('/activities');
    await waitFor(() => expect(location()).toBe('/privacy'));
    expect(checks()).toEqual(['/api/userprivacies/check/activity/7?filters[activityId]=7']);
    await userEvent.click(screen.getByRole('link', { name: 'home' }));
    await waitFor(() => expect(location()).toBe('/privacy'));
    await userEvent.click(screen.getByRole('link', { name: 'activities' }));
    await waitFor(() => expect(location()).toBe('/es/privacy'));
    expect(checks()).toHaveLength(1);
  });

  it('does not check on /privacy itself, and lets the customer go once the privacy is saved', async () => {
    const client = mount('/privacy');
    await new Promise((r) => setTimeout(r, 20));
    expect(checks()).toHaveLength(0);
    act(() => {
      client.setQueryData(privacyCheckKeys.detail(7), { checkInformativePrivacy: true });
    });
    await userEvent.click(screen.getByRole('link', { name: 'home' }));
    expect(location()).toBe('/');
  });

  it('hands /privacy the address the customer was going to', async () => {
    mount('/es/coupons?page=2');
    await waitFor(() => expect(location()).toBe('/es/privacy'));
    expect(screen.getByLabelText('from').textContent).toBe('/es/coupons?page=2');
  });

  it('leaves a customer who accepted where they are', async () => {
    accepted = true;
    mount('/activities');
    await waitFor(() => expect(checks()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(location()).toBe('/activities');
  });
});
