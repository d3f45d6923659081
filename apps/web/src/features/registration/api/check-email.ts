// GET /app/check-emails/{email}: whether an account already has this e-mail.
import { api } from '../../../lib/api/client.ts';

export const emailExists = async (email: string) =>
  (
    await api.get('/app/check-emails/{email}', {
      path: { email },
      noActivity: true,
      silent: true,
    })
  ).exists;
