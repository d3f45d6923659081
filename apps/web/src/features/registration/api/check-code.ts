// PUT /public/check-code-emails: whether the typed sign-up code is the e-mailed one (the server
// counts the try).
import { api } from '../../../lib/api/client.ts';

export const checkCode = (activityId: number, username: string, code: string) =>
  api.put('/public/check-code-emails', {
    body: { activityId, username, code },
    noActivity: true,
    silent: true,
  });
