// A colour of an item added or edited: its name (blank: the item comes in one colour), its swatch
// as RRGGBB (the field shows it as typed) and its picture (kind "item", uploaded first and saved
// by name). One keyed write; the server's refusal shows in the dialog.
import Palette from '@mui/icons-material/PaletteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import type { ItemColorAdmin } from '@tessera/domain';
import { useRef, useState } from 'react';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { useZodForm } from '../../../../lib/forms.ts';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useSaveColor } from '../api/catalogue-writes.ts';
import { colorFormOf, colorSchema, swatchOf } from '../catalogueForm.ts';
import { useSay } from './EditorStatus.tsx';
import { PictureUpload, Thumbnail } from './PictureUpload.tsx';

/** Mount it when the dialog opens (null: a new colour, which goes last). */
export function ColorDialog(p: { itemId: number; color: ItemColorAdmin | null; onClose(): void }) {
  const { t } = useTranslation();
  const say = useSay();
  const save = useSaveColor();
  const form = useZodForm(colorSchema, { defaultValues: colorFormOf(p.color) });
  const [problem, setProblem] = useState<string | null>(null);
  const [pictureUrl, setPictureUrl] = useState(p.color?.imageUrl ?? null);
  const [uploading, setUploading] = useState(false);
  const key = useRef<{ body: string; key: string } | null>(null);
  const swatch = swatchOf(form.watch('hex'));
  const name = form.watch('name').trim() || t('catalogueAdmin.variants.oneColor');

  const submit = form.handleSubmit((body) => {
    if (save.isPending || uploading) return;
    setProblem(null);
    const sent = JSON.stringify(body);
    if (key.current?.body !== sent) key.current = { body: sent, key: crypto.randomUUID() };
    save.mutate(
      { id: p.color?.id ?? null, itemId: p.itemId, body, idempotencyKey: key.current.key },
      {
        onSuccess: () => {
          say(
            t(
              p.color ? 'catalogueAdmin.variants.colorSaved' : 'catalogueAdmin.variants.colorAdded',
              {
                name,
              },
            ),
          );
          p.onClose();
        },
        onError: (error) =>
          setProblem((error instanceof HttpError && error.message) || t('catalogueAdmin.failed')),
      },
    );
  });

  return (
    <FormDialog
      open
      id="catalogue-color-dialog-title"
      title={
        p.color
          ? t('catalogueAdmin.variants.editColorTitle', { name })
          : t('catalogueAdmin.variants.addColorTitle')
      }
      onClose={p.onClose}
      onSubmit={submit}
      problem={problem}
      back={{ label: t('catalogueAdmin.cancel'), onClick: p.onClose }}
      submit={{ label: t('catalogueAdmin.save'), disabled: save.isPending || uploading }}
    >
      <FormTextField
        control={form.control}
        name="name"
        id="catalogue-color-name"
        label={t('catalogueAdmin.variants.colorName')}
        helperText={t('catalogueAdmin.variants.colorNameHelp')}
        autoComplete="off"
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="hex"
        id="catalogue-color-hex"
        label={t('catalogueAdmin.variants.hex')}
        helperText={t('catalogueAdmin.variants.hexHelp')}
        autoComplete="off"
        slotProps={{
          htmlInput: { maxLength: 7, spellCheck: false },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 24,
                    height: 24,
                    borderRadius: '50%',
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: swatch ?? 'transparent',
                  }}
                />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
          {t('catalogueAdmin.variants.colorPicture')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mt: 1 }}>
          <Thumbnail
            url={pictureUrl}
            size={96}
            alt={t('catalogueAdmin.variants.colorPictureOf', { name })}
            icon={<Palette color="disabled" aria-hidden="true" />}
          />
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
            <PictureUpload
              kind="item"
              label={t(
                pictureUrl ? 'catalogueAdmin.picture.replace' : 'catalogueAdmin.picture.upload',
              )}
              testId="catalogue-color-file"
              doneText={t('catalogueAdmin.picture.uploaded')}
              onBusy={setUploading}
              onUploaded={(picture) => {
                form.setValue('imageFileName', picture.fileName);
                setPictureUrl(picture.url);
              }}
            />
            {pictureUrl && (
              <Button
                onClick={() => {
                  form.setValue('imageFileName', null);
                  setPictureUrl(null);
                }}
                disabled={uploading}
                sx={{ minHeight: 48, alignSelf: 'flex-start' }}
              >
                {t('catalogueAdmin.picture.remove')}
              </Button>
            )}
          </Box>
        </Box>
      </Box>
    </FormDialog>
  );
}
