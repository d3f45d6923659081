// A booking on a customer's behalf (a phone call): the customer, then the service and operator
// (N, NO) or the people and room (R, RO), the day and the time. The slot is checked with the
// domain's `checkSlot` before anything is sent, as the customer's screen does: a refusal is the
// SPEC §5 message, and nothing is sent. Refusals (and the server's) show in the dialog, announced,
// until the form changes, not in a snackbar: the open dialog hides the page's snackbar from
// screen readers, and staff on the phone read it out to the customer.
// The Idempotency-Key lives until the booking is made or the form changes. Opened from an empty
// slot of the day, it starts on that day, time and operator (the operator shows once a service
// they do is chosen). Someone not found is added as a guest (issue 26): name, surname, phone,
// e-mail if any and consent to an invitation, checked with the server's contract, added, then
// booked.
import TextField from '@mui/material/TextField';
import {
  addDays,
  BOOKING_CALENDAR_DAYS,
  type Booking,
  type BookingCustomer,
  type BookingType,
  checkSlot,
  isTableBooking,
  type Selection,
  type SlotRefusal,
  slotStarts,
  TABLE_MINUTES,
} from '@tessera/domain';
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useBookingAvailability } from '../../../lib/api/booking-availability.ts';
import { useBookingOperators } from '../../../lib/api/booking-operators.ts';
import { useBookingServices } from '../../../lib/api/booking-services.ts';
import { useBookingSettings } from '../../../lib/api/booking-settings.ts';
import { HttpError } from '../../../lib/http.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { useAddBookingGuest } from '../api/add-booking-guest.ts';
import { useBookForCustomer } from '../api/book-for-customer.ts';
import { CustomerField, customerLabel } from './CustomerField.tsx';
import {
  checkGuest,
  draftFrom,
  type GuestDraft,
  type GuestErrors,
  GuestFields,
} from './GuestFields.tsx';

/** SPEC §5's words for a slot refused, with the right {n}. */
export function refusalText(t: TFunction, r: SlotRefusal): string {
  if (r.reason === 'overlap') return t('agenda.new.refusal.overlap', { n: r.minutes });
  if (r.reason === 'seats') return t('agenda.new.refusal.seats', { n: r.free });
  return t(`agenda.new.refusal.${r.reason}`);
}

export interface NewBookingDialogProps {
  bookingType: BookingType;
  /** The activity's today: the calendar's first day. */
  today: string;
  /** The day the form starts on. */
  date: string;
  /** The time and operator or room it starts with (an empty slot of the agenda tapped). */
  time?: string;
  operatorId?: number | null;
  onClose(): void;
  onBooked(booking: Booking, customer: string): void;
}

