// A category of the menu or of the shop added or renamed: its name and whether customers see it
// (a hidden category hides what it holds too). One keyed write; the server's refusal shows in the
// dialog. The two screens pass their own contract, write and texts (the same keys in each).
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { useZodForm } from '../../../lib/forms.ts';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import type { Keyed } from '../keyed.ts';

export interface CategoryFields {
  name: string;
  visible: boolean;
}

interface Props<B extends FieldValues> {
  /** null: a new category, which goes last. */
  category: ({ id: number } & CategoryFields) | null;
  onClose(): void;
  /** Whose texts: the menu's or the shop's. */
  texts: 'menuAdmin' | 'catalogueAdmin';
  schema: z.ZodType<B, CategoryFields>;
  save: UseMutationResult<{ name: string }, unknown, Keyed<B>>;
}

/** Mount it when the dialog opens. */
export function CategoryDialog<B extends FieldValues>({
  category,
  onClose,
  texts,
  schema,
  save,
}: Props<B>) {
  const { t } = useTranslation();
  const form = useZodForm(schema, {
    defaultValues: { name: category?.name ?? '', visible: category?.visible ?? true },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<{ body: string; key: string } | null>(null);
  const id = texts === 'menuAdmin' ? 'menu-category' : 'catalogue-category';

  const submit = form.handleSubmit((body) => {
    if (save.isPending) return;
    setProblem(null);
    const sent = JSON.stringify(body);
    if (key.current?.body !== sent) key.current = { body: sent, key: crypto.randomUUID() };
    save.mutate(
      { id: category?.id ?? null, body, idempotencyKey: key.current.key },
      {
        onSuccess: (saved) => {
          notify.success(
            t(category ? `${texts}.categories.saved` : `${texts}.categories.added`, {
              name: saved.name,
            }),
          );
          onClose();
        },
        onError: (error) =>
          setProblem((error instanceof HttpError && error.message) || t(`${texts}.failed`)),
      },
    );
  });

  return (
    <FormDialog
      open
      id={`${id}-dialog-title`}
      title={
        category
          ? t(`${texts}.categories.editTitle`, { name: category.name })
          : t(`${texts}.categories.addTitle`)
      }
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      back={{ label: t(`${texts}.cancel`), onClick: onClose }}
      submit={{ label: t(`${texts}.save`), disabled: save.isPending }}
    >
      <FormTextField
        control={form.control}
        name="name"
        id={`${id}-name`}
        label={t(`${texts}.categories.name`)}
        helperText={t(`${texts}.categories.nameHelp`)}
        autoComplete="off"
        required
        autoFocus
      />
      <Controller
        control={form.control}
        name="visible"
        render={({ field }) => (
          <FormControlLabel
            label={t(`${texts}.categories.visible`)}
            sx={{ minHeight: 48 }}
            control={
              <Switch
                checked={field.value}
                onChange={(_, on) => field.onChange(on)}
                slotProps={{ input: { 'aria-describedby': `${id}-visible-help` } }}
              />
            }
          />
        )}
      />
      <FormHelperText id={`${id}-visible-help`} sx={{ mt: '0 !important' }}>
        {t(`${texts}.categories.visibleHelp`)}
      </FormHelperText>
    </FormDialog>
  );
}
