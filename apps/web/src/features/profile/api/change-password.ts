// PUT /api/users/{id}/changepassword (SPEC §5). Errors are the dialog's to show, next to their
// field.
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

export const changePassword = (userId: number, body: ChangePasswordBody) =>
  http.put<{ changed: boolean }>(`/api/users/${userId}/changepassword`, body, { silent: true });

export function useChangePassword() {
  const userId = useSession().claims?.id;
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(userId as number, body),
  });
}
