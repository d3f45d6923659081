import { localizePath } from '@tessera/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { currentLanguage } from '../../lib/language.ts';
import { useSession } from '../../lib/session.ts';

/** Default and plain layouts need a login; visitors go to /login?redirect=<where they were>. */
export function RequireAuth() {
  const { status, loggedOutByUser } = useSession();
  const location = useLocation();
  if (status === 'loggedOut' && loggedOutByUser) {
    return <Navigate to={localizePath('/login', currentLanguage())} replace />;
  }
  if (status === 'loggedOut') {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return (
      <Navigate to={`${localizePath('/login', currentLanguage())}?redirect=${redirect}`} replace />
    );
  }
  return <Outlet />;
}
