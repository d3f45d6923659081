// GET /api/app/users: the signed-in customer's profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@tessera/domain';
import { http } from '../http.ts';
import { useSession } from '../session.ts';

export const profileKeys = {
  all: ['profile'] as const,
  detail: (userId: number | undefined) => [...profileKeys.all, userId] as const,
};

export const getProfile = () => http.get<Profile>('/api/app/users');

export const profileQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: getProfile,
    enabled: Boolean(userId),
  });

export function useProfile() {
  return useQuery(profileQueryOptions(useSession().claims?.id));
}
