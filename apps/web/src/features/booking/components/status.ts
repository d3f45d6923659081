// The colours of SPEC §4's booking states: confirmed green, waiting orange, declined red, someone
// else's time grey. A booking the customer (or staff on their behalf) cancelled reads apart from
// one the activity declined where the booking says which (issue 26). Each with a text colour that
// reads on it at 4.5:1 or more (WCAG 1.4.3, proved in status.test.ts), and always with its
// label: never colour alone.
import type { Booking, BookingConfirmation } from '@tessera/domain';

/** What a chip shows: the booking's confirm flag, or for N which of the two it was. */
export type BookingStatus = BookingConfirmation | 'cancelled' | 'declined';

export interface ChipColors {
  background: string;
  color: string;
}

export const STATUS_COLORS: Record<BookingStatus, ChipColors> = {
  Y: { background: '#2E7D32', color: '#FFFFFF' },
  I: { background: '#EF6C00', color: '#1A1A1A' },
  N: { background: '#C62828', color: '#FFFFFF' },
  declined: { background: '#C62828', color: '#FFFFFF' },
  cancelled: { background: '#546E7A', color: '#FFFFFF' },
};

/** Another customer's booking: grey, "Non disponibile". */
export const BUSY_COLORS: ChipColors = { background: '#E0E0E0', color: '#424242' };

/**
 * A booking's status for its chip. An N booking says how it ended (issue 26, `ended`): the
 * activity declined a waiting request, or it was cancelled (by the customer, or by the activity
 * once confirmed); one ended before that was recorded stays N.
 */
export function statusOf(b: Pick<Booking, 'confirmed' | 'ended' | 'endedBy'>): BookingStatus {
  if (b.confirmed !== 'N') return b.confirmed;
  if (b.ended) return b.ended;
  if (b.endedBy === 'customer') return 'cancelled';
  return 'N';
}
