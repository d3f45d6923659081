// Items from a spreadsheet (issue 25 item 4: a shop moving from Excel). The screen documents the
// columns the import reads, with an example file to download; the file picked is read as UTF-8,
// or as windows-1252 when it is not valid UTF-8 (Excel's "CSV" on an Italian Windows); the
// preview says what each line would do (a new item, one updated) and each line's errors with its
// number; the import, keyed, writes it all at once, and only while no line has an error.
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type CatalogueImportView, type ImportLine, MAX_IMPORT_LINES } from '@tessera/domain';
import { useRef, useState } from 'react';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import { useImport, usePreviewImport } from '../api/catalogue-import.ts';
import { decodeCsv, EXAMPLE_CSV, fitsImport, IMPORT_HEADERS } from '../catalogueForm.ts';

const TITLE_ID = 'catalogue-import-title';
const EXAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(EXAMPLE_CSV)}`;

interface Read {
  fileName: string;
  text: string;
  encoding: 'utf-8' | 'windows-1252';
}

/** Mount it when the dialog opens. */
export function CsvImportDialog(p: { onClose(): void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const preview = usePreviewImport();
  const apply = useImport();
  const [read, setRead] = useState<Read | null>(null);
  const [view, setView] = useState<CatalogueImportView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const key = useRef<{ text: string; key: string } | null>(null);
  const busy = preview.isPending || apply.isPending;
  const failed = (error: Error) =>
    setProblem((error instanceof HttpError && error.message) || t('catalogueAdmin.failed'));

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setView(null);
    setRead(null);
    const decoded = decodeCsv(await file.arrayBuffer());
    if (!fitsImport(decoded.text)) {
      setProblem(
        t(decoded.text ? 'catalogueAdmin.import.tooLarge' : 'catalogueAdmin.import.empty'),
      );
      return;
    }
    setRead({ fileName: file.name, ...decoded });
    preview.mutate(decoded.text, { onSuccess: setView, onError: failed });
  };

  const importNow = () => {
    if (!read || busy) return;
    setProblem(null);
    if (key.current?.text !== read.text)
      key.current = { text: read.text, key: crypto.randomUUID() };
    apply.mutate(
      { csv: read.text, idempotencyKey: key.current.key },
      {
        onSuccess: (done) => {
          notify.success(
            t('catalogueAdmin.import.done', { creates: done.creates, updates: done.updates }),
          );
          p.onClose();
        },
        onError: failed,
      },
    );
  };

  const ready = view !== null && view.errors === 0 && view.creates + view.updates > 0;

  return (
    <Dialog
      open
      onClose={p.onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID}>{t('catalogueAdmin.import.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Columns />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button
              variant="contained"
              startIcon={<UploadFile />}
              disabled={busy}
              onClick={() => input.current?.click()}
              sx={{ minHeight: 48 }}
            >
              {t(read ? 'catalogueAdmin.import.pickAnother' : 'catalogueAdmin.import.pick')}
            </Button>
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv,text/plain"
              hidden
              data-testid="catalogue-import-file"
              onChange={(e) => {
                void pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <Link
              href={EXAMPLE_HREF}
              download={t('catalogueAdmin.import.exampleFile')}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 48 }}
            >
              <Download fontSize="small" aria-hidden="true" />
              {t('catalogueAdmin.import.example')}
            </Link>
          </Box>
          {busy && <LinearProgress aria-hidden="true" />}
          <Typography role="status" variant="body2" color="text.secondary">
            {read
              ? t(
                  read.encoding === 'utf-8'
                    ? 'catalogueAdmin.import.readUtf8'
                    : 'catalogueAdmin.import.read1252',
                  { file: read.fileName },
                )
              : ''}
          </Typography>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          {view && <Preview view={view} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose} sx={{ minHeight: 48 }}>
          {t('catalogueAdmin.close')}
        </Button>
        <Button
          variant="contained"
          onClick={importNow}
          disabled={!ready || busy}
          sx={{ minHeight: 48 }}
        >
          {view
            ? t('catalogueAdmin.import.confirm', { count: view.creates + view.updates })
            : t('catalogueAdmin.import.confirmNone')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The columns the import reads (IMPORT_COLUMNS of the domain), each with what it holds. */
function Columns() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="catalogue-import-columns">
      <Typography
        id="catalogue-import-columns"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 600 }}
      >
        {t('catalogueAdmin.import.columnsTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('catalogueAdmin.import.columnsIntro', { max: MAX_IMPORT_LINES })}
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 1 }}>
        {IMPORT_HEADERS.map((h) => (
          <Box key={h.column}>
            <Box
              component="dt"
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'center',
                flexWrap: 'wrap',
                fontWeight: 600,
              }}
            >
              <Box component="code" sx={{ fontFamily: 'monospace' }}>
                {h.it}
              </Box>
              <Typography component="span" variant="body2" color="text.secondary">
                {t('catalogueAdmin.import.orEnglish', { name: h.en })}
              </Typography>
              {h.required && <Chip size="small" label={t('catalogueAdmin.import.required')} />}
            </Box>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {t(`catalogueAdmin.import.columns.${h.column}`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Preview({ view }: { view: CatalogueImportView }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="catalogue-import-preview">
      <Typography
        id="catalogue-import-preview"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 600 }}
      >
        {t('catalogueAdmin.import.previewTitle')}
      </Typography>
      <Typography variant="body1">
        {[
          t('catalogueAdmin.import.creates', { count: view.creates }),
          t('catalogueAdmin.import.updates', { count: view.updates }),
          t('catalogueAdmin.import.errors', { count: view.errors }),
        ].join(' · ')}
      </Typography>
      {view.newCategories.length > 0 && (
        <Typography variant="body2">
          {t('catalogueAdmin.import.newCategories', { list: view.newCategories.join(', ') })}
        </Typography>
      )}
      {view.errors > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('catalogueAdmin.import.fixFirst')}
        </Alert>
      )}
      <Box
        component="ol"
        aria-label={t('catalogueAdmin.import.lines')}
        sx={{ listStyle: 'none', m: 0, p: 0, mt: 1, display: 'grid', gap: 1 }}
      >
        {view.lines.map((line) => (
          <LineRow key={line.line} line={line} />
        ))}
      </Box>
    </Box>
  );
}

// Filled chips whose white text reads on them (4.5:1): MUI's info blue does not.
const ACTION_COLOR = { create: 'success', update: 'primary', error: 'error' } as const;

function LineRow({ line }: { line: ImportLine }) {
  const { t } = useTranslation();
  const what = [line.sku, line.name, line.category && `(${line.category})`]
    .filter(Boolean)
    .join(' ');
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="catalogue-import-line"
      sx={{ p: 1, borderColor: line.action === 'error' ? 'error.main' : 'divider' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('catalogueAdmin.import.line', { line: line.line })}
        </Typography>
        <Chip
          size="small"
          color={ACTION_COLOR[line.action]}
          label={t(`catalogueAdmin.import.action.${line.action}`)}
        />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {what}
        </Typography>
      </Box>
      {line.errors.map((e) => (
        <Typography key={e} variant="body2" color="error">
          {e}
        </Typography>
      ))}
      {line.notes.map((n) => (
        <Typography key={n} variant="body2" color="text.secondary">
          {n}
        </Typography>
      ))}
    </Paper>
  );
}
