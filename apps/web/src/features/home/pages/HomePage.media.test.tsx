// The home's media by templateAppHome (issue 9): V shows the activity's video with the player's
// controls, never starting by itself, and without a video falls back to the pictures; I shows the
// pictures as a strip with one dot per picture, the one in view marked, any other brought in view.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { customerProfile, jwt, membership, userCard } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { activityImage, configuration } from '../../../testing/fixtures/activity.ts';
import { cartValue } from '../../../testing/fixtures/card.ts';
import HomePage from './HomePage.tsx';

let template: 'I' | 'V';
let video: { id: number; url: string } | null;
/** The paths the screen asked for. */
const asked = () => server.calls().map((c) => new URL(c.url, 'http://x').pathname);
const server = serveApi();

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  await setLanguage('it');
  template = 'I';
  video = null;
  server.answer('get', '/api/app/users', customerProfile());
  server.answer('get', '/api/activities/{id}/usercard', userCard());
  server.answer('get', '/api/app/activities/{id}/cartshop', cartValue());
  server.answer('get', '/api/activity-video/{activityId}', () => video);
  server.list('/api/activityimages/{activityId}', [
    activityImage({ id: 1, url: '/images/a.svg', sort: 0 }),
    activityImage({ id: 2, url: '/images/b.svg', sort: 1 }),
    activityImage({ id: 3, url: '/images/c.svg', sort: 2 }),
  ]);
  server.answer('get', '/api/activities/{id}/configurations', () =>
    configuration({ templateAppHome: template }),
  );
});

const mount = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('template V', () => {
  it("the activity's video, named, with controls, not starting by itself, no pictures", async () => {
    template = 'V';
    video = { id: 1, url: '/images/video/7/bottega-verde.webm' };
    const { container } = mount();
    const player = await vi.waitFor(() => {
      const el = container.querySelector('video');
      if (!el) throw new Error('no video yet');
      return el;
    });
    expect(player.getAttribute('src')).toBe('/images/video/7/bottega-verde.webm');
    expect(player.getAttribute('aria-label')).toBe('Video di Attività 7');
    expect(player.controls).toBe(true);
    expect(player.autoplay).toBe(false);
    expect(player.hasAttribute('playsinline')).toBe(true);
    expect(player.getAttribute('preload')).toBe('metadata');
    expect(screen.queryByRole('region', { name: 'Immagini di Attività 7' })).toBeNull();
  });

  it('without a video: the pictures instead', async () => {
    template = 'V';
    const { container } = mount();
    expect(await screen.findByRole('region', { name: 'Immagini di Attività 7' })).toBeTruthy();
    expect(asked()).toContain('/api/activity-video/7');
    expect(container.querySelector('video')).toBeNull();
  });
});

describe('template I', () => {
  it('asks for no video; one dot per picture, the first in view, a press brings another', async () => {
    mount();
    const strip = await screen.findByRole('region', { name: 'Immagini di Attività 7' });
    expect(strip.querySelectorAll('img')).toHaveLength(3);
    expect(asked()).not.toContain('/api/activity-video/7');
    const dots = within(screen.getByRole('group', { name: "Scegli l'immagine" })).getAllByRole(
      'button',
    );
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Immagine 1 di 3',
      'Immagine 2 di 3',
      'Immagine 3 di 3',
    ]);
    const inView = () =>
      screen.getAllByRole('button', { current: true }).map((d) => d.getAttribute('aria-label'));
    expect(inView()).toEqual(['Immagine 1 di 3']);
    await userEvent.setup().click(dots[2] as HTMLElement);
    expect(inView()).toEqual(['Immagine 3 di 3']);
  });
});
