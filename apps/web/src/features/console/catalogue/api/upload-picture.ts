// POST /api/activities/{activityId}/pictures (multipart: the kind and the file): the server judges
// the picture by its bytes, rewrites it as WebP and answers the name to save and where it is
// served. Kind "item" for an item's gallery and its colours, "shop" for the shop's own pictures.
// The same picture sent again is the same name: no key needed. Refusals (not an image, too large)
// are the screen's to show: silent.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client.ts';
import { useSession } from '../../../../lib/session.ts';

export type PictureKind = 'item' | 'shop';

export function useUploadPicture(kind: PictureKind) {
  const { activityId } = useSession();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.set('kind', kind);
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
