import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { jwt } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { appVersion } from '../../../testing/fixtures/version.ts';
import VersionPage from './VersionPage.tsx';

const server = serveApi();

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(1, ['ROLE_SUPER_ADMIN']), 'r');
  await setLanguage('it');
  server.answer(
    'get',
    '/app/version',
    appVersion({ minAppVersion: { ios: '1.0.0', android: '1.2.0' } }),
  );
});

/** The description list as [term, value and explanation] pairs. */
function entries() {
  return screen.getAllByRole('term').map((term) => {
    const definition = term.nextElementSibling as HTMLElement;
    return [term.textContent, definition.textContent];
  });
}

describe('version screen', () => {
  it('says what each version is, so the server number is not read against the apps', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <VersionPage />
      </QueryClientProvider>,
    );
    await screen.findByText('0.1.0');
    expect(
      screen.getByText(/Il numero del server e quelli delle app non si confrontano/),
    ).toBeTruthy();
    expect(entries()).toEqual([
      ['Questo server', '0.1.0La versione di Tessera (server e web app) in funzione ora.'],
      [
        'App iOS: versione minima',
        "1.0.0Un'app per iPhone più vecchia di questa versione chiede al cliente di aggiornarla. Non riguarda il server.",
      ],
      [
        'App Android: versione minima',
        "1.2.0Un'app Android più vecchia di questa versione chiede al cliente di aggiornarla. Non riguarda il server.",
      ],
    ]);
    expect(
      within(screen.getAllByRole('definition')[0] as HTMLElement).getByText('0.1.0'),
    ).toBeTruthy();
  });
});
