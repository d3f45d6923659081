// POST /app/sendnavigation: a browser that finished sign-up tells its user agent (SPEC §4).
import { api } from '../../../lib/api/client.ts';

export const sendNavigation = (userAgent: string) =>
  api.post('/app/sendnavigation', { body: { data: userAgent }, noActivity: true, silent: true });
