// What a day of the calendar shows for one selection (SPEC §4 Booking, §5): every start of the
// day as a cell, either free, taken by the customer's own booking (its status), or busy, grey
// "Non disponibile", saying nothing else of whose it is. Past times of today and starts when
// every resource is closed are not offered at all. A free start may still be refused when
// chosen (too long before the next booking, after closing, not enough seats): `refusalText`
// says why in SPEC's words, before anything is sent.
import {
  type BookingAvailability,
  type BookingConfirmation,
  minutesOf,
  type Selection,
  type SlotRefusal,
  seatWindowOf,
  slotStarts,
} from '@tessera/domain';
import type { TFunction } from '../../lib/i18n.ts';

export type DayCell =
  | { time: string; kind: 'free' }
  | { time: string; kind: 'busy' }
  | { time: string; kind: 'mine'; status: Exclude<BookingConfirmation, 'N'> };

/** Whether `time` falls in [start, end); an end at or before the start runs past midnight. */
function within(time: string, start: string, end: string) {
  const t = minutesOf(time);
  const s = minutesOf(start);
  const e = minutesOf(end) <= s ? minutesOf(end) + 24 * 60 : minutesOf(end);
  return t >= s && t < e;
}

export function dayCells(ctx: BookingAvailability, sel: Selection, date: string): DayCell[] {
  const cells: DayCell[] = [];
  for (const time of slotStarts(ctx.openTimes)) {
    if (date < ctx.today || (date === ctx.today && time <= ctx.now)) continue;
    const status = ctx.mine.find(
      (b) => b.date === date && b.confirmed !== 'N' && within(time, b.startTime, b.endTime),
    )?.confirmed;
    if (status === 'Y' || status === 'I') {
      cells.push({ time, kind: 'mine', status });
      continue;
    }
    const closed = (op: number | null) =>
      ctx.closedTimes.some(
        (i) =>
          i.date === date &&
          (i.bookingOperatorId === null || i.bookingOperatorId === op) &&
          within(time, i.startTime, i.endTime),
      );
    const open = sel.operators.filter((op) => !closed(op));
    if (open.length === 0) continue;
    const taken = (op: number | null) => {
      const seats = sel.seatsOf(op);
      if (seats === null) {
        return ctx.busy.some(
          (i) =>
            i.date === date && i.bookingOperatorId === op && within(time, i.startTime, i.endTime),
        );
      }
      const window = seatWindowOf(time).startTime;
      const used = ctx.seatsTaken.find(
        (s) => s.date === date && s.bookingOperatorId === op && s.startTime === window,
      );
      return seats - (used?.taken ?? 0) <= 0;
    };
    cells.push({ time, kind: open.every(taken) ? 'busy' : 'free' });
  }
  return cells;
}

/** Why a start cannot be booked, in SPEC's words where SPEC has them. */
export function refusalText(t: TFunction, refusal: SlotRefusal, closingTime: string) {
  switch (refusal.reason) {
    case 'overlap':
      return t('booking.refusal.overlap', { n: refusal.minutes });
    case 'seats':
      return t('booking.refusal.seats', { n: refusal.free });
    case 'afterClosing':
      return t('booking.refusal.afterClosing', { time: closingTime });
    case 'closed':
      return t('booking.refusal.closed');
    case 'past':
      return t('booking.refusal.past');
  }
}
