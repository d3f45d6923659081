// POST /api/users/{id}/email-change: changing the login e-mail, step one: the current password
// sends a code to the new address. Errors are the dialog's to show, next to their field.
import { useMutation } from '@tanstack/react-query';
import type { EmailChangeBody } from '@tessera/domain';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

export type StartEmailChange = Omit<EmailChangeBody, 'activityId'>;

export const startEmailChange = (userId: number, body: StartEmailChange) =>
  api.post('/api/users/{id}/email-change', { path: { id: userId }, body, silent: true });

export function useStartEmailChange() {
  const userId = useSession().claims?.id;
  return useMutation({
    mutationFn: (body: StartEmailChange) => startEmailChange(userId as number, body),
  });
}
