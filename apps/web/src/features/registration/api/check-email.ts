// GET /app/check-emails/{email}: whether an account already has this e-mail.
import { http } from '../../../lib/http.ts';

export const emailExists = async (email: string) =>
  (
    await http.get<{ exists: boolean }>(`/app/check-emails/${encodeURIComponent(email)}`, {
      noActivity: true,
      silent: true,
    })
  ).exists;
