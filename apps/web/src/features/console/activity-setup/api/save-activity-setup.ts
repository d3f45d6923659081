// PUT /api/activities/{activityId}/settings (keyed): the owner saves the whole set-up at once.
// Refusals are the form's to show: silent. On success every query the customer app reads of the
// activity is read again, so its colours (the theme reads the membership's activity), drawer
// (the menu switches), home and menu follow at once on this device, without a reload.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivitySetupBody } from '@tessera/domain';
import { activityCustomerKeys } from '../../../../lib/api/activity-customers.ts';
import { activityImageKeys } from '../../../../lib/api/activity-images.ts';
import { activityVideoKeys } from '../../../../lib/api/activity-video.ts';
import { api } from '../../../../lib/api/client.ts';
import { configurationKeys } from '../../../../lib/api/configuration.ts';
import { menuKeys } from '../../../../lib/api/menu.ts';
import { useSession } from '../../../../lib/session.ts';
import { consoleKeys } from '../../home/api/get-console.ts';
import { activitySetupKeys } from './get-activity-setup.ts';

export interface SaveActivitySetup {
  body: ActivitySetupBody;
  idempotencyKey: string;
}

/**
 * What the customer app reads of the activity: the memberships (name, colours, logo: the theme and
 * the drawer's brand), the configuration (home template, menu texts, sign-up fields, languages),
 * the menu switches (the drawer), the home's pictures and video, and the console's steps.
 */
export const ACTIVITY_READS = [
  activityCustomerKeys.all,
  configurationKeys.all,
  menuKeys.all,
  activityImageKeys.all,
  activityVideoKeys.all,
  consoleKeys.all,
] as const;

export const invalidateActivityReads = (queryClient: QueryClient) =>
  Promise.all(ACTIVITY_READS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

export function useSaveActivitySetup() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: SaveActivitySetup) =>
      api.put('/api/activities/{activityId}/settings', {
        path: { activityId: activityId as number },
        body,
        idempotencyKey,
        noActivity: true,
        silent: true,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(activitySetupKeys.detail(activityId), saved);
      void invalidateActivityReads(queryClient);
    },
  });
}
