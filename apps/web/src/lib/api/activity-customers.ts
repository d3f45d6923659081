// GET /api/activities/customers/byiduser: the signed-in user's memberships (with their roles).
// /login calls the fetcher too, so this module imports nothing of the query library at run
// time; the layouts read it with `useQuery(activityCustomersQueryOptions(...))`.
import { queryOptions } from '../queryOptions.ts';
import { session } from '../session.ts';
import { api } from './client.ts';

export const activityCustomerKeys = {
  all: ['activityCustomers'] as const,
  ofUser: (userId: number | undefined) => [...activityCustomerKeys.all, userId] as const,
};

export async function getActivityCustomers() {
  const { activityCustomers } = await api.get('/api/activities/customers/byiduser', {
    noActivity: true,
  });
  return activityCustomers;
}

/** Reading the memberships also keeps the session's list (and current activity) in step. */
export const activityCustomersQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: activityCustomerKeys.ofUser(userId),
    enabled: userId !== undefined,
    queryFn: async () => {
      const activityCustomers = await getActivityCustomers();
      session.setActivities(activityCustomers);
      return activityCustomers;
    },
  });
