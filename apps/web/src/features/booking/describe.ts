// How a booking names what it is for: the service, or a table for its people; and who: the
// operator ("Con Sara Bianchi"), or the room of a table ("Sala: Veranda").
import type { Booking, BookingOperator } from '@tessera/domain';
import type { TFunction } from '../../lib/i18n.ts';

export const operatorName = (o: Pick<BookingOperator, 'name' | 'surname'>) =>
  [o.name, o.surname].filter(Boolean).join(' ');

export const bookingWhat = (t: TFunction, b: Booking) =>
  b.bookingService
    ? b.bookingService.name
    : t('booking.summary.table', { count: b.numberOfPeople });

export function bookingWho(t: TFunction, b: Booking) {
  if (!b.bookingOperator) return null;
  const name = operatorName(b.bookingOperator);
  return b.bookingService ? t('booking.mine.with', { name }) : t('booking.mine.room', { name });
}
