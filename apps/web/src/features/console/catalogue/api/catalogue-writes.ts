// The catalogue's writes (issue 25 item 4): categories, items, an item's colours and sizes, a
// size's stock, the shop's pictures. Every write but a deletion is keyed (a retry of the same
// body reuses its key: the caller keeps it); lists are ordered by their every id first to last
// (409 order_stale when the list changed meanwhile). Stock is set against the figure the screen
// read (409 stock_changed when a sale moved it) or changed by pieces. Refusals are the screen's
// to show: silent. Each write reads the console's catalogue, the customers' shop and carts again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ItemBodyInput,
  ItemColorBody,
  ItemSizeBody,
  NewItemSizeBody,
  ShopCategoryBody,
  StockChangeBody,
  StockSetBody,
} from '@tessera/domain';
import { api } from '../../../../lib/api/client.ts';
import { useSession } from '../../../../lib/session.ts';
import type { Keyed } from '../../keyed.ts';
import { catalogueAdminKeys, invalidateCatalogue } from './get-catalogue-admin.ts';

const OPTIONS = { noActivity: true, silent: true } as const;

/** A write of the current activity's catalogue, reading the catalogue again once settled. */
function useCatalogueWrite<T, R>(send: (activityId: number, vars: T) => Promise<R>) {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: T) => send(activityId as number, vars),
    onSettled: () => invalidateCatalogue(queryClient),
  });
}

/** An id and a keyed body (a write on an existing object). */
export interface KeyedOn<B> {
  id: number;
  body: B;
  idempotencyKey: string;
}

const order = (ids: number[]) => ({ body: { ids }, idempotencyKey: crypto.randomUUID() });

// ── Categories ──────────────────────────────────────────────────────────────────────────────

export const useSaveCategory = () =>
  useCatalogueWrite((activityId, { id, body, idempotencyKey }: Keyed<ShopCategoryBody>) =>
    id === null
      ? api.post('/api/activities/{activityId}/catalogue/categories', {
          path: { activityId },
          body,
          idempotencyKey,
          ...OPTIONS,
        })
      : api.put('/api/activities/{activityId}/catalogue/categories/{id}', {
          path: { activityId, id },
          body,
          idempotencyKey,
          ...OPTIONS,
        }),
  );

export const useDeleteCategory = () =>
  useCatalogueWrite((activityId, id: number) =>
    api.delete('/api/activities/{activityId}/catalogue/categories/{id}', {
      path: { activityId, id },
      ...OPTIONS,
    }),
  );

export const useOrderCategories = () =>
  useCatalogueWrite((activityId, ids: number[]) =>
    api.put('/api/activities/{activityId}/catalogue/category-order', {
      path: { activityId },
      ...order(ids),
      ...OPTIONS,
    }),
  );

export const useOrderItems = () =>
  useCatalogueWrite((activityId, { categoryId, ids }: { categoryId: number; ids: number[] }) =>
    api.put('/api/activities/{activityId}/catalogue/categories/{id}/item-order', {
      path: { activityId, id: categoryId },
      ...order(ids),
      ...OPTIONS,
    }),
  );

// ── Items ───────────────────────────────────────────────────────────────────────────────────

/** Adds or saves an item; the answer (the item with its colours) is kept as its detail. */
export function useSaveItem() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, idempotencyKey }: Keyed<ItemBodyInput>) =>
      id === null
        ? api.post('/api/activities/{activityId}/catalogue/items', {
            path: { activityId: activityId as number },
            body,
            idempotencyKey,
            ...OPTIONS,
          })
        : api.put('/api/activities/{activityId}/catalogue/items/{id}', {
            path: { activityId: activityId as number, id },
            body,
            idempotencyKey,
            ...OPTIONS,
          }),
    onSuccess: (saved) =>
      queryClient.setQueryData(catalogueAdminKeys.item(activityId, saved.id), saved),
    onSettled: () => invalidateCatalogue(queryClient),
  });
}

export const useShowItem = () =>
  useCatalogueWrite((activityId, { id, body, idempotencyKey }: KeyedOn<{ active: boolean }>) =>
    api.put('/api/activities/{activityId}/catalogue/items/{id}/active', {
      path: { activityId, id },
      body,
      idempotencyKey,
      ...OPTIONS,
    }),
  );

/** Deletes an item, or archives it when past orders name it (the answer says which). */
export const useDeleteItem = () =>
  useCatalogueWrite((activityId, id: number) =>
    api.delete('/api/activities/{activityId}/catalogue/items/{id}', {
      path: { activityId, id },
      ...OPTIONS,
    }),
  );

