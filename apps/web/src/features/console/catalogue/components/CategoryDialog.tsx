// A shop category added or renamed: its name and whether customers see it (a hidden category
// hides its items too). One keyed write; the server's refusal shows in the dialog.
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { useZodForm } from '../../../../lib/forms.ts';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import { useSaveCategory } from '../api/catalogue-writes.ts';
import type { CatalogueCategory } from '../api/get-catalogue-admin.ts';
import { categoryFormOf, categorySchema } from '../catalogueForm.ts';

/** Mount it when the dialog opens (null: a new category, which goes last). */
export function CategoryDialog(p: { category: CatalogueCategory | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const form = useZodForm(categorySchema, { defaultValues: categoryFormOf(p.category) });
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<{ body: string; key: string } | null>(null);

  const submit = form.handleSubmit((body) => {
    if (save.isPending) return;
    setProblem(null);
    const sent = JSON.stringify(body);
    if (key.current?.body !== sent) key.current = { body: sent, key: crypto.randomUUID() };
    save.mutate(
      { id: p.category?.id ?? null, body, idempotencyKey: key.current.key },
      {
        onSuccess: (saved) => {
          notify.success(
            t(p.category ? 'catalogueAdmin.categories.saved' : 'catalogueAdmin.categories.added', {
              name: saved.name,
            }),
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
      id="catalogue-category-dialog-title"
      title={
        p.category
          ? t('catalogueAdmin.categories.editTitle', { name: p.category.name })
          : t('catalogueAdmin.categories.addTitle')
      }
      onClose={p.onClose}
      onSubmit={submit}
      problem={problem}
      back={{ label: t('catalogueAdmin.cancel'), onClick: p.onClose }}
      submit={{ label: t('catalogueAdmin.save'), disabled: save.isPending }}
    >
      <FormTextField
        control={form.control}
        name="name"
        id="catalogue-category-name"
        label={t('catalogueAdmin.categories.name')}
        helperText={t('catalogueAdmin.categories.nameHelp')}
        autoComplete="off"
        required
        autoFocus
      />
      <Controller
        control={form.control}
        name="visible"
        render={({ field }) => (
          <FormControlLabel
            label={t('catalogueAdmin.categories.visible')}
            sx={{ minHeight: 48 }}
            control={
              <Switch
                checked={field.value}
                onChange={(_, on) => field.onChange(on)}
                slotProps={{ input: { 'aria-describedby': 'catalogue-category-visible-help' } }}
              />
            }
          />
        )}
      />
      <FormHelperText id="catalogue-category-visible-help" sx={{ mt: '0 !important' }}>
        {t('catalogueAdmin.categories.visibleHelp')}
      </FormHelperText>
    </FormDialog>
  );
}
