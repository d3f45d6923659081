// GET /api/invitations, POST /api/invitations/{id}/accept, DELETE /api/invitations/{id}: the
// memberships an admin offered the signed-in user (issue 15 F4). Theirs, of no activity of theirs
// yet: the calls send none. Accepting reads the memberships again, declining the invitations.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityCustomerKeys } from '../../../lib/api/activity-customers.ts';
import { api } from '../../../lib/api/client.ts';

export const invitationKeys = { all: ['invitations'] as const };

export const getInvitations = () => api.get('/api/invitations', { noActivity: true });

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: invitationKeys.all, queryFn: getInvitations });

export const useInvitations = () => useQuery(invitationsQueryOptions());

export const acceptInvitation = (id: number) =>
  api.post('/api/invitations/{id}/accept', { path: { id }, noActivity: true });

export const declineInvitation = (id: number) =>
  api.delete('/api/invitations/{id}', { path: { id }, noActivity: true });

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, accept }: { id: number; accept: boolean }) => {
      if (accept) await acceptInvitation(id);
      else await declineInvitation(id);
    },
    // Accepted, the screen moves to the activity joined: the list is not read again, or the
    // card answered would be gone before it could move.
    onSuccess: (_, { accept }) =>
      queryClient.invalidateQueries({
        queryKey: accept ? activityCustomerKeys.all : invitationKeys.all,
      }),
  });
}
