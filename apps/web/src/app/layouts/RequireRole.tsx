import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import ErrorPage from '../../features/errors/pages/ErrorPage.tsx';
import { type Permission, useCan } from '../../lib/roles.ts';

export interface RequireRoleProps {
  permission: Permission;
  /** The screen; without it the nested routes. */
  children?: ReactNode;
}

/**
 * A route that only some roles open (SPEC §6): others see the 404 page, and the screen does not
 * mount, so it asks the server nothing.
 */
export default function RequireRole({ permission, children }: RequireRoleProps) {
  const allowed = useCan()(permission);
  if (!allowed) return <ErrorPage status={404} />;
  return children ?? <Outlet />;
}
