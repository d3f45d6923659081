// POST /api/activities/{activityId}/pictures (multipart: kind "menu" and the file): the server
// judges the picture by its bytes, rewrites it as WebP and answers the name to save on the entry
// and where it is served. The same picture sent again is the same name: no key needed. Refusals
// (not an image, too large) are the dialog's to show: silent.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client.ts';
import { useSession } from '../../../../lib/session.ts';

export function useUploadMenuPicture() {
  const { activityId } = useSession();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.set('kind', 'menu');
      body.set('file', file, file.name);
      return api.post('/api/activities/{activityId}/pictures', {
        path: { activityId: activityId as number },
        body,
        noActivity: true,
        silent: true,
      });
    },
  });
}
