// PUT /api/users/{id}/email-change: step two, the code changes the e-mail and answers the
// updated profile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailChangeConfirmBody } from '@tessera/domain';
import { api } from '../../../lib/api/client.ts';
import { profileKeys } from '../../../lib/api/profile.ts';
import { useSession } from '../../../lib/session.ts';

export type ConfirmEmailChange = Omit<EmailChangeConfirmBody, 'activityId'>;

export const confirmEmailChange = (userId: number, body: ConfirmEmailChange) =>
  api.put('/api/users/{id}/email-change', { path: { id: userId }, body, silent: true });

export function useConfirmEmailChange() {
  const userId = useSession().claims?.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmEmailChange) => confirmEmailChange(userId as number, body),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.detail(userId), profile),
  });
}
