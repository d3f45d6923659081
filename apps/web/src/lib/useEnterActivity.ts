// Entering an activity (one chosen from the list, an invitation accepted, an activity joined):
// its landing screen, with it as the current activity.

import { useQueryClient } from '@tanstack/react-query';
import { landingPath, type Role } from '@tessera/domain';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { activityCustomerKeys } from './api/activity-customers.ts';
import { session } from './session.ts';
import { useLanguage } from './useLanguage.ts';

/**
 * Moves to the activity's landing (home, or the counter for its staff) and makes it current as
 * the calling screen leaves, in its layout effect's cleanup, before the next screen paints.
 * Switching first would let the privacy check answer for the new activity while the next
 * screen's code still loads (moves are transitions) and, the privacy accepted, bring the user
 * back to the screen they left.
 */
export function useEnterActivity() {
  const navigate = useNavigate();
  const { to } = useLanguage();
  const queryClient = useQueryClient();
  const entering = useRef<number | null>(null);
  useLayoutEffect(
    () => () => {
      if (entering.current === null) return;
      session.switchActivity(entering.current);
      // What was read belongs to the previous activity, but the memberships.
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== activityCustomerKeys.all[0],
      });
    },
    [queryClient],
  );
  return useCallback(
    (activityId: number, roles: readonly Role[]) => {
      entering.current = activityId;
      navigate(to(landingPath(roles)), { replace: true });
    },
    [navigate, to],
  );
}
