// The activity's logo: its preview, a button to upload one (the pictures route, kind logo: the
// server judges and rewrites it, at most 512 px, and answers the name to save) and one to take it
// off. Saved with the form. What the upload is doing is announced; a refusal shows under it.
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import HideImage from '@mui/icons-material/HideImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { errorText } from '../../../../lib/forms.ts';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useUploadActivityPicture } from '../api/home-media.ts';
import type { SetupControl } from './fields.tsx';

/** The formats the server takes (decision 0036). */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

export function LogoField({
  control,
  onBusy,
}: {
  control: SetupControl;
  onBusy(b: boolean): void;
}) {
  const { t } = useTranslation();
  const upload = useUploadActivityPicture('logo');
  const name = useController({ control, name: 'logoFileName' });
  const url = useController({ control, name: 'logoUrl' });
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const error = errorText(t, name.fieldState.error) ?? problem;

  const send = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setStatus(t('activitySetup.logo.uploading'));
    onBusy(true);
    upload.mutate(file, {
      onSuccess: ({ fileName, url: served }) => {
        name.field.onChange(fileName);
        url.field.onChange(served);
        setStatus(t('activitySetup.logo.uploaded'));
      },
      onError: (e) => {
        setStatus('');
        setProblem((e instanceof HttpError && e.message) || t('activitySetup.logo.failed'));
      },
      onSettled: () => onBusy(false),
    });
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
        {t('activitySetup.logo.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <Box
          sx={{
            width: 88,
            height: 88,
            borderRadius: '50%',
            overflow: 'hidden',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            flex: 'none',
          }}
        >
          {url.field.value ? (
            <Box
              component="img"
              src={url.field.value}
              alt={t('activitySetup.logo.alt')}
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
            {t(url.field.value ? 'activitySetup.logo.replace' : 'activitySetup.logo.upload')}
          </Button>
          {/* The button above opens it: a button is what a keyboard and a screen reader reach. */}
          <input
            ref={input}
            type="file"
            accept={PICTURE_ACCEPT}
            hidden
            data-testid="logo-file"
            onChange={(e) => {
              send(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {url.field.value && (
            <Button
              onClick={() => {
                name.field.onChange(null);
                url.field.onChange(null);
                setStatus(t('activitySetup.logo.removed'));
              }}
              disabled={upload.isPending}
              sx={{ minHeight: 48 }}
            >
              {t('activitySetup.logo.remove')}
            </Button>
          )}
        </Box>
      </Box>
      {upload.isPending && <LinearProgress sx={{ mt: 1 }} aria-hidden="true" />}
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {status}
      </Typography>
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : (
        <FormHelperText>{t('activitySetup.logo.help')}</FormHelperText>
      )}
    </Box>
  );
}