// ── Colours and sizes ───────────────────────────────────────────────────────────────────────

/** A colour added to the item `itemId` (id null) or saved. */
export const useSaveColor = () =>
  useCatalogueWrite(
    (
      activityId,
      { id, itemId, body, idempotencyKey }: Keyed<ItemColorBody> & { itemId: number },
    ) =>
      id === null
        ? api.post('/api/activities/{activityId}/catalogue/items/{id}/colors', {
            path: { activityId, id: itemId },
            body,
            idempotencyKey,
            ...OPTIONS,
          })
        : api.put('/api/activities/{activityId}/catalogue/colors/{id}', {
            path: { activityId, id },
            body,
            idempotencyKey,
            ...OPTIONS,
          }),
  );

export const useDeleteColor = () =>
  useCatalogueWrite((activityId, id: number) =>
    api.delete('/api/activities/{activityId}/catalogue/colors/{id}', {
      path: { activityId, id },
      ...OPTIONS,
    }),
  );

export const useOrderColors = () =>
  useCatalogueWrite((activityId, { itemId, ids }: { itemId: number; ids: number[] }) =>
    api.put('/api/activities/{activityId}/catalogue/items/{id}/color-order', {
      path: { activityId, id: itemId },
      ...order(ids),
      ...OPTIONS,
    }),
  );

export const useAddSize = () =>
  useCatalogueWrite(
    (
      activityId,
      { colorId, body, idempotencyKey }: { colorId: number } & Omit<KeyedOn<NewItemSizeBody>, 'id'>,
    ) =>
      api.post('/api/activities/{activityId}/catalogue/colors/{id}/sizes', {
        path: { activityId, id: colorId },
        body,
        idempotencyKey,
        ...OPTIONS,
      }),
  );

export const useRenameSize = () =>
  useCatalogueWrite((activityId, { id, body, idempotencyKey }: KeyedOn<ItemSizeBody>) =>
    api.put('/api/activities/{activityId}/catalogue/sizes/{id}', {
      path: { activityId, id },
      body,
      idempotencyKey,
      ...OPTIONS,
    }),
  );

export const useDeleteSize = () =>
  useCatalogueWrite((activityId, id: number) =>
    api.delete('/api/activities/{activityId}/catalogue/sizes/{id}', {
      path: { activityId, id },
      ...OPTIONS,
    }),
  );

export const useOrderSizes = () =>
  useCatalogueWrite((activityId, { colorId, ids }: { colorId: number; ids: number[] }) =>
    api.put('/api/activities/{activityId}/catalogue/colors/{id}/size-order', {
      path: { activityId, id: colorId },
      ...order(ids),
      ...OPTIONS,
    }),
  );

/** Sets a size's stock if it still is `expected`, the figure the screen read (else 409). */
export const useSetStock = () =>
  useCatalogueWrite((activityId, { id, body, idempotencyKey }: KeyedOn<StockSetBody>) =>
    api.put('/api/activities/{activityId}/catalogue/sizes/{id}/stock', {
      path: { activityId, id },
      body,
      idempotencyKey,
      ...OPTIONS,
    }),
  );

/** Adds (a delivery) or removes pieces of a counted stock, whatever customers buy meanwhile. */
export const useChangeStock = () =>
  useCatalogueWrite((activityId, { id, body, idempotencyKey }: KeyedOn<StockChangeBody>) =>
    api.post('/api/activities/{activityId}/catalogue/sizes/{id}/stock-changes', {
      path: { activityId, id },
      body,
      idempotencyKey,
      ...OPTIONS,
    }),
  );

// ── The shop's pictures ─────────────────────────────────────────────────────────────────────

export const useAddShopImage = () =>
  useCatalogueWrite(
    (activityId, { fileName, idempotencyKey }: { fileName: string; idempotencyKey: string }) =>
      api.post('/api/activities/{activityId}/catalogue/shop-images', {
        path: { activityId },
        body: { fileName },
        idempotencyKey,
        ...OPTIONS,
      }),
  );

export const useDeleteShopImage = () =>
  useCatalogueWrite((activityId, id: number) =>
    api.delete('/api/activities/{activityId}/catalogue/shop-images/{id}', {
      path: { activityId, id },
      ...OPTIONS,
    }),
  );

export const useOrderShopImages = () =>
  useCatalogueWrite((activityId, ids: number[]) =>
    api.put('/api/activities/{activityId}/catalogue/shop-image-order', {
      path: { activityId },
      ...order(ids),
      ...OPTIONS,
    }),
  );
