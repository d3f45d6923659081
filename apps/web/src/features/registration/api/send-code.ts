// PUT /public/send-code-emails: e-mails a sign-up code (never answered back, see README).
import { http } from '../../../lib/http.ts';

export const sendCode = (activityId: number, username: string) =>
  http.put<{ sent: boolean; codeLength: number; expiresAt: string }>(
    '/public/send-code-emails',
    { activityId, username },
    { noActivity: true, silent: true },
  );
