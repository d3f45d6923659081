import { Outlet } from 'react-router';
import { Shell } from './Shell.tsx';

/** Top bar without side navigation. */
export function PlainLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}
