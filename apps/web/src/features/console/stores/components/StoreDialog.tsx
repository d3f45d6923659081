// A store added or edited (issue 25 item 3): name, address, city, phone, visible, main, opening
// hours. The contract refuses on the field before anything is sent; a save sends one keyed write
// (a retry of the same body after a lost answer reuses its key); the server's refusal shows in
// the dialog.
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { errorText, useZodForm } from '../../../../lib/forms.ts';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import type { AdminStore } from '../api/get-admin-stores.ts';
import { useSaveStore } from '../api/save-store.ts';
import { storeFormOf, storeSchema } from '../storeForm.ts';
import { OpeningHoursField } from './OpeningHoursField.tsx';

/** Mount it when the dialog opens: it starts from the store's values (null: a new store). */
export function StoreDialog({
  store,
  first,
  onClose,
}: {
  store: AdminStore | null;
  /** The activity has no store yet: this one becomes the main store whatever is chosen. */
  first: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveStore();
  const form = useZodForm(storeSchema, {
    defaultValues: { ...storeFormOf(store), ...(first && { main: true, visible: true }) },
  });
  const [problem, setProblem] = useState<string | null>(null);
  /** One key per body sent. */
  const key = useRef<{ body: string; key: string } | null>(null);
  const main = form.watch('main');
  const savedMain = store?.main ?? false;

  const submit = form.handleSubmit(
    (body) => {
      if (save.isPending) return;
      setProblem(null);
      const sent = JSON.stringify(body);
      if (key.current?.body !== sent) key.current = { body: sent, key: crypto.randomUUID() };
      save.mutate(
        { id: store?.id ?? null, body, idempotencyKey: key.current.key },
        {
          onSuccess: (saved) => {
            notify.success(
              t(store ? 'storesAdmin.saved' : 'storesAdmin.added', { name: saved.name }),
            );
            onClose();
          },
          onError: (error) =>
            setProblem((error instanceof HttpError && error.message) || t('storesAdmin.failed')),
        },
      );
    },
    () => setProblem(t('storesAdmin.checks.fix')),
  );

  const hourError = (i: number) => {
    const e = form.formState.errors.openingHours?.[i];
    return errorText(t, e?.to ?? e?.from ?? e?.day);
  };

  return (
    <FormDialog
      open
      id="store-dialog-title"
      title={store ? t('storesAdmin.editTitle', { name: store.name }) : t('storesAdmin.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      back={{ label: t('storesAdmin.cancel'), onClick: onClose }}
      submit={{ label: t('storesAdmin.save'), disabled: save.isPending }}
    >
      <FormTextField
        control={form.control}
        name="name"
        id="store-name"
        label={t('storesAdmin.fields.name')}
        autoComplete="off"
        required
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="address"
        id="store-address"
        label={t('storesAdmin.fields.address')}
        helperText={t('storesAdmin.fields.addressHelp')}
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="city"
        id="store-city"
        label={t('storesAdmin.fields.city')}
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="phone"
        id="store-phone"
        label={t('storesAdmin.fields.phone')}
        type="tel"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <Stack spacing={0.5}>
        <Controller
          control={form.control}
          name="main"
          render={({ field }) => (
            <FormControlLabel
              label={t('storesAdmin.fields.main')}
              sx={{ minHeight: 48 }}
              control={
                <Switch
                  checked={field.value}
                  disabled={first || savedMain}
                  onChange={(_, on) => {
                    field.onChange(on);
                    // The main store is always visible.
                    if (on) form.setValue('visible', true);
                  }}
                  slotProps={{ input: { 'aria-describedby': 'store-main-help' } }}
                />
              }
            />
          )}
        />
        <FormHelperText id="store-main-help" sx={{ mt: 0 }}>
          {t(
            first
              ? 'storesAdmin.fields.mainFirst'
              : savedMain
                ? 'storesAdmin.fields.mainSaved'
                : 'storesAdmin.fields.mainHelp',
          )}
        </FormHelperText>
      </Stack>
      <Stack spacing={0.5}>
        <Controller
          control={form.control}
          name="visible"
          render={({ field, fieldState }) => (
            <>
              <FormControlLabel
                label={t('storesAdmin.fields.visible')}
                sx={{ minHeight: 48 }}
                control={
                  <Switch
                    checked={field.value}
                    disabled={main || first}
                    onChange={(_, on) => field.onChange(on)}
                    slotProps={{ input: { 'aria-describedby': 'store-visible-help' } }}
                  />
                }
              />
              <FormHelperText
                id="store-visible-help"
                error={Boolean(fieldState.error)}
                sx={{ mt: 0 }}
              >
                {errorText(t, fieldState.error) ??
                  t(
                    main || first
                      ? 'storesAdmin.fields.visibleMain'
                      : 'storesAdmin.fields.visibleHelp',
                  )}
              </FormHelperText>
            </>
          )}
        />
      </Stack>
      <Controller
        control={form.control}
        name="openingHours"
        render={({ field }) => (
          <OpeningHoursField value={field.value} onChange={field.onChange} errorOf={hourError} />
        )}
      />
    </FormDialog>
  );
}
