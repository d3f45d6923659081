import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Where } from '../test-support.tsx';
import { setLanguage } from './i18n.ts';
import { useBack } from './useBack.ts';

function Screen() {
  const back = useBack();
  return (
    <>
      <button type="button" onClick={back}>
        back
      </button>
      <Link to="/profile">profile</Link>
      <Link to="/es/language">language</Link>
      <Where />
    </>
  );
}

/** Opens the app on `path` as a new tab would: a browser entry the router did not push. */
function openDirectly(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      <Screen />
    </BrowserRouter>,
  );
}

const where = () => screen.getByLabelText('location').textContent;

beforeEach(async () => {
  localStorage.clear();
  await setLanguage('it');
});

describe('the back arrow', () => {
  it('goes home from a page opened directly (a deep link), staying in the app', async () => {
    openDirectly('/profile?x=1');
    expect(where()).toBe('/profile?x=1');
    await userEvent.click(screen.getByText('back'));
    expect(where()).toBe('/');
  });

  it("goes home in the current language's prefix", async () => {
    await setLanguage('es');
    openDirectly('/es/profile');
    await userEvent.click(screen.getByText('back'));
    expect(where()).toBe('/es');
  });

  it('goes one step back after moving within the app', async () => {
    openDirectly('/profile');
    await userEvent.click(screen.getByText('language'));
    expect(where()).toBe('/es/language');
    await userEvent.click(screen.getByText('back'));
    await waitFor(() => expect(where()).toBe('/profile'));
  });
});
