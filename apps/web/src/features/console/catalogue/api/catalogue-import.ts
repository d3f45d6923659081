// Items from a spreadsheet's CSV file (issue 25 item 4): POST …/items/import/preview answers what
// each line would do (a new item, one updated, or its errors) and writes nothing;
// POST …/items/import (keyed) imports the same text at once, or nothing while a line has an error.
// A file the server cannot read as a whole is a 422 whose words the screen shows: silent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client.ts';
import { useSession } from '../../../../lib/session.ts';
import { invalidateCatalogue } from './get-catalogue-admin.ts';

export function usePreviewImport() {
  const { activityId } = useSession();
  return useMutation({
    mutationFn: (csv: string) =>
      api.post('/api/activities/{activityId}/catalogue/items/import/preview', {
        path: { activityId: activityId as number },
        body: { csv },
        noActivity: true,
        silent: true,
      }),
  });
}

export function useImport() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, idempotencyKey }: { csv: string; idempotencyKey: string }) =>
      api.post('/api/activities/{activityId}/catalogue/items/import', {
        path: { activityId: activityId as number },
        body: { csv },
        idempotencyKey,
        noActivity: true,
        silent: true,
      }),
    onSettled: () => invalidateCatalogue(queryClient),
  });
}
