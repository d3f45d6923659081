import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Where } from '../test-support.tsx';
import { setLanguage } from './i18n.ts';
import { useLanguage } from './useLanguage.ts';

beforeEach(async () => {
  localStorage.clear();
  await setLanguage('it');
});

function Switcher() {
  const { change } = useLanguage();
  return (
    <>
      <button type="button" onClick={() => change('es')}>
        es
      </button>
      <button type="button" onClick={() => change('it')}>
        it
      </button>
      <Where />
    </>
  );
}

describe('language switch', () => {
  it('adds, replaces and removes the language prefix of the current route', async () => {
    render(
      <MemoryRouter initialEntries={['/activities?x=1']}>
        <Switcher />
      </MemoryRouter>,
    );
    const where = () => screen.getByLabelText('location').textContent;
    await userEvent.click(screen.getByText('es'));
    await waitFor(() => expect(where()).toBe('/es/activities?x=1'));
    expect(localStorage.getItem('tessera.language')).toBe('es');
    await userEvent.click(screen.getByText('it'));
    await waitFor(() => expect(where()).toBe('/activities?x=1'));
  });
});
