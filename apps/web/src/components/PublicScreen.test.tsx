// The screens before sign-in name the browser's tab after themselves (issue 15), then whose app
// it is: Tessera's, or the activity's whose link the customer followed.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n.ts';
import { brandStore } from './Brand.tsx';
import { ScreenHeader } from './PublicScreen.tsx';

beforeEach(async () => {
  brandStore.set(null);
  await setLanguage('it');
});

it("names the tab after the screen's title and the brand", () => {
  const { rerender } = render(
    <MemoryRouter>
      <ScreenHeader title="Password dimenticata" />
    </MemoryRouter>,
  );
  expect(document.title).toBe('Password dimenticata · Tessera');
  brandStore.set({
    id: 7,
    name: 'Salone Aurora',
    color: '#37474F',
    colorText: '#FFFFFF',
    logoUrl: null,
  });
  rerender(
    <MemoryRouter>
      <ScreenHeader title="Registrati" />
    </MemoryRouter>,
  );
  expect(document.title).toBe('Registrati · Salone Aurora');
});
