// GET /api/coupon-customers/customers: one page of the customer's coupons in the current
// activity, usable ones first, each with its printed code, validity and whether it is expired or
// was redeemed. Offline-worthy: a coupon is shown at a counter with no signal (lib/offline.ts).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { offlineWorthy } from '../offline.ts';
import { useSession } from '../session.ts';
import { api } from './client.ts';

/** A page of coupons: 0-based as the pagination counts (the API's page is 1-based). */
export interface CouponsPage {
  page: number;
  rowsPerPage: number;
}

export const couponCustomerKeys = {
  all: ['couponCustomers'] as const,
  list: (activityId: number | null, q: CouponsPage) =>
    [...couponCustomerKeys.all, activityId, q] as const,
};

export const getCouponCustomers = (activityId: number, q: CouponsPage) =>
  api.list('/api/coupon-customers/customers', {
    filters: { activityId },
    query: { page: q.page + 1, rowsPerPage: q.rowsPerPage },
  });

/** The previous page stays shown while the next one loads. */
export const couponCustomersQueryOptions = (activityId: number | null, q: CouponsPage) =>
  queryOptions({
    queryKey: couponCustomerKeys.list(activityId, q),
    queryFn: () => getCouponCustomers(activityId as number, q),
    enabled: Boolean(activityId),
    placeholderData: keepPreviousData,
    ...offlineWorthy,
  });

export function useCouponCustomers(q: CouponsPage) {
  return useQuery(couponCustomersQueryOptions(useSession().activityId, q));
}
