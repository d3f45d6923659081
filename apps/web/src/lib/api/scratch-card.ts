// GET /api/app/scratch-and-win-customers/{id}: one of the customer's scratch cards (its result
// null until scratched).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { scratchCardKeys } from './scratch-cards.ts';

export const getScratchCard = (id: number) =>
  api.get('/api/app/scratch-and-win-customers/{id}', { path: { id } });

export const scratchCardQueryOptions = (id: number) =>
  queryOptions({
    queryKey: scratchCardKeys.detail(id),
    queryFn: () => getScratchCard(id),
    enabled: Number.isInteger(id) && id > 0,
    // A missing card is not tried again: the screen says it is gone.
    retry: false,
  });

export function useScratchCard(id: number) {
  return useQuery(scratchCardQueryOptions(id));
}
