// The screens before sign-in wear the brand of the activity the customer came through or was
// last in (components/Brand.tsx), Tessera's otherwise (issue 8).
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { BRAND_KEY, brandStore, linkedActivityId, rememberBrand } from '../../components/Brand.tsx';
import LoginPage from '../../features/auth/pages/LoginPage.tsx';
import { getPublicActivity } from '../../features/registration/api/get-public-activity.ts';
import { session } from '../../lib/session.ts';
import { jwt, membership } from '../../test-support.tsx';
import { serveApi } from '../../testing/api.ts';
import { publicActivity } from '../../testing/fixtures/activity.ts';
import { AuthLayout } from './AuthLayout.tsx';

const aurora = publicActivity(1, {
  name: 'Salone Aurora',
  permalink: 'salone-aurora',
  color: '7B1FA2',
  colorText: 'FFFFFF',
  logoUrl: '/images/activities/1/logo.svg',
});
const server = serveApi();

beforeEach(() => {
  localStorage.clear();
  session.clear();
  brandStore.set(null);
});

const mount = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<AuthLayout />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="registration/:activityId" element={<h1>Registrati</h1>} />
          <Route path="forgot-password" element={<h1>Password dimenticata</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

/** The brand's colours: the page's background and the buttons' colour. */
const colours = () => {
  const main = document.querySelector('main') as HTMLElement;
  const signUp = screen.getByRole('link', { name: 'Registrati' });
  return {
    background: getComputedStyle(main).backgroundImage,
    button: getComputedStyle(signUp).getPropertyValue('--variant-outlinedColor'),
  };
};

describe('sign-in brand', () => {
  it("is Tessera's own, mark and name, when no activity is known", () => {
    mount('/login');
    const brand = screen.getByTestId('brand');
    expect(within(brand).getByText('Tessera')).toBeTruthy();
    expect(brand.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Accedi' })).toBeTruthy();
    expect(screen.getByText('La carta fedeltà dei tuoi negozi preferiti')).toBeTruthy();
    expect(colours()).toEqual({
      background: 'linear-gradient(160deg, rgb(55, 71, 79) 0%, rgb(38, 49, 55) 100%)',
      button: '#37474F',
    });
  });

  it("is the activity's logo, name and colours once it is known", () => {
    rememberBrand(aurora);
    mount('/login');
    const brand = screen.getByTestId('brand');
    expect(within(brand).getByText('Salone Aurora')).toBeTruthy();
    expect(brand.querySelector('[data-logo="/images/activities/1/logo.svg"]')).not.toBeNull();
    expect(screen.getByText('La carta fedeltà di Salone Aurora')).toBeTruthy();
    expect(colours()).toEqual({
      background: 'linear-gradient(160deg, rgb(123, 31, 162) 0%, rgb(86, 21, 113) 100%)',
      button: '#7B1FA2',
    });
  });

  it('is remembered across visits (local storage), public fields only', () => {
    // The whole activity is handed over; only its public fields are kept.
    const activity = { ...aurora, permalink: 'x', cashBackType: 'P' as const };
    rememberBrand(activity);
    expect(JSON.parse(localStorage.getItem(BRAND_KEY) ?? '')).toEqual({
      id: 1,
      name: 'Salone Aurora',
      color: '7B1FA2',
      colorText: 'FFFFFF',
      logoUrl: '/images/activities/1/logo.svg',
    });
  });

  it('follows the activity the customer is in, and stays after logout', () => {
    session.setTokens(jwt(5), 'r');
    session.setActivities([membership(7)]);
    expect(brandStore.get()?.name).toBe('Attività 7');
    session.clear(true);
    mount('/login');
    expect(within(screen.getByTestId('brand')).getByText('Attività 7')).toBeTruthy();
  });

  it("through an activity's link: its brand once read, no moment of another's", async () => {
    rememberBrand(aurora);
    server.answer('get', '/app/activities/{id}', {
      ...aurora,
      id: 9,
      name: 'Trattoria Da Rita',
      color: 'C62828',
    });
    mount('/registration/9');
    // Aurora's brand is not shown for Rita's link while Rita's is on its way.
    const brand = screen.getByTestId('brand');
    expect(getComputedStyle(brand).visibility).toBe('hidden');
    expect(within(brand).queryByText('Salone Aurora')).toBeNull();
    // The sign-up screen reads the activity of its link (registration/api): that is the brand.
    await act(() => getPublicActivity(9));
    expect(within(screen.getByTestId('brand')).getByText('Trattoria Da Rita')).toBeTruthy();
    expect(getComputedStyle(screen.getByTestId('brand')).visibility).not.toBe('hidden');
  });

  it('carries over to the password reset screens', () => {
    rememberBrand(aurora);
    mount('/forgot-password');
    expect(within(screen.getByTestId('brand')).getByText('Salone Aurora')).toBeTruthy();
  });

  it('knows the links of an activity in every language', () => {
    expect(linkedActivityId('/registration/12')).toBe(12);
    expect(linkedActivityId('/es/registration/12')).toBe(12);
    expect(linkedActivityId('/registration/stepCode')).toBeNull();
    expect(linkedActivityId('/login')).toBeNull();
  });
});
