// GET /api/activities/{id}/noticessent/user: one page of the notices sent to the customer in the
// current activity, newest first, unread ones marked. Shared: the home (template S) and the
// notices screen list them.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../session.ts';
import { api } from './client.ts';

/** A page of notices: 0-based as the pagination counts (the API's page is 1-based). */
export interface NoticesPage {
  page: number;
  rowsPerPage: number;
}

export const noticeKeys = {
  all: ['notices'] as const,
  list: (activityId: number | null, q: NoticesPage) =>
    [...noticeKeys.all, 'list', activityId, q] as const,
  detail: (noticeId: number) => [...noticeKeys.all, 'detail', noticeId] as const,
};

export const getNoticesSent = (activityId: number, q: NoticesPage) =>
  api.list('/api/activities/{id}/noticessent/user', {
    path: { id: activityId },
    query: { page: q.page + 1, rowsPerPage: q.rowsPerPage },
    // The activity is in the path.
    noActivity: true,
  });

export const noticesSentQueryOptions = (activityId: number | null, q: NoticesPage) =>
  queryOptions({
    queryKey: noticeKeys.list(activityId, q),
    queryFn: () => getNoticesSent(activityId as number, q),
    enabled: Boolean(activityId),
    placeholderData: keepPreviousData,
  });

export function useNoticesSent(q: NoticesPage) {
  return useQuery(noticesSentQueryOptions(useSession().activityId, q));
}
