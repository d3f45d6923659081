// The home's media (issue 25 item 1): the pictures of the home template I and the video of the
// template V, written at once (not with the form's save). Pictures are uploaded by the pictures
// route (kind activity) and then added; a video is uploaded (POST …/videos, judged by its bytes)
// and then set. Refusals are the screen's to show: silent. Every write reads the home's media
// again, the console's and the customers' (their home follows at once).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityImageKeys } from '../../../../lib/api/activity-images.ts';
import { activityVideoKeys } from '../../../../lib/api/activity-video.ts';
import { api } from '../../../../lib/api/client.ts';
import { useSession } from '../../../../lib/session.ts';
import { consoleKeys } from '../../home/api/get-console.ts';

const OPTIONS = { noActivity: true, silent: true } as const;

export const homeMediaKeys = {
  all: ['homeMedia'] as const,
  pictures: (activityId: number | null) => [...homeMediaKeys.all, 'pictures', activityId] as const,
  video: (activityId: number | null) => [...homeMediaKeys.all, 'video', activityId] as const,
};

export const homePicturesQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: homeMediaKeys.pictures(activityId),
    queryFn: () =>
      api.list('/api/activities/{activityId}/home-pictures', {
        path: { activityId: activityId as number },
        noActivity: true,
      }),
    enabled: Boolean(activityId),
    staleTime: 0,
  });

export const homeVideoQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: homeMediaKeys.video(activityId),
    queryFn: () =>
      api.get('/api/activities/{activityId}/home-video', {
        path: { activityId: activityId as number },
        noActivity: true,
      }),
    enabled: Boolean(activityId),
    staleTime: 0,
  });

export const useHomePictures = () => useQuery(homePicturesQueryOptions(useSession().activityId));
export const useHomeVideo = () => useQuery(homeVideoQueryOptions(useSession().activityId));

/** A write of the current activity's home media, reading them again once settled. */
function useMediaWrite<T, R>(send: (activityId: number, vars: T) => Promise<R>) {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: T) => send(activityId as number, vars),
    onSettled: () =>
      Promise.all(
        [homeMediaKeys.all, activityImageKeys.all, activityVideoKeys.all, consoleKeys.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Uploads a picture of the activity: its logo (kind logo) or one for the home (kind activity). */
export function useUploadActivityPicture(kind: 'logo' | 'activity') {
  const { activityId } = useSession();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.set('kind', kind);
      body.set('file', file, file.name);
      return api.post('/api/activities/{activityId}/pictures', {
        path: { activityId: activityId as number },
        body,
        ...OPTIONS,
      });
    },
  });
}

/** Uploads a picture for the home and adds it last of the gallery. */
export const useAddHomePicture = () =>
  useMediaWrite(async (activityId, file: File) => {
    const form = new FormData();
    form.set('kind', 'activity');
    form.set('file', file, file.name);
    const { fileName } = await api.post('/api/activities/{activityId}/pictures', {
      path: { activityId },
      body: form,
      ...OPTIONS,
    });
    return api.post('/api/activities/{activityId}/home-pictures', {
      path: { activityId },
      body: { fileName },
      idempotencyKey: crypto.randomUUID(),
      ...OPTIONS,
    });
  });

export const useRemoveHomePicture = () =>
  useMediaWrite((activityId, id: number) =>
    api.delete('/api/activities/{activityId}/home-pictures/{id}', {
      path: { activityId, id },
      ...OPTIONS,
    }),
  );

/** The gallery's new order: every id once, first to last (409 order_stale when it changed). */
export const useOrderHomePictures = () =>
  useMediaWrite((activityId, ids: number[]) =>
    api.put('/api/activities/{activityId}/home-picture-order', {
      path: { activityId },
      body: { ids },
      idempotencyKey: crypto.randomUUID(),
      ...OPTIONS,
    }),
  );

/** Uploads a video (MP4 or WebM, judged by the server) and sets it as the home's. */
export const useSetHomeVideo = () =>
  useMediaWrite(async (activityId, file: File) => {
    const form = new FormData();
    form.set('file', file, file.name);
    const { fileName } = await api.post('/api/activities/{activityId}/videos', {
      path: { activityId },
      body: form,
      ...OPTIONS,
    });
    return api.put('/api/activities/{activityId}/home-video', {
      path: { activityId },
      body: { fileName },
      idempotencyKey: crypto.randomUUID(),
      ...OPTIONS,
    });
  });

export const useRemoveHomeVideo = () =>
  useMediaWrite((activityId, _: undefined) =>
    api.delete('/api/activities/{activityId}/home-video', { path: { activityId }, ...OPTIONS }),
  );
