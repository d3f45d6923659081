// A menu entry added or edited (issue 25 item 3): category, name, description, price typed the
// Italian way ("8,50"), SPEC §3's allergens and typologies ticked, a picture uploaded first (its
// name is saved with the entry), visibility. The contract refuses on the field before anything is
// sent; one keyed write (a retry of the same body reuses its key); the server's refusal shows in
// the dialog.
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ALLERGENS, type Allergen, TYPOLOGIES, type Typology } from '@tessera/domain';
import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { errorText, useZodForm } from '../../../../lib/forms.ts';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import { CodeChecks } from '../../components/CodeChecks.tsx';
import type { MenuCategory, MenuEntry } from '../api/get-menu-admin.ts';
import { useSaveMenuEntry } from '../api/menu-writes.ts';
import { entryFormOf, entrySchema } from '../menuForm.ts';
import { PictureField } from './PictureField.tsx';

export interface EntryDialogProps {
  entry: MenuEntry | null;
  /** The category a new entry goes in (last). */
  categoryId: number;
  categories: MenuCategory[];
  onClose(): void;
}

/** Mount it when the dialog opens: it starts from the entry's values. */
export function EntryDialog(p: EntryDialogProps) {
  const { t } = useTranslation();
  const save = useSaveMenuEntry();
  const form = useZodForm(entrySchema, { defaultValues: entryFormOf(p.entry, p.categoryId) });
  const [problem, setProblem] = useState<string | null>(null);
  const [pictureUrl, setPictureUrl] = useState(p.entry?.imageUrl ?? null);
  const [uploading, setUploading] = useState(false);
  const key = useRef<{ body: string; key: string } | null>(null);
  const name = form.watch('name');

  const submit = form.handleSubmit(
    (body) => {
      if (save.isPending || uploading) return;
      setProblem(null);
      const sent = JSON.stringify(body);
      if (key.current?.body !== sent) key.current = { body: sent, key: crypto.randomUUID() };
      save.mutate(
        { id: p.entry?.id ?? null, body, idempotencyKey: key.current.key },
        {
          onSuccess: (saved) => {
            notify.success(
              t(p.entry ? 'menuAdmin.entries.saved' : 'menuAdmin.entries.added', {
                name: saved.name,
              }),
            );
            p.onClose();
          },
          onError: (error) =>
            setProblem((error instanceof HttpError && error.message) || t('menuAdmin.failed')),
        },
      );
    },
    () => setProblem(t('menuAdmin.checks.fix')),
  );

  return (
    <FormDialog
      open
      id="menu-entry-dialog-title"
      title={
        p.entry
          ? t('menuAdmin.entries.editTitle', { name: p.entry.name })
          : t('menuAdmin.entries.addTitle')
      }
      onClose={p.onClose}
      onSubmit={submit}
      problem={problem}
      back={{ label: t('menuAdmin.cancel'), onClick: p.onClose }}
      submit={{ label: t('menuAdmin.save'), disabled: save.isPending || uploading }}
    >
      <Controller
        control={form.control}
        name="categoryId"
        render={({ field }) => (
          <TextField
            id="menu-entry-category"
            select
            label={t('menuAdmin.entries.category')}
            helperText={p.entry ? t('menuAdmin.entries.categoryHelp') : undefined}
            value={field.value}
            onChange={(e) => field.onChange(Number(e.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {p.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </TextField>
        )}
      />
      <FormTextField
        control={form.control}
        name="name"
        id="menu-entry-name"
        label={t('menuAdmin.entries.name')}
        autoComplete="off"
        required
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="description"
        id="menu-entry-description"
        label={t('menuAdmin.entries.description')}
        multiline
        minRows={2}
      />
      <FormTextField
        control={form.control}
        name="price"
        id="menu-entry-price"
        label={t('menuAdmin.entries.price')}
        helperText={t('menuAdmin.entries.priceHelp')}
        required
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
        }}
      />
      <Controller
        control={form.control}
        name="allergens"
        render={({ field, fieldState }) => (
          <CodeChecks
            texts="menuAdmin"
            id="menu-entry-allergens"
            legend={t('menuAdmin.entries.allergens')}
            codes={ALLERGENS}
            nameOf={(c) => t(`menus.allergen.${c as Allergen}`)}
            value={field.value}
            onChange={field.onChange}
            error={errorText(t, fieldState.error)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="typologies"
        render={({ field, fieldState }) => (
          <CodeChecks
            texts="menuAdmin"
            id="menu-entry-typologies"
            legend={t('menuAdmin.entries.typologies')}
            codes={TYPOLOGIES}
            nameOf={(c) => t(`menus.typology.${c as Typology}`)}
            value={field.value}
            onChange={field.onChange}
            error={errorText(t, fieldState.error)}
          />
        )}
      />
      <PictureField
        name={name || t('menuAdmin.entries.thisEntry')}
        url={pictureUrl}
        onBusy={setUploading}
        onChange={(picture) => {
          form.setValue('imageFileName', picture?.fileName ?? null);
          setPictureUrl(picture?.url ?? null);
        }}
      />
      <Stack spacing={0}>
        <Controller
          control={form.control}
          name="visible"
          render={({ field }) => (
            <FormControlLabel
              label={t('menuAdmin.entries.visible')}
              sx={{ minHeight: 48 }}
              control={
                <Switch
                  checked={field.value}
                  onChange={(_, on) => field.onChange(on)}
                  slotProps={{ input: { 'aria-describedby': 'menu-entry-visible-help' } }}
                />
              }
            />
          )}
        />
        <FormHelperText id="menu-entry-visible-help" sx={{ mt: 0 }}>
          {t('menuAdmin.entries.visibleHelp')}
        </FormHelperText>
      </Stack>
    </FormDialog>
  );
}
