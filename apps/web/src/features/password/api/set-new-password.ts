// PUT /app/setnewpassword/{id}: the new password, with the reset code and its e-mail.
import { http } from '../../../lib/http.ts';

export const setNewPassword = (
  id: number,
  body: { email: string; code: string; password: string; confirmPassword: string },
) =>
  http.put<{ changed: boolean }>(`/app/setnewpassword/${id}`, body, {
    noActivity: true,
    silent: true,
  });
