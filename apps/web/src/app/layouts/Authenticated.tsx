import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { PrivacyCheck } from '../../features/privacy/components/PrivacyCheck.tsx';
import { queryClient } from '../../lib/queryClient.ts';

/** The signed-in screens share one query cache; it loads only once someone is signed in. */
export function Authenticated() {
  return (
    <QueryClientProvider client={queryClient}>
      <PrivacyCheck />
      <Outlet />
    </QueryClientProvider>
  );
}