export function NewBookingDialog({
  bookingType,
  today,
  date: initialDate,
  time: initialTime,
  operatorId: initialOperator,
  onClose,
  onBooked,
}: NewBookingDialogProps) {
  const { t } = useTranslation();
  const tables = isTableBooking(bookingType);
  const withOperators = bookingType === 'NO' || bookingType === 'RO';
  const last = addDays(today, BOOKING_CALENDAR_DAYS - 1);
  const services = useBookingServices();
  const operators = useBookingOperators();
  const settings = useBookingSettings();
  const book = useBookForCustomer();
  const addGuest = useAddBookingGuest();
  const key = useRef<string | null>(null);
  const guestKey = useRef<string | null>(null);
  const [customer, setCustomer] = useState<BookingCustomer | null>(null);
  const [guest, setGuest] = useState<GuestDraft | null>(null);
  const [guestErrors, setGuestErrors] = useState<GuestErrors>({});
  const [f, setF] = useState({
    serviceId: '',
    operatorId: initialOperator ? String(initialOperator) : '',
    people: tables ? '2' : '1',
    date: initialDate >= today && initialDate <= last ? initialDate : today,
    time: initialTime ?? '',
  });
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const change = (field: keyof typeof f) => (value: string) => {
    key.current = null;
    setMissing(false);
    setProblem(null);
    setF((v) => ({ ...v, [field]: value }));
  };

  const service = tables ? undefined : services.data?.find((s) => String(s.id) === f.serviceId);
  const people = tables ? Number(f.people) : 1;
  const peopleOk = Number.isInteger(people) && people >= 1 && people <= 1000;
  // The operators who do the service, or every room.
  const choices = useMemo(
    () =>
      withOperators
        ? (operators.data ?? []).filter(
            (o) => tables || (service && o.bookingServiceIds.includes(service.id)),
          )
        : [],
    [withOperators, tables, operators.data, service],
  );
  const operator = choices.find((o) => String(o.id) === f.operatorId);
  const dateOk = f.date >= today && f.date <= last;
  const filters =
    dateOk && (tables ? peopleOk : service)
      ? {
          date: f.date,
          numberOfPeoples: people,
          bookingServiceId: service?.id,
          bookingOperatorId: operator?.id,
        }
      : null;
  const availability = useBookingAvailability(filters);
  const seats = settings.data?.bookingNumberOfHour;

  const selection = useMemo<Selection | null>(() => {
    if (tables ? seats === undefined : !service) return null;
    return {
      duration: service ? service.duration : TABLE_MINUTES,
      people,
      operators: withOperators ? (operator ? [operator.id] : choices.map((o) => o.id)) : [null],
      seatsOf: tables
        ? (id) => operators.data?.find((o) => o.id === id)?.seats ?? (seats as number)
        : () => null,
    };
  }, [tables, withOperators, service, people, operator, choices, operators.data, seats]);

  const ctx = availability.data;
  const starts = ctx ? slotStarts(ctx.openTimes) : [];
  const free = useMemo(
    () =>
      new Set(
        ctx && selection
          ? slotStarts(ctx.openTimes).filter((s) => checkSlot(ctx, selection, f.date, s).ok)
          : [],
      ),
    [ctx, selection, f.date],
  );
  const closedDay = ctx && ctx.dates.find((d) => d.date === f.date)?.open === false;
  const time = starts.includes(f.time) ? f.time : '';

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const checked = guest ? checkGuest(guest) : null;
    if (checked && !checked.ok) setGuestErrors(checked.errors);
    if ((guest ? !checked?.ok : !customer) || !dateOk || !time || (tables ? !peopleOk : !service)) {
      setMissing(true);
      return;
    }
    if (!ctx || !selection) return;
    const check = checkSlot(ctx, selection, f.date, time);
    if (!check.ok) {
      setProblem(refusalText(t, check));
      return;
    }
    setProblem(null);
    key.current ??= crypto.randomUUID();
    if (checked?.ok) {
      guestKey.current ??= crypto.randomUUID();
      addGuest.mutate(
        { body: checked.body, idempotencyKey: guestKey.current },
        {
          onSuccess: ({ customer: added }) => {
            guestKey.current = null;
            setGuest(null);
            setCustomer(added);
            bookFor(added);
          },
          onError: (error) =>
            setProblem(
              error instanceof HttpError && error.message ? error.message : t('snackbar.error'),
            ),
        },
      );
    } else if (customer) bookFor(customer);
  };

  const bookFor = (who: BookingCustomer) => {
    if (!key.current) return;
    const name = customerLabel(who);
    book.mutate(
      {
        body: {
          userId: who.id,
          date: f.date,
          startTime: time,
          numberOfPeople: people,
          bookingService: service ? { id: service.id } : null,
          bookingOperator: operator ? { id: operator.id } : null,
        },
        idempotencyKey: key.current,
      },
      {
        onSuccess: (booking) => {
          key.current = null;
          onBooked(booking, name);
        },
        onError: (error) =>
          setProblem(
            error instanceof HttpError && error.message ? error.message : t('snackbar.error'),
          ),
      },
    );
  };

  const select = (
    id: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    children: ReactNode,
    required = true,
  ) => (
    <TextField
      id={id}
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required={required}
      error={missing && required && !value}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      {children}
    </TextField>
  );

  return (
    <FormDialog
      open
      id="agenda-new-title"
      title={t('agenda.new.title')}
      onClose={onClose}
      onSubmit={submit}
      problem={missing ? t('agenda.new.missing') : problem}
      back={{ label: t('agenda.new.back'), onClick: onClose }}
      submit={{
        label: t('agenda.new.submit'),
        disabled: book.isPending || addGuest.isPending || (filters !== null && !(ctx && selection)),
      }}
    >
      {guest ? (
        <GuestFields
          value={guest}
          errors={guestErrors}
          onChange={(d) => {
            guestKey.current = null;
            setMissing(false);
            setProblem(null);
            setGuestErrors({});
            setGuest(d);
          }}
          onSearch={() => {
            setGuest(null);
            setGuestErrors({});
          }}
        />
      ) : (
        <CustomerField
          value={customer}
          onChange={(c) => {
            key.current = null;
            setMissing(false);
            setProblem(null);
            setCustomer(c);
          }}
          error={missing && !customer}
          onNewGuest={(text) => {
            key.current = null;
            setMissing(false);
            setProblem(null);
            setGuest(draftFrom(text));
          }}
        />
      )}
      {!tables &&
        select(
          'agenda-service',
          t('agenda.new.service'),
          f.serviceId,
          change('serviceId'),
          <>
            <option value="">{t('agenda.new.choose')}</option>
            {(services.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {t('agenda.new.serviceOption', { name: s.name, minutes: s.duration })}
              </option>
            ))}
          </>,
        )}
      {tables && (
        <TextField
          id="agenda-people"
          type="number"
          label={t('agenda.new.people')}
          value={f.people}
          onChange={(e) => change('people')(e.target.value)}
          required
          error={missing && !peopleOk}
          slotProps={{ htmlInput: { min: 1, max: 1000, inputMode: 'numeric' } }}
          fullWidth
        />
      )}
      {withOperators &&
        select(
          'agenda-operator',
          t(tables ? 'agenda.new.room' : 'agenda.new.operator'),
          operator ? f.operatorId : '',
          change('operatorId'),
          <>
            <option value="">{t(tables ? 'agenda.new.anyRoom' : 'agenda.new.anyOperator')}</option>
            {choices.map((o) => (
              <option key={o.id} value={o.id}>
                {`${o.name} ${o.surname ?? ''}`.trim()}
              </option>
            ))}
          </>,
          false,
        )}
      <TextField
        id="agenda-date"
        type="date"
        label={t('agenda.new.date')}
        value={f.date}
        onChange={(e) => change('date')(e.target.value)}
        required
        error={missing && !dateOk}
        helperText={closedDay ? t('agenda.new.closedDay') : ' '}
        slotProps={{ htmlInput: { min: today, max: last }, inputLabel: { shrink: true } }}
        fullWidth
      />
      {select(
        'agenda-time',
        t('agenda.new.time'),
        time,
        change('time'),
        <>
          <option value="">{t('agenda.new.choose')}</option>
          {starts.map((s) => (
            <option key={s} value={s}>
              {free.has(s) ? s : t('agenda.new.taken', { time: s })}
            </option>
          ))}
        </>,
      )}
    </FormDialog>
  );
}
