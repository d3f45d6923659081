// PUT /api/scratch-and-win-customers/scratched/{id}: scratches the card and answers it with its
// result, which the server fixed when the card was given. A win is credited to the card once (an
// IS movement): the card, its totals and its movements are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { scratchCardKeys } from './scratch-cards.ts';
import { cardKeys } from './user-card.ts';

export const revealScratchCard = (id: number) =>
  api.put('/api/scratch-and-win-customers/scratched/{id}', { path: { id } });

export function useRevealScratchCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealScratchCard,
    onSuccess: (card) => {
      queryClient.setQueryData(scratchCardKeys.detail(card.id), card);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: scratchCardKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: cardKeys.all }),
      ]);
    },
  });
}
