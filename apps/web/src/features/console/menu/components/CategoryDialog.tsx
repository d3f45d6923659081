// A menu category added or edited: its name and whether customers see it (a hidden category
// hides its entries too). One keyed write; the server's refusal shows in the dialog.
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
import type { MenuCategory } from '../api/get-menu-admin.ts';
import { useSaveMenuCategory } from '../api/menu-writes.ts';
import { categoryFormOf, categorySchema } from '../menuForm.ts';

/** Mount it when the dialog opens (null: a new category, which goes last). */
export function CategoryDialog(p: { category: MenuCategory | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveMenuCategory();
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
            t(p.category ? 'menuAdmin.categories.saved' : 'menuAdmin.categories.added', {
              name: saved.name,
            }),
          );
          p.onClose();
        },
        onError: (error) =>
          setProblem((error instanceof HttpError && error.message) || t('menuAdmin.failed')),
      },
    );
  });

  return (
    <FormDialog
      open
      id="menu-category-dialog-title"
      title={
        p.category
          ? t('menuAdmin.categories.editTitle', { name: p.category.name })
          : t('menuAdmin.categories.addTitle')
      }
      onClose={p.onClose}
      onSubmit={submit}
      problem={problem}
      back={{ label: t('menuAdmin.cancel'), onClick: p.onClose }}
      submit={{ label: t('menuAdmin.save'), disabled: save.isPending }}
    >
      <FormTextField
        control={form.control}
        name="name"
        id="menu-category-name"
        label={t('menuAdmin.categories.name')}
        helperText={t('menuAdmin.categories.nameHelp')}
        autoComplete="off"
        required
        autoFocus
      />
      <Controller
        control={form.control}
        name="visible"
        render={({ field }) => (
          <FormControlLabel
            label={t('menuAdmin.categories.visible')}
            sx={{ minHeight: 48 }}
            control={
              <Switch
                checked={field.value}
                onChange={(_, on) => field.onChange(on)}
                slotProps={{ input: { 'aria-describedby': 'menu-category-visible-help' } }}
              />
            }
          />
        )}
      />
      <FormHelperText id="menu-category-visible-help" sx={{ mt: '0 !important' }}>
        {t('menuAdmin.categories.visibleHelp')}
      </FormHelperText>
    </FormDialog>
  );
}
