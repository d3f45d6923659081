// The shop's catalogue as its admins set it up (issue 25 item 4): GET …/catalogue/categories (all,
// in order), …/catalogue/items (a page: one category's, or a search over all), …/items/{id} (one
// item with its gallery, colours and sizes) and …/catalogue/shop-images. One key factory names
// every read of it, so a write reaches them all; what customers read of the shop (the shop
// feature's `catalogueKeys.all`, features/shop/api/catalogue.ts), their carts (names and prices)
// and the console's home (its catalogue step) are read again too. Not offline-worthy: a form
// never edits last known data (lib/offline.ts).
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Row } from '../../../../lib/api/client.ts';
import { cartKeys, catalogueKeys } from '../../../../lib/api/shop-keys.ts';
import { useSession } from '../../../../lib/session.ts';
import { consoleKeys } from '../../home/api/get-console.ts';

export type CatalogueCategory = Row<'/api/activities/{activityId}/catalogue/categories'>;
export type CatalogueItem = Row<'/api/activities/{activityId}/catalogue/items'>;
export type ShopImage = Row<'/api/activities/{activityId}/catalogue/shop-images'>;

/** A page of items: one category's (in the customers' order) or a search over every category. */
export interface ItemsQuery {
  categoryId?: number;
  q?: string;
  /** 0-based. */
  page: number;
  rowsPerPage: number;
}

export const catalogueAdminKeys = {
  all: ['consoleCatalogue'] as const,
  categories: (activityId: number | null) =>
    [...catalogueAdminKeys.all, activityId, 'categories'] as const,
  items: (activityId: number | null, q: ItemsQuery) =>
    [...catalogueAdminKeys.all, activityId, 'items', q] as const,
  item: (activityId: number | null, id: number) =>
    [...catalogueAdminKeys.all, activityId, 'item', id] as const,
  shopImages: (activityId: number | null) =>
    [...catalogueAdminKeys.all, activityId, 'shopImages'] as const,
};

/** Every read of the catalogue: the console's, its home's step and the customers'. */
export const invalidateCatalogue = (queryClient: QueryClient) =>
  Promise.all(
    [catalogueAdminKeys.all, catalogueKeys.all, cartKeys.all, consoleKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

export const catalogueCategoriesQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: catalogueAdminKeys.categories(activityId),
    queryFn: () =>
      api.list('/api/activities/{activityId}/catalogue/categories', {
        path: { activityId: activityId as number },
        noActivity: true,
      }),
    enabled: Boolean(activityId),
    staleTime: 0,
  });

export function useCatalogueCategories() {
  return useQuery(catalogueCategoriesQueryOptions(useSession().activityId));
}

export const catalogueItemsQueryOptions = (activityId: number | null, q: ItemsQuery) =>
  queryOptions({
    queryKey: catalogueAdminKeys.items(activityId, q),
    queryFn: () =>
      api.list('/api/activities/{activityId}/catalogue/items', {
        path: { activityId: activityId as number },
        query: { page: q.page + 1, rowsPerPage: q.rowsPerPage },
        filters: { categoryId: q.categoryId, q: q.q || undefined },
        noActivity: true,
      }),
    enabled: Boolean(activityId),
    // The page shown stays while the next one (or the next word typed) loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useCatalogueItems(q: ItemsQuery, enabled = true) {
  const options = catalogueItemsQueryOptions(useSession().activityId, q);
  return useQuery({ ...options, enabled: options.enabled && enabled });
}

export const catalogueItemQueryOptions = (activityId: number | null, id: number) =>
  queryOptions({
    queryKey: catalogueAdminKeys.item(activityId, id),
    queryFn: () =>
      api.get('/api/activities/{activityId}/catalogue/items/{id}', {
        path: { activityId: activityId as number, id },
        noActivity: true,
      }),
    enabled: Boolean(activityId),
    staleTime: 0,
  });

/** One item with its gallery, colours and sizes; none for a new item (null). */
export function useCatalogueItem(id: number | null) {
  const options = catalogueItemQueryOptions(useSession().activityId, id ?? 0);
  return useQuery({ ...options, enabled: options.enabled && id !== null });
}

export const shopImagesQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: catalogueAdminKeys.shopImages(activityId),
    queryFn: () =>
      api.list('/api/activities/{activityId}/catalogue/shop-images', {
        path: { activityId: activityId as number },
        noActivity: true,
      }),
    enabled: Boolean(activityId),
    staleTime: 0,
  });

export function useShopImagesAdmin() {
  return useQuery(shopImagesQueryOptions(useSession().activityId));
}
