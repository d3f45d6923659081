// GET /api/app/userregistrationcodes: the signed-in user's registered devices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

export const deviceKeys = {
  all: ['devices'] as const,
  list: (userId: number | undefined) => [...deviceKeys.all, userId] as const,
};

export const getDevices = async () => (await api.list('/api/app/userregistrationcodes')).rows;

export const devicesQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: deviceKeys.list(userId),
    queryFn: getDevices,
    enabled: Boolean(userId),
  });

export function useDevices() {
  return useQuery(devicesQueryOptions(useSession().claims?.id));
}
