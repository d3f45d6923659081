// Closed days and times (issue 16, SPEC §3 Open times): weekly closed days, holidays, a lunch
// break every day, an operator's day off; listed, added and deleted.
import Delete from '@mui/icons-material/Delete';
import EventBusy from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type BookingClosure, type BookingOperator, formatDate } from '@tessera/domain';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { TimeSelect } from '../../../components/TimeSelect.tsx';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { useFormField, useZodForm } from '../../../lib/forms.ts';
import { HttpError } from '../../../lib/http.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { localeOf } from '../../../lib/language.ts';
import { notify } from '../../../lib/notify.ts';
import { weekdayNames } from '../../../lib/weekly.ts';
import { useAddBookingClosure } from '../api/add-booking-closure.ts';
import { useDeleteBookingClosure } from '../api/delete-booking-closure.ts';
import {
  CLOSURE_KINDS,
  type ClosureKind,
  closureBody,
  closureOrder,
  closureSchema,
  EMPTY_CLOSURE,
  operatorName,
} from '../bookingAdminForms.ts';

/** What a closure closes, in words: when, the times, and whose day off. */
function describe(
  t: TFunction,
  days: string[],
  operators: BookingOperator[],
  c: BookingClosure,
): { when: string; detail: string } {
  const when = c.date
    ? formatDate(c.date)
    : c.weekday
      ? t('bookingAdmin.closures.everyWeekday', { day: days[c.weekday - 1] ?? '' })
      : t('bookingAdmin.closures.everyDay');
  const times =
    c.startTime && c.endTime
      ? t('bookingAdmin.closures.times', { start: c.startTime, end: c.endTime })
      : t('bookingAdmin.closures.allDay');
  const operator = operators.find((o) => o.id === c.bookingOperatorId);
  return { when, detail: [times, operator && operatorName(operator)].filter(Boolean).join(' · ') };
}

export interface ClosuresSectionProps {
  closures: BookingClosure[];
  /** The operators (or rooms) a day off can be for; none: the activity only. */
  operators: BookingOperator[];
}

export function ClosuresSection({ closures, operators }: ClosuresSectionProps) {
  const { t, lang } = useTranslation();
  const days = weekdayNames(localeOf(lang));
  const remove = useDeleteBookingClosure();
  const [adding, setAdding] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const sorted = [...closures].sort(closureOrder);

  const askDelete = async (id: number, what: string) => {
    const yes = await confirm({
      title: t('bookingAdmin.closures.deleteTitle'),
      message: t('bookingAdmin.closures.deleteMessage', { what }),
      cancelLabel: t('bookingAdmin.cancel'),
      confirmLabel: t('bookingAdmin.closures.deleteConfirm'),
    });
    if (yes) {
      remove.mutate(id, { onSuccess: () => notify.success(t('bookingAdmin.closures.deleted')) });
    }
  };

  const addButton = (
    <Button variant="outlined" onClick={() => setAdding(true)}>
      {t('bookingAdmin.closures.add')}
    </Button>
  );

  return (
    <>
      {sorted.length === 0 ? (
        <EmptyState icon={<EventBusy />} action={addButton}>
          {t('bookingAdmin.closures.empty')}
        </EmptyState>
      ) : (
        <>
          <List aria-label={t('bookingAdmin.closures.title')} disablePadding>
            {sorted.map((c) => {
              const { when, detail } = describe(t, days, operators, c);
              const what = `${when}, ${detail}`;
              return (
                <ListItem
                  key={c.id}
                  divider
                  disableGutters
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t('bookingAdmin.closures.delete', { what })}
                      onClick={() => askDelete(c.id, what)}
                    >
                      <Delete />
                    </IconButton>
                  }
                >
                  <ListItemText primary={when} secondary={detail} />
                </ListItem>
              );
            })}
          </List>
          <Box sx={{ mt: 2 }}>{addButton}</Box>
        </>
      )}
      {adding && (
        <ClosureDialog days={days} operators={operators} onClose={() => setAdding(false)} />
      )}
      {confirmDialog}
    </>
  );
}

