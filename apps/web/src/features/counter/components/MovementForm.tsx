// A counter operation on the card found (issue 9): the type, then what it takes (the amount
// spent for an accumulation, an amount and/or points), checked with the domain's contract. The
// Idempotency-Key lives until the operation is recorded or the form changes, so pressing the
// button again after a lost answer does not record it twice. The form names whose card it is
// for, and sends that card's code (issue 15); the types sit in one grid of equal cells.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  type CardMovementBody,
  type CashBackType,
  cardMovementBody,
  eurosOfText,
} from '@tessera/domain';
import { type FormEvent, useRef, useState } from 'react';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { type Failed, type Recorded, useRecordMovement } from '../api/record-movement.ts';

type FormType = 'AA' | 'C' | 'P' | 'B' | 'AM';

/** Which fields each type asks for. */
const FIELDS: Record<FormType, ('spent' | 'amount' | 'points')[]> = {
  AA: ['spent'],
  C: ['amount'],
  P: ['points'],
  B: ['amount', 'points'],
  AM: ['amount', 'points'],
};

export function MovementForm({
  cardCode,
  customer,
  cashBackType,
  onRecorded,
  onFailed,
}: {
  cardCode: string;
  /** The card's customer, named by the form and by the confirmation. */
  customer: string;
  cashBackType: CashBackType;
  onRecorded(recorded: Recorded): void;
  /** Hears of a failure even after the form is gone (the staff moved on). */
  onFailed(failed: Failed): void;
}) {
  const { t } = useTranslation();
  const record = useRecordMovement(onRecorded, onFailed);
  // Points only where the activity gives them.
  const types: FormType[] =
    cashBackType === 'E' ? ['AA', 'C', 'B', 'AM'] : ['AA', 'C', 'P', 'B', 'AM'];
  const [type, setType] = useState<FormType>('AA');
  const [values, setValues] = useState({ spent: '', amount: '', points: '', note: '' });
  const [problem, setProblem] = useState<string | null>(null);
  // The fields the contract refused, marked as such.
  const [refused, setRefused] = useState<string[]>([]);
  const key = useRef<string | null>(null);

  const change = (field: keyof typeof values) => (value: string) => {
    key.current = null;
    setProblem(null);
    setRefused([]);
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fields = FIELDS[type];
    const body: Record<string, unknown> = { cardCode, type };
    if (fields.includes('spent')) body.spent = eurosOfText(values.spent);
    if (fields.includes('amount') && values.amount.trim()) body.amount = eurosOfText(values.amount);
    if (fields.includes('points') && values.points.trim()) body.points = Number(values.points);
    if (values.note.trim()) body.note = values.note.trim();
    const parsed = cardMovementBody.safeParse(body);
    if (!parsed.success) {
      setRefused(parsed.error.issues.map((i) => String(i.path[0])));
      setProblem(t('counter.invalid'));
      return;
    }
    key.current ??= crypto.randomUUID();
    record.mutate(
      { body: parsed.data as CardMovementBody, idempotencyKey: key.current, customer },
      {
        // The page clears the card (and this form with it) for the next customer.
        onSuccess: () => {
          key.current = null;
        },
        onError: (error) =>
          setProblem(
            error instanceof HttpError && error.message ? error.message : t('snackbar.error'),
          ),
      },
    );
  };

  const field = (name: 'spent' | 'amount' | 'points') => (
    <TextField
      key={name}
      id={`counter-${name}`}
      label={t(`counter.fields.${name}`)}
      value={values[name]}
      onChange={(e) => change(name)(e.target.value)}
      error={refused.includes(name)}
      inputMode={name === 'points' ? 'numeric' : 'decimal'}
      slotProps={{ htmlInput: { inputMode: name === 'points' ? 'numeric' : 'decimal' } }}
      fullWidth
    />
  );

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-labelledby="counter-operation"
    >
      <Typography id="counter-operation" variant="h6" component="h2">
        {t('counter.operation', { customer })}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={type}
        onChange={(_, v: FormType | null) => {
          if (!v) return;
          key.current = null;
          setProblem(null);
          setRefused([]);
          setType(v);
        }}
        aria-label={t('counter.type')}
        sx={{
          // Equal cells, as many to a row as fit (three at 390 px, all five on a wide screen),
          // each with its own border rather than the group's joined edges.
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
          gap: 1,
          '& .MuiToggleButtonGroup-grouped': {
            m: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          },
        }}
      >
        {types.map((ty) => (
          <ToggleButton key={ty} value={ty} sx={{ lineHeight: 1.25 }}>
            {t(`counter.types.${ty}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {FIELDS[type].map(field)}
      <TextField
        id="counter-note"
        label={t('counter.fields.note')}
        value={values.note}
        onChange={(e) => change('note')(e.target.value)}
        fullWidth
      />
      {problem && (
        <Typography role="alert" color="error" sx={{ fontWeight: 500 }}>
          {problem}
        </Typography>
      )}
      <Button type="submit" variant="contained" size="large" disabled={record.isPending}>
        {t('counter.record')}
      </Button>
    </Stack>
  );
}
