// Every state's text reads on its colour at 4.5:1 or more (WCAG 1.4.3), and the four differ.
import { contrastRatio, TEXT_CONTRAST } from '@tessera/domain';
import { expect, it } from 'vitest';
import { BUSY_COLORS, STATUS_COLORS } from './status.ts';

it('each booking state has a text colour that reads on its own colour', () => {
  const all = [...Object.values(STATUS_COLORS), BUSY_COLORS];
  for (const { background, color } of all) {
    expect(contrastRatio(background, color)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  }
  expect(new Set(all.map((c) => c.background)).size).toBe(4);
});
