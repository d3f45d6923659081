// GET /app/forgotpassword/{username}: sends the reset e-mail; `esito` says whether it went (the
// message says why not). Public.
import { http } from '../../../lib/http.ts';

export const forgotPassword = (username: string) =>
  http.get<{ esito: boolean; message: string }>(
    `/app/forgotpassword/${encodeURIComponent(username)}`,
    { noActivity: true, silent: true },
  );
