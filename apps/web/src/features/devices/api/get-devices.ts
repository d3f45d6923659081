// GET /api/app/userregistrationcodes: the signed-in user's registered devices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Device } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

export const deviceKeys = {
  all: ['devices'] as const,
  list: (userId: number | undefined) => [...deviceKeys.all, userId] as const,
};

export const getDevices = async () =>
  (await http.list<Device>('/api/app/userregistrationcodes')).rows;

export const devicesQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: deviceKeys.list(userId),
    queryFn: getDevices,
    enabled: Boolean(userId),
  });

export function useDevices() {
  return useQuery(devicesQueryOptions(useSession().claims?.id));
}
