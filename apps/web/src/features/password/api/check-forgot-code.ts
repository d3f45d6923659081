// GET /app/checkforgotcode/{code}?email=: the account of a live reset code, or null when the
// code is right but expired; a wrong code is a 422 with the message to show (code_invalid,
// code_locked). A reset code works only with the e-mail of the account it was sent for.
import { http } from '../../../lib/http.ts';

export const checkForgotCode = (email: string, code: string) =>
  http.get<{ id: number; username: string } | null>(
    `/app/checkforgotcode/${encodeURIComponent(code)}`,
    { noActivity: true, silent: true, query: { email } },
  );
