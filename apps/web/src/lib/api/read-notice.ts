// PUT /api/notice-sents/{id}/read: the notice as read (opening it does this); the lists learn it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { noticeKeys } from './notices-sent.ts';

export const readNotice = (noticeSentId: number) =>
  api.put('/api/notice-sents/{id}/read', { path: { id: noticeSentId }, noActivity: true });

export function useReadNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotice,
    onSuccess: (notice) => {
      queryClient.setQueryData(noticeKeys.detail(notice.noticeId), notice);
      return queryClient.invalidateQueries({ queryKey: [...noticeKeys.all, 'list'] });
    },
  });
}
