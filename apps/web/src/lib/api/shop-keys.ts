// The customer shop's reads' keys (SPEC §7): the catalogue and the cart the customer's shop reads
// (features/shop) and the console's catalogue changes (a save reads them again).
/** A search page: 0-based as the pagination counts (the API's page is 1-based). */
export interface ItemSearch {
  text?: string;
  categoryId?: number;
  page: number;
  rowsPerPage: number;
}

export const catalogueKeys = {
  all: ['shopCatalogue'] as const,
  categories: (activityId: number | null) =>
    [...catalogueKeys.all, 'categories', activityId] as const,
  category: (activityId: number | null, categoryId: number) =>
    [...catalogueKeys.all, 'category', activityId, categoryId] as const,
  search: (activityId: number | null, q: ItemSearch) =>
    [...catalogueKeys.all, 'search', activityId, q] as const,
  itemColor: (activityId: number | null, id: number) =>
    [...catalogueKeys.all, 'itemColor', activityId, id] as const,
  shopImages: (activityId: number | null) =>
    [...catalogueKeys.all, 'shopImages', activityId] as const,
  itemImages: (activityId: number | null) =>
    [...catalogueKeys.all, 'itemImages', activityId] as const,
};

export const cartKeys = {
  all: ['cart'] as const,
  list: (activityId: number | null) => [...cartKeys.all, activityId] as const,
};
