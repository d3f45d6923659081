// A button that uploads a picture (the pictures route: the server judges it by its bytes and
// answers the name to save) and hands the answer on. What the upload is doing is announced; its
// refusal (not an image, too large) shows under the button.
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef, useState } from 'react';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { type PictureKind, useUploadPicture } from '../api/upload-picture.ts';

/** The formats the server takes (decision 0036). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

export interface PictureUploadProps {
  kind: PictureKind;
  /** The button's text: "Aggiungi una foto", "Cambia foto". */
  label: string;
  /** The hidden input's test id. */
  testId: string;
  /** What the status says once uploaded: "Foto caricata: salva per tenerla." */
  doneText: string;
  onUploaded(picture: { fileName: string; url: string }): void;
  onBusy?(busy: boolean): void;
  disabled?: boolean;
}

export function PictureUpload(p: PictureUploadProps) {
  const { t } = useTranslation();
  const upload = useUploadPicture(p.kind);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const send = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setStatus(t('catalogueAdmin.picture.uploading'));
    p.onBusy?.(true);
    upload.mutate(file, {
      onSuccess: ({ fileName, url }) => {
        p.onUploaded({ fileName, url });
        setStatus(p.doneText);
      },
      onError: (error) => {
        setStatus('');
        setProblem(
          (error instanceof HttpError && error.message) || t('catalogueAdmin.picture.failed'),
        );
      },
      onSettled: () => p.onBusy?.(false),
    });
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <Button
        variant="outlined"
        startIcon={<AddPhotoAlternate />}
        disabled={upload.isPending || p.disabled}
        onClick={() => input.current?.click()}
        sx={{ minHeight: 48 }}
      >
        {p.label}
      </Button>
      {/* The button above opens it: a button is what a keyboard and a screen reader reach. */}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid={p.testId}
        onChange={(e) => {
          send(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {upload.isPending && <LinearProgress sx={{ mt: 1 }} aria-hidden="true" />}
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {status}
      </Typography>
      {problem ? (
        <FormHelperText error role="alert">
          {problem}
        </FormHelperText>
      ) : (
        <FormHelperText>{t('catalogueAdmin.picture.help')}</FormHelperText>
      )}
    </Box>
  );
}

/** A square thumbnail: the picture, or an empty tile with an icon. */
export function Thumbnail(p: { url: string | null; alt: string; size?: number; icon?: ReactNode }) {
  const size = p.size ?? 56;
  return (
    <Box
      sx={{
        width: size,
        height: size,
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
          alt={p.alt}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        p.icon
      )}
    </Box>
  );
}
