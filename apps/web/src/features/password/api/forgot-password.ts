// GET /app/forgotpassword/{username}: sends the reset e-mail; `esito` says whether it went (the
// message says why not). Public.
import { api } from '../../../lib/api/client.ts';

export const forgotPassword = (username: string) =>
  api.get('/app/forgotpassword/{username}', {
    path: { username },
    noActivity: true,
    silent: true,
  });
