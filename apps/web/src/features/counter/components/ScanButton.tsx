// The camera button beside a code field (issue 15): the rear camera's picture in a dialog until
// a Code 128 barcode of 12 digits shows in it, then the code, and the camera off. Refused, or no
// camera (none, busy, or a page not served over HTTPS): the reason, for the screen to show;
// typing the code, or a scanner that types it and Enter, still works.
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { CARD_CODE } from '@tessera/domain';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { code128Detector } from './barcodeDetector.ts';

/** Why the camera cannot scan: refused by the user, or none to use. */
export type ScanProblem = 'denied' | 'unavailable';

/** Between two looks at the picture. */
const EVERY_MS = 150;

const problemOf = (error: unknown): ScanProblem =>
  error instanceof DOMException && ['NotAllowedError', 'SecurityError'].includes(error.name)
    ? 'denied'
    : 'unavailable';

function ScanDialog({
  onCode,
  onProblem,
  onClose,
}: {
  onCode(code: string): void;
  onProblem(problem: ScanProblem): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const found = useEffectEvent(onCode);
  const failed = useEffectEvent(onProblem);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('', 'NotFoundError');
        const [media, detector] = await Promise.all([
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }),
          code128Detector(),
        ]);
        stream = media;
        const v = video.current;
        if (stopped || !v) return stop();
        v.srcObject = media;
        await v.play();
        const look = async () => {
          if (stopped) return;
          // A picture not ready yet reads as nothing.
          const barcodes = await detector.detect(v).catch(() => []);
          const code = barcodes
            .map((b) => b.rawValue.replace(/\s/g, ''))
            .find((c) => CARD_CODE.test(c));
          if (stopped) return;
          if (code) found(code);
          else timer = setTimeout(look, EVERY_MS);
        };
        await look();
      } catch (error) {
        if (!stopped) failed(problemOf(error));
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stop();
    };
  }, []);

  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="scan-title">
      <DialogTitle id="scan-title">{t('counter.scan.title')}</DialogTitle>
      <DialogContent>
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          data-testid="scan-video"
          sx={{ width: '100%', aspectRatio: '4 / 3', bgcolor: 'black', display: 'block' }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('counter.scan.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function ScanButton({
  label,
  onCode,
  onProblem,
}: {
  /** What is scanned: the button's accessible name. */
  label: string;
  onCode(code: string): void;
  /** A problem, or null when a new scan starts. */
  onProblem(problem: ScanProblem | null): void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label={label}
        size="large"
        onClick={() => {
          onProblem(null);
          setOpen(true);
        }}
      >
        <PhotoCamera />
      </IconButton>
      {open && (
        <ScanDialog
          onCode={(code) => {
            setOpen(false);
            onCode(code);
          }}
          onProblem={(problem) => {
            setOpen(false);
            onProblem(problem);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
