// The home's media, written at once (not with the form's save): for the template I the gallery
// (upload, take off, move up or down: the whole order is sent, refused when it changed meanwhile),
// for the template V the video (upload MP4 or WebM, take off). Taking off asks first.
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import VideoFile from '@mui/icons-material/VideoFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_HOME_PICTURES, MAX_VIDEO_BYTES } from '@tessera/domain';
import { useRef, useState } from 'react';
import type { Confirm } from '../../../../components/useConfirm.tsx';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import {
  useAddHomePicture,
  useHomePictures,
  useHomeVideo,
  useOrderHomePictures,
  useRemoveHomePicture,
  useRemoveHomeVideo,
  useSetHomeVideo,
} from '../api/home-media.ts';
import { PICTURE_ACCEPT } from './LogoField.tsx';

const VIDEO_ACCEPT = 'video/mp4,video/webm';

/** A refusal's own words, or the screen's. */
const reason = (e: unknown, fallback: string) => (e instanceof HttpError && e.message) || fallback;

/** Where an action on the media stands: announced, a refusal shown as an alert. */
function useStatus() {
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return { status, setStatus, problem, setProblem };
}

export function HomeGallery({ confirm }: { confirm: Confirm }) {
  const { t } = useTranslation();
  const pictures = useHomePictures();
  const add = useAddHomePicture();
  const remove = useRemoveHomePicture();
  const order = useOrderHomePictures();
  const { status, setStatus, problem, setProblem } = useStatus();
  const input = useRef<HTMLInputElement>(null);
  const rows = pictures.data?.rows ?? [];
  const busy = add.isPending || remove.isPending || order.isPending;
  const full = rows.length >= MAX_HOME_PICTURES;

  const upload = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setStatus(t('activitySetup.home.uploading'));
    add.mutate(file, {
      onSuccess: () => setStatus(t('activitySetup.home.added')),
      onError: (e) => {
        setStatus('');
        setProblem(reason(e, t('activitySetup.home.failed')));
      },
    });
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((r) => r.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    setProblem(null);
    order.mutate(ids, {
      onSuccess: () =>
        setStatus(t('activitySetup.home.moved', { position: index + by + 1, total: ids.length })),
      onError: (e) => setProblem(reason(e, t('activitySetup.home.failed'))),
    });
  };

  const takeOff = async (id: number, position: number) => {
    const yes = await confirm({
      title: t('activitySetup.home.removeTitle'),
      message: t('activitySetup.home.removeMessage', { position }),
      cancelLabel: t('activitySetup.cancel'),
      confirmLabel: t('activitySetup.home.remove'),
    });
    if (!yes) return;
    setProblem(null);
    remove.mutate(id, {
      onSuccess: () => setStatus(t('activitySetup.home.removed')),
      onError: (e) => setProblem(reason(e, t('activitySetup.home.failed'))),
    });
  };

  return (
    <Box component="section" aria-labelledby="setup-gallery-title">
      <Typography id="setup-gallery-title" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('activitySetup.home.galleryTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('activitySetup.home.galleryHelp', { max: MAX_HOME_PICTURES })}
      </Typography>
      {pictures.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : rows.length === 0 ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('activitySetup.home.noPictures')}
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label={t('activitySetup.home.galleryTitle')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {rows.map((p, i) => (
            <Box
              component="li"
              key={p.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
            >
              <Box
                component="img"
                src={p.url}
                alt={t('activitySetup.home.pictureAlt', { position: i + 1 })}
                sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
              />
              <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <IconButton
                  aria-label={t('activitySetup.home.moveUp', { position: i + 1 })}
                  disabled={busy || i === 0}
                  onClick={() => move(i, -1)}
                  sx={{ width: 48, height: 48 }}
                >
                  <ArrowUpward />
                </IconButton>
                <IconButton
                  aria-label={t('activitySetup.home.moveDown', { position: i + 1 })}
                  disabled={busy || i === rows.length - 1}
                  onClick={() => move(i, 1)}
                  sx={{ width: 48, height: 48 }}
                >
                  <ArrowDownward />
                </IconButton>
                <IconButton
                  aria-label={t('activitySetup.home.removePicture', { position: i + 1 })}
                  disabled={busy}
                  onClick={() => void takeOff(p.id, i + 1)}
                  sx={{ width: 48, height: 48 }}
                >
                  <Delete />
                </IconButton>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ mt: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternate />}
          disabled={busy || full}
          onClick={() => input.current?.click()}
          sx={{ minHeight: 48 }}
        >
          {t('activitySetup.home.addPicture')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={PICTURE_ACCEPT}
          hidden
          data-testid="home-picture-file"
          onChange={(e) => {
            upload(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Box>
      {busy && <LinearProgress sx={{ mt: 1 }} aria-hidden="true" />}
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {status}
      </Typography>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}

export function HomeVideo({ confirm }: { confirm: Confirm }) {
  const { t } = useTranslation();
  const video = useHomeVideo();
  const set = useSetHomeVideo();
  const remove = useRemoveHomeVideo();
  const { status, setStatus, problem, setProblem } = useStatus();
  const input = useRef<HTMLInputElement>(null);
  const busy = set.isPending || remove.isPending;
  const current = video.data ?? null;

  const upload = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_VIDEO_BYTES) {
      setProblem(t('activitySetup.home.videoTooLarge', { megabytes: MAX_VIDEO_BYTES / 1048576 }));
      return;
    }
    setStatus(t('activitySetup.home.videoUploading'));
    set.mutate(file, {
      onSuccess: () => setStatus(t('activitySetup.home.videoSet')),
      onError: (e) => {
        setStatus('');
        setProblem(reason(e, t('activitySetup.home.failed')));
      },
    });
  };

  const takeOff = async () => {
    const yes = await confirm({
      title: t('activitySetup.home.removeVideoTitle'),
      message: t('activitySetup.home.removeVideoMessage'),
      cancelLabel: t('activitySetup.cancel'),
      confirmLabel: t('activitySetup.home.remove'),
    });
    if (!yes) return;
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => setStatus(t('activitySetup.home.videoRemoved')),
      onError: (e) => setProblem(reason(e, t('activitySetup.home.failed'))),
    });
  };

  return (
    <Box component="section" aria-labelledby="setup-video-title">
      <Typography id="setup-video-title" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('activitySetup.home.videoTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('activitySetup.home.videoHelp', { megabytes: MAX_VIDEO_BYTES / 1048576 })}
      </Typography>
      {video.isPending ? (
        <Skeleton variant="rounded" height={180} />
      ) : current ? (
        <Box
          component="video"
          src={current.url}
          controls
          muted
          playsInline
          preload="metadata"
          aria-label={t('activitySetup.home.videoAlt')}
          sx={{ display: 'block', width: '100%', maxWidth: 480, borderRadius: 1, bgcolor: 'black' }}
        />
      ) : (
        <Typography variant="body2">{t('activitySetup.home.noVideo')}</Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }} useFlexGap>
        <Button
          variant="outlined"
          startIcon={<VideoFile />}
          disabled={busy}
          onClick={() => input.current?.click()}
          sx={{ minHeight: 48 }}
        >
          {t(current ? 'activitySetup.home.replaceVideo' : 'activitySetup.home.uploadVideo')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={VIDEO_ACCEPT}
          hidden
          data-testid="home-video-file"
          onChange={(e) => {
            upload(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {current && (
          <Button onClick={() => void takeOff()} disabled={busy} sx={{ minHeight: 48 }}>
            {t('activitySetup.home.removeVideo')}
          </Button>
        )}
      </Stack>
      {busy && <LinearProgress sx={{ mt: 1 }} aria-hidden="true" />}
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {status}
      </Typography>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
