// Profile, password, addresses, nations and countries (SPEC §3, §5, §7 Users and profile).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordBody,
  Country,
  CustomerAddress,
  CustomerAddressBody,
  EmailChangeBody,
  EmailChangeConfirmBody,
  Nation,
  Profile,
  UpdateProfileBody,
} from '@tessera/domain';
import { http } from '../../lib/http.ts';
import { useSession } from '../../lib/session.ts';

export const profileKeys = {
  profile: (userId: number | undefined) => ['profile', userId] as const,
  addresses: (activityId: number | null) => ['customerAddresses', activityId] as const,
  activityCountries: (activityId: number | null) => ['activityCountries', activityId] as const,
  nations: ['nations'] as const,
  countries: (nationId: number | null, search: string) => ['countries', nationId, search] as const,
};

export function useProfile() {
  const userId = useSession().claims?.id;
  return useQuery({
    queryKey: profileKeys.profile(userId),
    enabled: Boolean(userId),
    queryFn: () => http.get<Profile>('/api/app/users'),
  });
}

/** PUT /api/customer/update-profile with any subset of the customer fields. */
export function useUpdateProfile() {
  const userId = useSession().claims?.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      http.put<Profile>('/api/customer/update-profile', body),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.profile(userId), profile),
  });
}

/**
 * Changing the login e-mail, step one: the current password sends a code to the new address.
 * Errors are the dialog's to show, next to their field.
 */
export function useStartEmailChange() {
  const userId = useSession().claims?.id;
  return useMutation({
    mutationFn: (body: Omit<EmailChangeBody, 'activityId'>) =>
      http.post<{ sent: boolean; codeLength: number; expiresAt: string }>(
        `/api/users/${userId}/email-change`,
        body,
        { silent: true },
      ),
  });
}

/** Step two: the code changes the e-mail and answers the updated profile. */
export function useConfirmEmailChange() {
  const userId = useSession().claims?.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<EmailChangeConfirmBody, 'activityId'>) =>
      http.put<Profile>(`/api/users/${userId}/email-change`, body, { silent: true }),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.profile(userId), profile),
  });
}

/** Errors are the dialog's to show, next to their field. */
export function useChangePassword() {
  const userId = useSession().claims?.id;
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      http.put<{ changed: boolean }>(`/api/users/${userId}/changepassword`, body, {
        silent: true,
      }),
  });
}

export function useNations() {
  return useQuery({
    queryKey: profileKeys.nations,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => (await http.list<Nation>('/public/nations', { noActivity: true })).rows,
  });
}

/** Towns of a nation whose name contains `search` (SPEC §7 countries), at most 50. */
export function useCountries(nationId: number | null, search: string) {
  return useQuery({
    queryKey: profileKeys.countries(nationId, search),
    enabled: Boolean(nationId),
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
    queryFn: async () =>
      (
        await http.list<Country>('/public/countries', {
          noActivity: true,
          filters: { nationId: nationId ?? undefined, name: search.trim() || undefined },
          query: { rowsPerPage: 50 },
        })
      ).rows,
  });
}

export function useAddresses() {
  const activityId = useSession().activityId;
  return useQuery({
    queryKey: profileKeys.addresses(activityId),
    enabled: Boolean(activityId),
    queryFn: async () => (await http.list<CustomerAddress>('/api/customer-addresses')).rows,
  });
}

/** The countries addresses may be in, for the current activity. */
export function useActivityCountries(enabled: boolean) {
  const activityId = useSession().activityId;
  return useQuery({
    queryKey: profileKeys.activityCountries(activityId),
    enabled: enabled && Boolean(activityId),
    staleTime: 5 * 60_000,
    queryFn: async () => (await http.list<Country>(`/api/countries/actvity/${activityId}`)).rows,
  });
}

export function useAddAddress() {
  const activityId = useSession().activityId;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CustomerAddressBody, 'activityId'>) =>
      http.post<CustomerAddress>('/api/customer-addresses', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.addresses(activityId) }),
  });
}

export function useDeleteAddress() {
  const activityId = useSession().activityId;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http.delete<{ deleted: boolean }>(`/api/app/customer-addresses/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.addresses(activityId) }),
  });
}
