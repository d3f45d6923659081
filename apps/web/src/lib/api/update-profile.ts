// PUT /api/customer/update-profile with any subset of the customer fields: the profile form,
// the language screen and the top bar's language picker all save through here.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '@tessera/domain';
import type { MutationConfig } from '../queryClient.ts';
import { useSession } from '../session.ts';
import { api } from './client.ts';
import { profileKeys } from './profile.ts';

export const updateProfile = (body: UpdateProfileBody, opts: { silent?: boolean } = {}) =>
  api.put('/api/customer/update-profile', { body, silent: opts.silent });

/** `silent`: the caller shows no error (the top bar's picker has already switched). */
export function useUpdateProfile({
  silent = false,
  ...config
}: MutationConfig<typeof updateProfile> & { silent?: boolean } = {}) {
  const userId = useSession().claims?.id;
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: UpdateProfileBody) => updateProfile(body, { silent }),
    onSuccess: (profile, ...rest) => {
      queryClient.setQueryData(profileKeys.detail(userId), profile);
      return config.onSuccess?.(profile, ...rest);
    },
  });
}
