// PUT /public/send-code-emails: e-mails a sign-up code (never answered back: docs/email.md).
import { api } from '../../../lib/api/client.ts';

export const sendCode = (activityId: number, username: string) =>
  api.put('/public/send-code-emails', {
    body: { activityId, username },
    noActivity: true,
    silent: true,
  });
