// PUT /api/activities/{activityId}/shop-settings (keyed): the owner saves the shop settings at
// once. Refusals are the form's to show: silent. The answer is the settings now; the console's
// set-up steps and the configuration customers read (minimum order, preparation time) are read
// again. The checkout's shippings, payments and pick-up times are the shop feature's keys
// (features/shop/api/checkout.ts), which a feature cannot name: they go stale within a minute.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopSettingsBody } from '@tessera/domain';
import { checkoutKeys } from '../../../../lib/api/checkout-keys.ts';
import { api } from '../../../../lib/api/client.ts';
import { configurationKeys } from '../../../../lib/api/configuration.ts';
import { useSession } from '../../../../lib/session.ts';
import { consoleKeys } from '../../home/api/get-console.ts';
import { shopSettingsKeys } from './get-shop-settings.ts';

export interface SaveShopSettings {
  body: ShopSettingsBody;
  idempotencyKey: string;
}

export function useSaveShopSettings() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: SaveShopSettings) =>
      api.put('/api/activities/{activityId}/shop-settings', {
        path: { activityId: activityId as number },
        body,
        idempotencyKey,
        noActivity: true,
        silent: true,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(shopSettingsKeys.detail(activityId), saved);
      // The customer's checkout reads the shippings, payments and pick-up windows at once.
      for (const queryKey of [consoleKeys.all, configurationKeys.all, checkoutKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
