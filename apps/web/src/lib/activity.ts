// The current activity: the membership of the activity the user is in now.
import type { ActivityCustomer } from '@tessera/domain';
import { useSession } from './session.ts';

export function useCurrentActivity(): ActivityCustomer | undefined {
  const s = useSession();
  return s.activities.find((a) => a.activityId === s.activityId);
}
