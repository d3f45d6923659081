// PUT /public/check-code-emails: whether the typed sign-up code is the e-mailed one (the server
// counts the try).
import { http } from '../../../lib/http.ts';

export const checkCode = (activityId: number, username: string, code: string) =>
  http.put<{ valid: boolean }>(
    '/public/check-code-emails',
    { activityId, username, code },
    { noActivity: true, silent: true },
  );
