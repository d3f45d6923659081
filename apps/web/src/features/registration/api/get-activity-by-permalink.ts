// GET /app/activities/permalink/{permalink}: the business of the code printed in the shop or on
// the card. Public; the step shows its own errors.
import { http } from '../../../lib/http.ts';

export const getActivityByPermalink = (permalink: string) =>
  http.get<{ activityId: number; storeId: number | null }>(
    `/app/activities/permalink/${encodeURIComponent(permalink)}`,
    { noActivity: true, silent: true },
  );
