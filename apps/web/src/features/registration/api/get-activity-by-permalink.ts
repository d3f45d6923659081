// GET /app/activities/permalink/{permalink}: the business of the code printed in the shop or on
// the card. Public; the step shows its own errors.
import { api } from '../../../lib/api/client.ts';

export const getActivityByPermalink = (permalink: string) =>
  api.get('/app/activities/permalink/{permalink}', {
    path: { permalink },
    noActivity: true,
    silent: true,
  });
