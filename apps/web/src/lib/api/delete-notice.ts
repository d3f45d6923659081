// DELETE /api/noticesents/notice/{id}: takes a notice off the customer's list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { noticeKeys } from './notices-sent.ts';

export const deleteNotice = (noticeId: number) =>
  api.delete('/api/noticesents/notice/{id}', { path: { id: noticeId }, noActivity: true });

export function useDeleteNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotice,
    // The detail is the screen's to forget once it has left it (forgotten while shown, it would
    // be asked for again).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...noticeKeys.all, 'list'] }),
  });
}
