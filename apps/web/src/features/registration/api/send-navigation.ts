// POST /app/sendnavigation: a browser that finished sign-up tells its user agent (SPEC §4).
import { http } from '../../../lib/http.ts';

export const sendNavigation = (userAgent: string) =>
  http.post<{ saved: boolean }>(
    '/app/sendnavigation',
    { data: userAgent },
    { noActivity: true, silent: true },
  );
