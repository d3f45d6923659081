import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from '../components/OfflineBanner.tsx';
import { customerProfile } from '../test-support.tsx';
import { serveApi } from '../testing/api.ts';
import { HttpError, http } from './http.ts';
import { snackStore } from './notify.ts';
import { isOnline } from './online.ts';
import { queryClient } from './queryClient.ts';

const BANNER = 'Sei offline. Alcune funzioni non sono disponibili finché la connessione non torna.';
const ACTION =
  "Sei offline: l'operazione non è stata eseguita. Riprova quando torna la connessione.";

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

// The routes these tests call are answered, so a request that went out is one of the calls.
const server = serveApi();
const sent = () => server.calls().length;
beforeEach(() => {
  server.answer('put', '/api/customer/update-profile', customerProfile());
  server.answer('post', '/api/login_check', { token: 't', refresh_token: 'r' });
  snackStore.set(null);
});
afterEach(() => {
  goOnline();
});

describe('the offline banner', () => {
  it('appears when the connection drops and leaves when it returns', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    goOffline();
    expect(screen.getByRole('status').textContent).toBe(BANNER);
    goOnline();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('turns into an alert when an action is attempted offline, until the connection returns', async () => {
    render(<OfflineBanner />);
    goOffline();
    const saving = http.put('/api/customer/update-profile', { name: 'Chiara' });
    await expect(saving).rejects.toMatchObject({ status: 0, code: 'offline', message: ACTION });
    expect((await screen.findByRole('alert')).textContent).toBe(ACTION);
    // Nothing was sent, and no generic error snackbar.
    expect(sent()).toBe(0);
    expect(snackStore.get()).toBeNull();
    goOnline();
    expect(screen.queryByRole('alert')).toBeNull();
    goOffline();
    expect(screen.getByRole('status').textContent).toBe(BANNER);
  });
});

describe('the http client offline', () => {
  it('a silent call (a form that words its own errors) gets the message, the banner stays calm', async () => {
    render(<OfflineBanner />);
    goOffline();
    const error = await http
      .post('/api/login_check', { username: 'a', password: 'b' }, { silent: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(ACTION);
    expect(screen.getByRole('status').textContent).toBe(BANNER);
    expect(sent()).toBe(0);
  });

  it('a read fails without a message: the banner already says why', async () => {
    render(<OfflineBanner />);
    goOffline();
    await expect(http.get('/api/things')).rejects.toMatchObject({ code: 'offline' });
    expect(screen.getByRole('status').textContent).toBe(BANNER);
    expect(snackStore.get()).toBeNull();
  });

  it('a request whose connection drops on the way is an offline error too', async () => {
    server.drop('put', '/api/customer/update-profile');
    render(<OfflineBanner />);
    await act(async () => {
      const saving = http.put('/api/customer/update-profile', {});
      // The connection drops while the request is out.
      window.dispatchEvent(new Event('offline'));
      await expect(saving).rejects.toMatchObject({ code: 'offline' });
    });
    expect(sent()).toBe(1);
    expect(screen.getByRole('alert').textContent).toBe(ACTION);
    expect(snackStore.get()).toBeNull();
  });
});

describe('TanStack Query follows the same connection', () => {
  it('onlineManager goes offline and back with the banner', () => {
    goOffline();
    expect(isOnline()).toBe(false);
    expect(onlineManager.isOnline()).toBe(false);
    goOnline();
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('a mutation offline is refused at once, not paused with its button busy', async () => {
    goOffline();
    const observer = new MutationObserver(queryClient, {
      mutationFn: (body: { name: string }) => http.put('/api/customer/update-profile', body),
    });
    await expect(observer.mutate({ name: 'Chiara' })).rejects.toMatchObject({ code: 'offline' });
    expect(observer.getCurrentResult()).toMatchObject({ isError: true, isPaused: false });
    expect(sent()).toBe(0);
  });
});
