// GET /api/notices/{id}: a notice sent to the customer (404 for any other).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { noticeKeys } from './notices-sent.ts';

export const getNotice = (noticeId: number) =>
  api.get('/api/notices/{id}', {
    path: { id: noticeId },
    noActivity: true,
    // A notice deleted or not the customer's: the screen says so itself.
    silent: true,
  });

export const noticeQueryOptions = (noticeId: number) =>
  queryOptions({
    queryKey: noticeKeys.detail(noticeId),
    queryFn: () => getNotice(noticeId),
    retry: false,
  });

export function useNotice(noticeId: number) {
  return useQuery(noticeQueryOptions(noticeId));
}
