// A size added to a colour (its label, blank for one size only, and its stock: blank unlimited,
// 0 sold out) or renamed (its stock is the stock dialog's). One keyed write; the server's refusal
// shows in the dialog.
import type { ItemSizeAdmin } from '@tessera/domain';
import { useRef, useState } from 'react';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { useZodForm } from '../../../../lib/forms.ts';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useAddSize, useRenameSize } from '../api/catalogue-writes.ts';
import { sizeSchema } from '../catalogueForm.ts';
import { useSay } from './EditorStatus.tsx';

/** Mount it when the dialog opens (null: a new size of the colour, which goes last). */
export function SizeDialog(p: { colorId: number; size: ItemSizeAdmin | null; onClose(): void }) {
  const { t } = useTranslation();
  const say = useSay();
  const add = useAddSize();
  const rename = useRenameSize();
  const form = useZodForm(sizeSchema, {
    defaultValues: { size: p.size?.size ?? '', stock: '' },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<{ body: string; key: string } | null>(null);
  const pending = add.isPending || rename.isPending;

  const submit = form.handleSubmit((body) => {
    if (pending) return;
    setProblem(null);
    const sent = JSON.stringify(body);
    if (key.current?.body !== sent) key.current = { body: sent, key: crypto.randomUUID() };
    const idempotencyKey = key.current.key;
    const name = body.size ?? t('catalogueAdmin.variants.oneSize');
    const handlers = {
      onSuccess: () => {
        say(
          t(p.size ? 'catalogueAdmin.variants.sizeSaved' : 'catalogueAdmin.variants.sizeAdded', {
            name,
          }),
        );
        p.onClose();
      },
      onError: (error: Error) =>
        setProblem((error instanceof HttpError && error.message) || t('catalogueAdmin.failed')),
    };
    if (p.size) {
      rename.mutate({ id: p.size.id, body: { size: body.size }, idempotencyKey }, handlers);
    } else {
      add.mutate({ colorId: p.colorId, body, idempotencyKey }, handlers);
    }
  });

  return (
    <FormDialog
      open
      id="catalogue-size-dialog-title"
      title={
        p.size
          ? t('catalogueAdmin.variants.renameSizeTitle')
          : t('catalogueAdmin.variants.addSizeTitle')
      }
      onClose={p.onClose}
      onSubmit={submit}
      problem={problem}
      back={{ label: t('catalogueAdmin.cancel'), onClick: p.onClose }}
      submit={{ label: t('catalogueAdmin.save'), disabled: pending }}
    >
      <FormTextField
        control={form.control}
        name="size"
        id="catalogue-size-name"
        label={t('catalogueAdmin.variants.sizeName')}
        helperText={t('catalogueAdmin.variants.sizeNameHelp')}
        autoComplete="off"
        autoFocus
      />
      {!p.size && (
        <FormTextField
          control={form.control}
          name="stock"
          id="catalogue-size-stock"
          label={t('catalogueAdmin.stock.count')}
          helperText={t('catalogueAdmin.stock.countHelp')}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
    </FormDialog>
  );
}
