// PUT /api/users/{id}/changepassword (SPEC §5). Errors are the dialog's to show, next to their
// field.
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@tessera/domain';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

export const changePassword = (userId: number, body: ChangePasswordBody) =>
  api.put('/api/users/{id}/changepassword', { path: { id: userId }, body, silent: true });

export function useChangePassword() {
  const userId = useSession().claims?.id;
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(userId as number, body),
  });
}