interface ClosureDialogProps {
  days: string[];
  operators: BookingOperator[];
  onClose(): void;
}

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Mount it when the dialog opens (it starts empty). */
function ClosureDialog({ days, operators, onClose }: ClosureDialogProps) {
  const { t } = useTranslation();
  const add = useAddBookingClosure();
  const form = useZodForm(closureSchema, { defaultValues: EMPTY_CLOSURE });
  const { control } = form;
  const kind = useFormField({ control, name: 'kind' });
  const weekday = useFormField({ control, name: 'weekday' });
  const date = useFormField({ control, name: 'date' });
  const allDay = useFormField({ control, name: 'allDay' });
  const startTime = useFormField({ control, name: 'startTime' });
  const endTime = useFormField({ control, name: 'endTime' });
  const operatorId = useFormField({ control, name: 'operatorId' });
  const [problem, setProblem] = useState<string | null>(null);
  const timed = kind.value === 'daily' || !allDay.value;

  const submit = form.handleSubmit((values) => {
    if (add.isPending) return;
    setProblem(null);
    add.mutate(closureBody(values), {
      onSuccess: () => {
        notify.success(t('bookingAdmin.closures.added'));
        onClose();
      },
      onError: (error) =>
        setProblem((error instanceof HttpError && error.message) || t('snackbar.error')),
    });
  });

  return (
    <FormDialog
      open
      id="booking-closure-title"
      title={t('bookingAdmin.closures.add')}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      back={{ label: t('bookingAdmin.cancel'), onClick: onClose }}
      submit={{ label: t('bookingAdmin.save'), disabled: add.isPending }}
    >
      <TextField
        select
        id="closure-kind"
        label={t('bookingAdmin.closures.kind')}
        value={kind.value}
        onChange={(e) => kind.onChange(e.target.value as ClosureKind)}
        slotProps={nativeSelect}
      >
        {CLOSURE_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`bookingAdmin.closures.kinds.${k}`)}
          </option>
        ))}
      </TextField>
      {kind.value === 'weekly' && (
        <TextField
          select
          id="closure-weekday"
          label={t('bookingAdmin.closures.weekday')}
          value={String(weekday.value)}
          onChange={(e) => weekday.onChange(Number(e.target.value))}
          slotProps={nativeSelect}
        >
          {days.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </TextField>
      )}
      {kind.value === 'date' && (
        <TextField
          id="closure-date"
          type="date"
          label={t('bookingAdmin.closures.date')}
          value={date.value}
          onChange={(e) => date.onChange(e.target.value)}
          onBlur={date.onBlur}
          inputRef={date.inputRef}
          error={Boolean(date.error)}
          helperText={date.error}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      {kind.value !== 'daily' && (
        <FormControlLabel
          control={
            <Switch checked={allDay.value} onChange={(e) => allDay.onChange(e.target.checked)} />
          }
          label={t('bookingAdmin.closures.allDay')}
        />
      )}
      {timed && (
        <Stack direction="row" spacing={2}>
          <TimeSelect
            {...startTime}
            id="closure-start-time"
            label={t('bookingAdmin.closures.startTime')}
            last={false}
          />
          <TimeSelect
            {...endTime}
            id="closure-end-time"
            label={t('bookingAdmin.closures.endTime')}
            first={false}
          />
        </Stack>
      )}
      {operators.length > 0 && (
        <TextField
          select
          id="closure-operator"
          label={t('bookingAdmin.closures.who')}
          value={operatorId.value}
          onChange={(e) => operatorId.onChange(e.target.value)}
          slotProps={nativeSelect}
        >
          <option value="">{t('bookingAdmin.closures.whole')}</option>
          {operators.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {operatorName(o)}
            </option>
          ))}
        </TextField>
      )}
    </FormDialog>
  );
}
