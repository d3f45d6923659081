// An entry's picture: its thumbnail, a button to upload one (the pictures route, kind "menu": the
// server judges and rewrites it and answers the name to save) and one to take it off. What the
// upload is doing is announced; its refusal (not an image, too large) shows under it.
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import HideImage from '@mui/icons-material/HideImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useUploadMenuPicture } from '../api/upload-menu-picture.ts';

/** The formats the server takes (decision 0036). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

export interface PictureFieldProps {
  /** What the picture shows: its alternative text. */
  name: string;
  /** Where the picture saved on the entry is served; null for none. */
  url: string | null;
  /** A picture was uploaded (its file name and address) or taken off (null). */
  onChange(picture: { fileName: string; url: string } | null): void;
  onBusy(busy: boolean): void;
}

export function PictureField(p: PictureFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadMenuPicture();
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const send = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setStatus(t('menuAdmin.picture.uploading'));
    p.onBusy(true);
    upload.mutate(file, {
      onSuccess: ({ fileName, url }) => {
        p.onChange({ fileName, url });
        setStatus(t('menuAdmin.picture.uploaded'));
      },
      onError: (error) => {
        setStatus('');
        setProblem((error instanceof HttpError && error.message) || t('menuAdmin.picture.failed'));
      },
      onSettled: () => p.onBusy(false),
    });
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
        {t('menuAdmin.picture.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <Box
          sx={{
            width: 96,
            height: 96,
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            flex: 'none',
          }}
        >
          {p.url ? (
            <Box
              component="img"
              src={p.url}
              alt={t('menuAdmin.picture.alt', { name: p.name })}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <HideImage color="disabled" aria-hidden="true" />
          )}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternate />}
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
            sx={{ minHeight: 48 }}
          >
            {t(p.url ? 'menuAdmin.picture.replace' : 'menuAdmin.picture.upload')}
          </Button>
          {/* The button above opens it: a button is what a keyboard and a screen reader reach. */}
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            data-testid="menu-picture-file"
            onChange={(e) => {
              send(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {p.url && (
            <Button
              onClick={() => {
                p.onChange(null);
                setStatus(t('menuAdmin.picture.removed'));
              }}
              disabled={upload.isPending}
              sx={{ minHeight: 48 }}
            >
              {t('menuAdmin.picture.remove')}
            </Button>
          )}
        </Box>
      </Box>
      {upload.isPending && <LinearProgress sx={{ mt: 1 }} aria-hidden="true" />}
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {status}
      </Typography>
      {problem ? (
        <FormHelperText error role="alert">
          {problem}
        </FormHelperText>
      ) : (
        <FormHelperText>{t('menuAdmin.picture.help')}</FormHelperText>
      )}
    </Box>
  );
}
