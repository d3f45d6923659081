// PUT /api/scratch-and-win-customers/scratched/{id}: scratches the card and answers it with its
// result, which the server fixed when the card was given. A win is credited to the card once (an
// IS movement): the card, its totals and its movements are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScratchCard } from '@tessera/domain';
import { http } from '../http.ts';
import { scratchCardKeys } from './scratch-cards.ts';
import { userCardKeys } from './user-card.ts';
import { userCardSimpleKeys } from './user-card-simple.ts';
import { userFlowKeys } from './user-flows.ts';

export const revealScratchCard = (id: number) =>
  http.put<ScratchCard>(`/api/scratch-and-win-customers/scratched/${id}`);

export function useRevealScratchCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealScratchCard,
    onSuccess: (card) => {
      queryClient.setQueryData(scratchCardKeys.detail(card.id), card);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: scratchCardKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: userCardKeys.all }),
        queryClient.invalidateQueries({ queryKey: userCardSimpleKeys.all }),
        queryClient.invalidateQueries({ queryKey: userFlowKeys.all }),
      ]);
    },
  });
}
