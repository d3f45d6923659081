// GET /app/checkforgotcode/{code}?email=: the account of a live reset code, or null when the
// code is right but expired; a wrong code is a 422 with the message to show (code_invalid,
// code_locked). A reset code works only with the e-mail of the account it was sent for.
import { api } from '../../../lib/api/client.ts';

export const checkForgotCode = (email: string, code: string) =>
  api.get('/app/checkforgotcode/{code}', {
    path: { code },
    query: { email },
    noActivity: true,
    silent: true,
  });
