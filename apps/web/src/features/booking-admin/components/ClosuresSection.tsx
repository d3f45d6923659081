// Closed days and times (issue 16, SPEC §3 Open times): weekly closed days, holidays, closures
// across dates, a lunch break every day, an operator's day off; listed, added and deleted. Before
// a closure is saved, a warning lists the bookings it hits, with the choice to tell those
// customers (their bookings cancelled by the activity) (issue 26).
import Delete from '@mui/icons-material/Delete';
import EventBusy from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  type BookingClosure,
  type BookingOperator,
  type ClosureHit,
  formatDate,
} from '@tessera/domain';
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
import { useBookingClosureHits } from '../api/booking-closure-hits.ts';
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
    ? c.dateTo
      ? t('bookingAdmin.closures.fromTo', { from: formatDate(c.date), to: formatDate(c.dateTo) })
      : formatDate(c.date)
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
  const dateTo = useFormField({ control, name: 'dateTo' });
  const allDay = useFormField({ control, name: 'allDay' });
  const startTime = useFormField({ control, name: 'startTime' });
  const endTime = useFormField({ control, name: 'endTime' });
  const operatorId = useFormField({ control, name: 'operatorId' });
  const hitsOf = useBookingClosureHits();
  const [problem, setProblem] = useState<string | null>(null);
  /** The bookings the closure hits, once asked: the warning shows them before saving. */
  const [hits, setHits] = useState<ClosureHit[] | null>(null);
  const [tell, setTell] = useState(false);
  const [reason, setReason] = useState('');
  const timed = kind.value === 'daily' || !allDay.value;
  const busy = add.isPending || hitsOf.isPending;
  const failed = (error: unknown) =>
    setProblem((error instanceof HttpError && error.message) || t('snackbar.error'));

  const save = (body: Omit<BookingClosure, 'id'>, told: boolean) =>
    add.mutate(told ? { ...body, tell: true, reason: reason.trim() || undefined } : body, {
      onSuccess: (added) => {
        notify.success(
          added.cancelled.length
            ? t('bookingAdmin.closures.addedTold', { count: added.cancelled.length })
            : t('bookingAdmin.closures.added'),
        );
        onClose();
      },
      onError: failed,
    });

  const submit = form.handleSubmit((values) => {
    if (busy) return;
    setProblem(null);
    const body = closureBody(values);
    if (hits) return save(body, tell);
    hitsOf.mutate(body, {
      onSuccess: (found) => (found.length ? setHits(found) : save(body, false)),
      onError: failed,
    });
  });

  if (hits) {
    return (
      <FormDialog
        open
        id="booking-closure-title"
        title={t('bookingAdmin.closures.warningTitle')}
        onClose={onClose}
        onSubmit={submit}
        problem={problem}
        back={{ label: t('bookingAdmin.closures.back'), onClick: () => setHits(null) }}
        submit={{ label: t('bookingAdmin.closures.saveAnyway'), disabled: busy }}
      >
        <Alert severity="warning">
          {t('bookingAdmin.closures.warning', { count: hits.length })}
        </Alert>
        <List dense disablePadding aria-label={t('bookingAdmin.closures.hitBookings')}>
          {hits.map((h) => (
            <ListItem key={h.id} disableGutters divider>
              <ListItemText
                primary={`${formatDate(h.date)} ${h.startTime}–${h.endTime} · ${h.customer}`}
                secondary={[
                  h.serviceName,
                  h.operatorName,
                  t(`bookingAdmin.closures.status.${h.confirmed}`),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
        <FormControlLabel
          control={<Checkbox checked={tell} onChange={(e) => setTell(e.target.checked)} />}
          label={t('bookingAdmin.closures.tell', { count: hits.length })}
        />
        {tell ? (
          <TextField
            id="closure-reason"
            label={t('bookingAdmin.closures.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            helperText={t('bookingAdmin.closures.reasonHelp')}
          />
        ) : (
          <FormHelperText>{t('bookingAdmin.closures.keepHelp')}</FormHelperText>
        )}
      </FormDialog>
    );
  }

  return (
    <FormDialog
      open
      id="booking-closure-title"
      title={t('bookingAdmin.closures.add')}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      back={{ label: t('bookingAdmin.cancel'), onClick: onClose }}
      submit={{ label: t('bookingAdmin.save'), disabled: busy }}
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
      {(kind.value === 'date' || kind.value === 'range') && (
        <TextField
          id="closure-date"
          type="date"
          label={t(
            kind.value === 'range'
              ? 'bookingAdmin.closures.dateFrom'
              : 'bookingAdmin.closures.date',
          )}
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
      {kind.value === 'range' && (
        <TextField
          id="closure-date-to"
          type="date"
          label={t('bookingAdmin.closures.dateTo')}
          value={dateTo.value}
          onChange={(e) => dateTo.onChange(e.target.value)}
          onBlur={dateTo.onBlur}
          inputRef={dateTo.inputRef}
          error={Boolean(dateTo.error)}
          helperText={dateTo.error}
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
