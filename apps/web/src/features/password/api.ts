// Calls of the forgot-password journey (SPEC §4, §8). Public: no token, no activityId.
// A reset code works only with the e-mail of the account it was sent for.
import { http } from '../../lib/http.ts';

const quiet = { noActivity: true, silent: true } as const;
const seg = encodeURIComponent;

export const passwordApi = {
  /** Sends the reset e-mail; `esito` says whether it went (the message says why not). */
  forgot: (username: string) =>
    http.get<{ esito: boolean; message: string }>(`/app/forgotpassword/${seg(username)}`, quiet),
  /**
   * The account of a live reset code, or null when the code is right but expired; a wrong code
   * is a 422 with the message to show (code_invalid, code_locked).
   */
  checkCode: (email: string, code: string) =>
    http.get<{ id: number; username: string } | null>(`/app/checkforgotcode/${seg(code)}`, {
      ...quiet,
      query: { email },
    }),
  setNewPassword: (
    id: number,
    body: { email: string; code: string; password: string; confirmPassword: string },
  ) => http.put<{ changed: boolean }>(`/app/setnewpassword/${id}`, body, quiet),
};

const REQUESTED = 'tessera.resetEmail';

/** The e-mail of this tab's last reset request, for a code typed by hand instead of the link. */
export const requestedEmail = {
  set: (email: string) => sessionStorage.setItem(REQUESTED, email),
  get: () => sessionStorage.getItem(REQUESTED) ?? '',
  clear: () => sessionStorage.removeItem(REQUESTED),
};
