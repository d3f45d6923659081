// The menu's writes (issue 25 item 3): categories and entries added and saved (keyed POST/PUT),
// deleted (a category that lists entries is refused: 409), and lists ordered by their every id
// first to last (keyed PUT; a list changed meanwhile is refused: 409 order_stale). Refusals are
// the screen's to show: silent. Each write reads the console's menu and the customers' again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuCategoryBody, MenuEntryBody } from '@tessera/domain';
import { api } from '../../../../lib/api/client.ts';
import { useSession } from '../../../../lib/session.ts';
import type { Keyed } from '../../keyed.ts';
import { invalidateMenu } from './get-menu-admin.ts';

const OPTIONS = { noActivity: true, silent: true } as const;

/** A write of the current activity's menu, reading the menu again once settled. */
function useMenuWrite<T, R>(send: (activityId: number, vars: T) => Promise<R>) {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: T) => send(activityId as number, vars),
    onSettled: () => invalidateMenu(queryClient),
  });
}

export const useSaveMenuCategory = () =>
  useMenuWrite((activityId, { id, body, idempotencyKey }: Keyed<MenuCategoryBody>) =>
    id === null
      ? api.post('/api/activities/{activityId}/menu/categories', {
          path: { activityId },
          body,
          idempotencyKey,
          ...OPTIONS,
        })
      : api.put('/api/activities/{activityId}/menu/categories/{id}', {
          path: { activityId, id },
          body,
          idempotencyKey,
          ...OPTIONS,
        }),
  );

export const useDeleteMenuCategory = () =>
  useMenuWrite((activityId, id: number) =>
    api.delete('/api/activities/{activityId}/menu/categories/{id}', {
      path: { activityId, id },
      ...OPTIONS,
    }),
  );

export const useSaveMenuEntry = () =>
  useMenuWrite((activityId, { id, body, idempotencyKey }: Keyed<MenuEntryBody>) =>
    id === null
      ? api.post('/api/activities/{activityId}/menu/entries', {
          path: { activityId },
          body,
          idempotencyKey,
          ...OPTIONS,
        })
      : api.put('/api/activities/{activityId}/menu/entries/{id}', {
          path: { activityId, id },
          body,
          idempotencyKey,
          ...OPTIONS,
        }),
  );

export const useDeleteMenuEntry = () =>
  useMenuWrite((activityId, id: number) =>
    api.delete('/api/activities/{activityId}/menu/entries/{id}', {
      path: { activityId, id },
      ...OPTIONS,
    }),
  );

/** The categories' new order: every id once, first to last. */
export const useOrderMenuCategories = () =>
  useMenuWrite((activityId, ids: number[]) =>
    api.put('/api/activities/{activityId}/menu/category-order', {
      path: { activityId },
      body: { ids },
      idempotencyKey: crypto.randomUUID(),
      ...OPTIONS,
    }),
  );

/** A category's entries in their new order: every id of the category once, first to last. */
export const useOrderMenuEntries = () =>
  useMenuWrite((activityId, { categoryId, ids }: { categoryId: number; ids: number[] }) =>
    api.put('/api/activities/{activityId}/menu/categories/{id}/entry-order', {
      path: { activityId, id: categoryId },
      body: { ids },
      idempotencyKey: crypto.randomUUID(),
      ...OPTIONS,
    }),
  );
