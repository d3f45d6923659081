// The shop's catalogue (SPEC §7 Shop and orders): categories, the items of a category or of a
// search (paged), an item colour with the item's other colours and their sizes, the shop's and
// the items' pictures. Customers read; staff change it elsewhere.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { catalogueKeys, type ItemSearch } from '../../../lib/api/shop-keys.ts';
import { useSession } from '../../../lib/session.ts';

export type { ItemSearch };

const minute = 60_000;

export const getShopCategories = (activityId: number) =>
  api.get('/api/app/activities/{id}/categories', { path: { id: activityId }, noActivity: true });

export function useShopCategories() {
  const activityId = useSession().activityId;
  return useQuery(
    queryOptions({
      queryKey: catalogueKeys.categories(activityId),
      queryFn: () => getShopCategories(activityId as number),
      enabled: Boolean(activityId),
      staleTime: minute,
    }),
  );
}

/** The category's items on sale (activityId goes in the filters). */
export const getItemsByCategory = (categoryId: number) =>
  api.get('/api/app/items/itemsbycategory/{categoryId}', { path: { categoryId } });

export function useItemsByCategory(categoryId: number | null) {
  const activityId = useSession().activityId;
  return useQuery(
    queryOptions({
      queryKey: catalogueKeys.category(activityId, categoryId ?? 0),
      queryFn: () => getItemsByCategory(categoryId as number),
      enabled: Boolean(activityId) && categoryId !== null,
      staleTime: minute,
    }),
  );
}

export const searchItems = (activityId: number, q: ItemSearch) =>
  api.list('/api/app/items/search', {
    filters: { activityId, text: q.text || undefined, categoryId: q.categoryId },
    query: { page: q.page + 1, rowsPerPage: q.rowsPerPage },
  });

/** The previous page stays shown while the next one (or the next word typed) loads. */
export function useItemSearch(q: ItemSearch, enabled = true) {
  const activityId = useSession().activityId;
  return useQuery(
    queryOptions({
      queryKey: catalogueKeys.search(activityId, q),
      queryFn: () => searchItems(activityId as number, q),
      enabled: Boolean(activityId) && enabled,
      placeholderData: keepPreviousData,
      staleTime: minute,
    }),
  );
}

/** An item colour (id), the item, and all its colours with their sizes and stock. */
/** Silent: an item no longer sold is the screen's to say. */
export const getItemColors = (id: number) =>
  api.get('/api/app/itemcolors/{id}', { path: { id }, silent: true });

export function useItemColors(id: number) {
  const activityId = useSession().activityId;
  return useQuery(
    queryOptions({
      queryKey: catalogueKeys.itemColor(activityId, id),
      queryFn: () => getItemColors(id),
      enabled: Boolean(activityId) && Number.isInteger(id) && id > 0,
      // Stock changes as others buy: read again when the item is opened again.
      staleTime: 0,
    }),
  );
}

export const getShopImages = (activityId: number) =>
  api.get('/api/activities/{id}/shop-images', { path: { id: activityId }, noActivity: true });

export function useShopImages() {
  const activityId = useSession().activityId;
  return useQuery(
    queryOptions({
      queryKey: catalogueKeys.shopImages(activityId),
      queryFn: () => getShopImages(activityId as number),
      enabled: Boolean(activityId),
      staleTime: 5 * minute,
    }),
  );
}

export const getItemImages = (activityId: number) =>
  api.get('/api/activities/{activityId}/itemimages', { path: { activityId }, noActivity: true });

/** Every item's pictures in the activity; a screen keeps those of its item. */
export function useItemImages() {
  const activityId = useSession().activityId;
  return useQuery(
    queryOptions({
      queryKey: catalogueKeys.itemImages(activityId),
      queryFn: () => getItemImages(activityId as number),
      enabled: Boolean(activityId),
      staleTime: 5 * minute,
    }),
  );
}
