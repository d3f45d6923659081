// GET /api/notifications: one page of the caller's notifications, newest first (SPEC §7), and
// PUT /api/notifications/{id}/read.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from './client.ts';

export interface NotificationsPage {
  page: number;
  rowsPerPage: number;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (q: NotificationsPage) => [...notificationKeys.all, 'list', q] as const,
  latest: (size: number) => [...notificationKeys.all, 'latest', size] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};

export const getNotifications = (q: NotificationsPage) =>
  api.list('/api/notifications', {
    query: { page: q.page + 1, rowsPerPage: q.rowsPerPage, sortBy: 'created', descending: true },
    // The caller's own, whatever the activity.
    noActivity: true,
  });

export const notificationsQueryOptions = (q: NotificationsPage) =>
  queryOptions({
    queryKey: notificationKeys.list(q),
    queryFn: () => getNotifications(q),
    placeholderData: keepPreviousData,
  });

export function useNotifications(q: NotificationsPage) {
  return useQuery(notificationsQueryOptions(q));
}

export const readNotification = (id: number) =>
  api.put('/api/notifications/{id}/read', { path: { id }, noActivity: true });

export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/**
 * The top bar's dropdown: the newest few, read or not (SPEC §2). Not only the last day's (SPEC
 * §7's daily filter): the badge counts every unread one, and the dropdown must show them too.
 */
export const getLatestNotifications = (size: number) =>
  api.list('/api/notifications', {
    query: { page: 1, rowsPerPage: size, sortBy: 'created', descending: true },
    noActivity: true,
    // Shown on every screen: a failure is not worth an alert over what the customer is doing.
    silent: true,
  });

export function useLatestNotifications(size: number, enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.latest(size),
    queryFn: () => getLatestNotifications(size),
    enabled,
  });
}

/** How many of the caller's notifications are unread (the badge of the top bar's bell). */
export const getUnreadNotifications = () =>
  api
    .list('/api/notifications', {
      query: { page: 1, rowsPerPage: 1 },
      filters: { read: false },
      noActivity: true,
      silent: true,
    })
    .then((page) => page.totalRows);

export function useUnreadNotifications() {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: getUnreadNotifications,
  });
}
