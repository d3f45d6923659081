// Calls of the forgot-password journey (SPEC §4, §8). Public: no token, no activityId.
import { http } from '../../lib/http.ts';

const quiet = { noActivity: true, silent: true } as const;
const seg = encodeURIComponent;

export const passwordApi = {
  /** Sends the reset e-mail; `esito` says whether it went (the message says why not). */
  forgot: (username: string) =>
    http.get<{ esito: boolean; message: string }>(`/app/forgotpassword/${seg(username)}`, quiet),
  /** The account a reset code belongs to, or null when the code is unknown or expired. */
  checkCode: (code: string) =>
    http.get<{ id: number; username: string } | null>(`/app/checkforgotcode/${seg(code)}`, quiet),
  setNewPassword: (id: number, body: { code: string; password: string; confirmPassword: string }) =>
    http.put<{ changed: boolean }>(`/app/setnewpassword/${id}`, body, quiet),
};
