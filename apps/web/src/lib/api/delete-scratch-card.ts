// DELETE /api/app/scratch-and-win-customers/{id}: deletes one of the customer's scratch cards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { scratchCardKeys } from './scratch-cards.ts';

export const deleteScratchCard = (id: number) =>
  api.delete('/api/app/scratch-and-win-customers/{id}', { path: { id } });

/** The lists are read again; the card's own query goes with its screen (it is gone). */
export function useDeleteScratchCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScratchCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scratchCardKeys.lists() }),
  });
}
