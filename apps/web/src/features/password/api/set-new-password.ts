// PUT /app/setnewpassword/{id}: the new password, with the reset code and its e-mail.
import { api } from '../../../lib/api/client.ts';

export const setNewPassword = (
  id: number,
  body: { email: string; code: string; password: string; confirmPassword: string },
) =>
  api.put('/app/setnewpassword/{id}', {
    path: { id },
    body,
    noActivity: true,
    silent: true,
  });
