// The agenda's live stream (issue 26): GET /api/activities/{id}/agenda/events tells each booking
// change of the activity (lib/live-stream.ts, the orders board's reader); the agenda, the pending
// inbox and its count, and the new-booking form's calendar are read again at once. While the
// stream is down the agenda polls (get-agenda.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bookingAvailabilityKeys } from '../../../lib/api/booking-availability.ts';
import { bookingPendingKeys } from '../../../lib/api/booking-pending.ts';
import { useLiveStream } from '../../../lib/live-stream.ts';
import { useSession } from '../../../lib/session.ts';
import { agendaKeys } from './get-agenda.ts';

export function useAgendaLive(): boolean {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  const readAgain = useCallback(
    () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingPendingKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingAvailabilityKeys.all }),
      ]),
    [queryClient],
  );
  return useLiveStream(activityId ? `/api/activities/${activityId}/agenda/events` : null, {
    onChange: readAgain,
    onUnauthorized: readAgain,
  });
}
