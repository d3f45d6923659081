// GET /api/app/users: the signed-in customer's profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../session.ts';
import { api } from './client.ts';

export const profileKeys = {
  all: ['profile'] as const,
  detail: (userId: number | undefined) => [...profileKeys.all, userId] as const,
};

export const getProfile = () => api.get('/api/app/users');

export const profileQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: getProfile,
    enabled: Boolean(userId),
  });

export function useProfile() {
  return useQuery(profileQueryOptions(useSession().claims?.id));
}
