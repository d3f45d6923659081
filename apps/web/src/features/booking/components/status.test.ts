// Every state's text reads on its colour at 4.5:1 or more (WCAG 1.4.3); confirmed, waiting,
// declined, cancelled and someone else's time differ; an N booking reads as who ended it.
import { contrastRatio, TEXT_CONTRAST } from '@tessera/domain';
import { expect, it } from 'vitest';
import { BUSY_COLORS, STATUS_COLORS, statusOf } from './status.ts';

it('each booking state has a text colour that reads on its own colour', () => {
  const all = [...Object.values(STATUS_COLORS), BUSY_COLORS];
  for (const { background, color } of all) {
    expect(contrastRatio(background, color)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  }
  const { Y, I, declined, cancelled } = STATUS_COLORS;
  expect(new Set([Y, I, declined, cancelled, BUSY_COLORS].map((c) => c.background)).size).toBe(5);
});

it('a declined and a cancelled booking read apart when the booking says which', () => {
  expect(statusOf({ confirmed: 'N', endedBy: 'customer', ended: 'cancelled' })).toBe('cancelled');
  expect(statusOf({ confirmed: 'N', endedBy: 'activity', ended: 'declined' })).toBe('declined');
  expect(statusOf({ confirmed: 'N', endedBy: 'activity', ended: 'cancelled' })).toBe('cancelled');
  expect(statusOf({ confirmed: 'N' })).toBe('N');
  expect(statusOf({ confirmed: 'Y', endedBy: null, ended: null })).toBe('Y');
});
