// Helpers shared by the component tests.
import type { ActivityCustomer, Role } from '@tessera/domain';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** A JSON response, as the API sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An access token as the API signs it: `roles` holds the global roles only. */
export const jwt = (id: number, roles: Role[] = [], username = `user${id}@x.it`) =>
  `h.${btoa(JSON.stringify({ id, username, roles, sid: `sid-${id}` })).replace(/=+$/, '')}.s`;

/** A membership of activity `activityId` with the caller's roles there. */
export const membership = (
  activityId: number,
  roles: Role[] = ['ROLE_USER'],
): ActivityCustomer => ({
  id: activityId * 10,
  activityId,
  storeId: null,
  roles,
  activity: {
    id: activityId,
    name: `Attività ${activityId}`,
    permalink: `attivita-${activityId}`,
    active: true,
    color: '#1976d2',
    colorText: '#ffffff',
    cashBackType: 'E',
  },
});

/** Shows where the app navigated to, for `getByLabelText('location')`. */
export function Where() {
  const l = useLocation();
  return <output aria-label="location">{l.pathname + l.search}</output>;
}

/** Renders one screen at `path`; any other route shows `Where`. */
export const renderRoute = (path: string, routePath: string, element: ReactElement) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={routePath} element={element} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
