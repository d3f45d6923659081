// Every status's word reads on its colour at 4.5:1 or more, and no two statuses share a colour.
import { contrastRatio, ORDER_STATUSES, TEXT_CONTRAST } from '@tessera/domain';
import { expect, it } from 'vitest';
import { ORDER_STATUS_COLORS } from './OrderStatusChip.tsx';

it('each order status has a text colour that reads on its own colour', () => {
  for (const status of ORDER_STATUSES) {
    const { background, color } = ORDER_STATUS_COLORS[status];
    expect(contrastRatio(background, color)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  }
  const backgrounds = ORDER_STATUSES.map((s) => ORDER_STATUS_COLORS[s].background);
  expect(new Set(backgrounds).size).toBe(ORDER_STATUSES.length);
});
