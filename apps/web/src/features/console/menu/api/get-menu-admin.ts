// GET /api/activities/{activityId}/menu/categories and …/menu/entries: the menu as its admins
// set it up, hidden categories and entries too, in the customers' order. One key factory names
// every read of it, so a write reaches them all; what customers read of the menu (GET /api/menus,
// the menus feature's key) is read again too. Not offline-worthy: a form never edits last known
// data (lib/offline.ts).
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@tessera/domain';
import { api, type Row } from '../../../../lib/api/client.ts';
import { menuEntryKeys } from '../../../../lib/api/menu-entry-keys.ts';
import { useSession } from '../../../../lib/session.ts';

export type MenuCategory = Row<'/api/activities/{activityId}/menu/categories'>;
export type MenuEntry = Row<'/api/activities/{activityId}/menu/entries'>;

export const menuAdminKeys = {
  all: ['consoleMenu'] as const,
  categories: (activityId: number | null) =>
    [...menuAdminKeys.all, activityId, 'categories'] as const,
  entriesAll: (activityId: number | null) => [...menuAdminKeys.all, activityId, 'entries'] as const,
  entries: (activityId: number | null, categoryId: number) =>
    [...menuAdminKeys.entriesAll(activityId), categoryId] as const,
};

/** Every read of the menu: the console's and the customers'. */
export const invalidateMenu = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: menuAdminKeys.all }),
    queryClient.invalidateQueries({ queryKey: menuEntryKeys.all }),
  ]);

export const menuCategoriesQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: menuAdminKeys.categories(activityId),
    queryFn: () =>
      api.list('/api/activities/{activityId}/menu/categories', {
        path: { activityId: activityId as number },
        noActivity: true,
      }),
    enabled: Boolean(activityId),
    staleTime: 0,
  });

export function useMenuCategories() {
  return useQuery(menuCategoriesQueryOptions(useSession().activityId));
}

/** A category's entries: a menu's category lists far fewer than a page of MAX_PAGE_SIZE. */
export const menuEntriesQueryOptions = (activityId: number | null, categoryId: number) =>
  queryOptions({
    queryKey: menuAdminKeys.entries(activityId, categoryId),
    queryFn: () =>
      api.list('/api/activities/{activityId}/menu/entries', {
        path: { activityId: activityId as number },
        query: { rowsPerPage: MAX_PAGE_SIZE },
        filters: { categoryId },
        noActivity: true,
      }),
    enabled: Boolean(activityId),
    staleTime: 0,
  });

export function useMenuEntries(categoryId: number) {
  return useQuery(menuEntriesQueryOptions(useSession().activityId, categoryId));
}
