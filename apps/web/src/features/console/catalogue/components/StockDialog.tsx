// A size's stock (issue 25 item 4), as customers buy meanwhile: the figure read is shown ("Ora: 5
// pezzi") and either a count is set against it (the shelf counted: sent with `expected`, the
// figure read; a sale since makes it 409 stock_changed, nothing written, and the size is read
// again so the figure shown is the one now, the server's words saying it) or pieces are added or
// removed (a delivery, a breakage: never below 0, whatever customers buy). Keyed writes.
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ItemSizeAdmin } from '@tessera/domain';
import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { useZodForm } from '../../../../lib/forms.ts';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useChangeStock, useSetStock } from '../api/catalogue-writes.ts';
import { stockSchema, stockText } from '../catalogueForm.ts';
import { useSay } from './EditorStatus.tsx';
import { sizeName, stockWords } from './variantWords.ts';

/** `size` is the size as last read: it follows the item's detail, read again after a refusal. */
export function StockDialog(p: { size: ItemSizeAdmin; onClose(): void }) {
  const { t } = useTranslation();
  const say = useSay();
  const set = useSetStock();
  const change = useChangeStock();
  const form = useZodForm(stockSchema, {
    defaultValues: { mode: 'set', stock: stockText(p.size.stock), change: '' },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<{ body: string; key: string } | null>(null);
  const mode = form.watch('mode');
  const pending = set.isPending || change.isPending;
  const name = sizeName(t, p.size);
  const unlimited = p.size.stock === null;

  const keyFor = (body: unknown) => {
    const sent = JSON.stringify(body);
    if (key.current?.body !== sent) key.current = { body: sent, key: crypto.randomUUID() };
    return key.current.key;
  };

  const submit = form.handleSubmit((write) => {
    if (pending) return;
    setProblem(null);
    const onError = (error: Error) =>
      setProblem((error instanceof HttpError && error.message) || t('catalogueAdmin.failed'));
    const onSuccess = (saved: ItemSizeAdmin) => {
      say(t('catalogueAdmin.stock.saved', { name, stock: stockWords(t, saved.stock) }));
      p.onClose();
    };
    if (write.mode === 'set') {
      // The figure this screen read: a sale since then is the server's to refuse.
      const body = { ...write.body, expected: p.size.stock };
      set.mutate(
        { id: p.size.id, body, idempotencyKey: keyFor(['set', body]) },
        { onSuccess, onError },
      );
    } else {
      change.mutate(
        { id: p.size.id, body: write.body, idempotencyKey: keyFor(['change', write.body]) },
        { onSuccess, onError },
      );
    }
  });

  return (
    <FormDialog
      open
      id="catalogue-stock-dialog-title"
      title={t('catalogueAdmin.stock.title', { name })}
      onClose={p.onClose}
      onSubmit={submit}
      problem={problem}
      back={{ label: t('catalogueAdmin.cancel'), onClick: p.onClose }}
      submit={{ label: t('catalogueAdmin.save'), disabled: pending }}
    >
      <Typography role="status" variant="body1">
        {t('catalogueAdmin.stock.now', { stock: stockWords(t, p.size.stock) })}
      </Typography>
      <Controller
        control={form.control}
        name="mode"
        render={({ field }) => (
          <RadioGroup
            aria-label={t('catalogueAdmin.stock.how')}
            value={field.value}
            onChange={(_, value) => field.onChange(value)}
          >
            <FormControlLabel
              value="set"
              control={<Radio />}
              label={t('catalogueAdmin.stock.modeSet')}
              sx={{ minHeight: 48 }}
            />
            <FormControlLabel
              value="change"
              control={<Radio />}
              label={t('catalogueAdmin.stock.modeChange')}
              disabled={unlimited}
              sx={{ minHeight: 48 }}
            />
          </RadioGroup>
        )}
      />
      {unlimited && (
        <Typography variant="body2" color="text.secondary">
          {t('catalogueAdmin.stock.unlimitedHelp')}
        </Typography>
      )}
      {mode === 'set' ? (
        <FormTextField
          key="stock"
          control={form.control}
          name="stock"
          id="catalogue-stock-count"
          label={t('catalogueAdmin.stock.count')}
          helperText={t('catalogueAdmin.stock.countHelp')}
          autoComplete="off"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      ) : (
        <FormTextField
          key="change"
          control={form.control}
          name="change"
          id="catalogue-stock-change"
          label={t('catalogueAdmin.stock.change')}
          helperText={t('catalogueAdmin.stock.changeHelp')}
          autoComplete="off"
          autoFocus
        />
      )}
    </FormDialog>
  );
}
