// The colours of SPEC §4's booking states: confirmed green, waiting orange, declined or cancelled
// red, someone else's time grey. Each with a text colour that reads on it at 4.5:1 or more
// (WCAG 1.4.3, proved in status.test.ts), and always with its label: never colour alone.
import type { BookingConfirmation } from '@tessera/domain';

export interface ChipColors {
  background: string;
  color: string;
}

export const STATUS_COLORS: Record<BookingConfirmation, ChipColors> = {
  Y: { background: '#2E7D32', color: '#FFFFFF' },
  I: { background: '#EF6C00', color: '#1A1A1A' },
  N: { background: '#C62828', color: '#FFFFFF' },
};

/** Another customer's booking: grey, "Non disponibile". */
export const BUSY_COLORS: ChipColors = { background: '#E0E0E0', color: '#424242' };
